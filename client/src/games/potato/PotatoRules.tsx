import { useTranslation } from 'react-i18next';
import { POTATO_RULES } from '@arena/schemas';
import { Card } from '../../ui/Feedback';
import styles from './potato.module.css';
import { FairAlgorithm } from '../../screens/fair/FairAlgorithm';

/** The rules and the fairness rule, on every potato screen. */
export function PotatoRules() {
  const { t } = useTranslation();
  const r = POTATO_RULES;
  return (
    <Card>
      <h2>{t('potato.rules.title')}</h2>
      <ol className={styles.rules}>
        <li>{t('potato.rules.seats', { 0: r.minPlayers, 1: r.maxSeats, 2: r.countdownMs / 1000 })}</li>
        <li>{t('potato.rules.deal')}</li>
        <li>{t('potato.rules.pass', { 0: r.passMs / 1000 })}</li>
        <li>{t('potato.rules.fuse', { 0: r.maxPasses })}</li>
        <li>{t('potato.rules.win', { 0: 100 - r.edgePermille / 10 })}</li>
        <li>{t('potato.rules.fair')}</li>
        <li>{t('potato.rules.steer')}</li>
        <li>{t('potato.rules.money')}</li>
      </ol>
      <FairAlgorithm id="potato" />
    </Card>
  );
}
