import { useTranslation } from 'react-i18next';
import { TREASURE_RULES } from '@arena/schemas';
import { useLanguage, useMoney } from '../../stores/stores-context';
import { formatNumber } from '../../i18n/format';
import screens from '../screens.module.css';
import { percentOf } from './treasure-views';
import { FairAlgorithm } from '../fair/FairAlgorithm';

const EXAMPLE_STAKE_CENTS = 10_00;
const QUESTIONS = ['drop', 'activate', 'upgrade', 'mega', 'orders', 'fair', 'seasons'] as const;

/** `/treasures/faq`: the rules in plain words, every number from TREASURE_RULES. */
export default function FaqView() {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useLanguage();
  const values = {
    divisor: formatNumber(TREASURE_RULES.cardChanceDivisor, language),
    example: money(EXAMPLE_STAKE_CENTS),
    percent: formatNumber((EXAMPLE_STAKE_CENTS / TREASURE_RULES.cardChanceDivisor) * 100, language, 1),
    base: percentOf(TREASURE_RULES.activationChanceBasisPoints),
    premium: percentOf(TREASURE_RULES.activationChanceBasisPoints + TREASURE_RULES.premiumActivationBonusBasisPoints),
    cards: TREASURE_RULES.upgradeCards,
    hours: TREASURE_RULES.orderLifetimeMs / 3_600_000,
    active: TREASURE_RULES.maxActiveOrders,
  };
  return (
    <div className={screens.prose}>
      {QUESTIONS.map((q) => (
        <section key={q}>
          <h2>{t(`treasures.faq.${q}.q`)}</h2>
          <p>{t(`treasures.faq.${q}.a`, values)}</p>
        </section>
      ))}
      <FairAlgorithm id="treasureDrop" />
      <FairAlgorithm id="treasureActivation" />
      <FairAlgorithm id="treasureUpgrade" />
    </div>
  );
}
