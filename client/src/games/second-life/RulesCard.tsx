import { useTranslation } from 'react-i18next';
import { SECOND_LIFE_HOUSE_EDGE, SECOND_LIFE_RULES } from '@arena/schemas';
import { useMoney } from '../../stores/stores-context';
import { Card } from '../../ui/Feedback';
import styles from './second-life.module.css';
import { FairAlgorithm } from '../../screens/fair/FairAlgorithm';

/** The rules and the fairness rule, with the numbers from the shared constants. */
export function RulesCard() {
  const { t } = useTranslation();
  const money = useMoney();
  const r = SECOND_LIFE_RULES;
  return (
    <Card className={styles.rules}>
      <h2 className={styles.heading}>{t('second-life.rules.title')}</h2>
      <ul>
        <li>
          {t('second-life.rules.eligible', {
            hours: r.windowMs / 3_600_000,
            min: money(r.minLostStakeCents),
            max: money(r.maxLostStakeCents),
          })}
        </li>
        <li>
          {t('second-life.rules.premium', {
            min: r.minChanceBasisPoints / 100,
            max: r.maxChanceBasisPoints / 100,
            edge: SECOND_LIFE_HOUSE_EDGE * 100,
          })}
        </li>
        <li>{t('second-life.rules.recovery')}</li>
        <li>{t('second-life.rules.limits', { max: money(r.maxPremiumCents) })}</li>
        <li>{t('second-life.rules.once')}</li>
      </ul>
      <h3 className={styles.subheading}>{t('second-life.rules.fairTitle')}</h3>
      <p className={styles.fairRule}>{t('second-life.rules.fair')}</p>
      <FairAlgorithm id="secondLife" />
    </Card>
  );
}
