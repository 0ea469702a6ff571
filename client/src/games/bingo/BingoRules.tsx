import { useTranslation } from 'react-i18next';
import { BINGO_RULES, BINGO_TIERS, type BingoCurrentAnswer, bingoOdds } from '@arena/schemas';
import { useMoney } from '../../stores/stores-context';
import { Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import { BingoSchedule } from './BingoSchedule';
import styles from './bingo.module.css';
import { FairAlgorithm } from '../../screens/fair/FairAlgorithm';

/** `/bingo/rules`: prices, the schedule, the pool, every tier with its exact odds, rollovers, gifts and fairness. */
export default function BingoRules({ schedule }: { schedule?: BingoCurrentAnswer['schedule'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const r = BINGO_RULES;
  return (
    <Card className={layout.panel}>
      <h2 className={styles.heading}>{t('bingo.rules.title')}</h2>
      <p>
        {t('bingo.rules.ticket', { count: r.numbersPerTicket, max: r.maxNumber, price: money(r.ticketPriceCents) })}
      </p>
      <p>{t('bingo.rules.earned', { per: money(r.depositPerTicketCents) })}</p>
      <BingoSchedule schedule={schedule} />
      <p>{t('bingo.rules.schedule')}</p>
      <p>{t('bingo.rules.pool', { fixed: money(r.fixedPoolCents), share: r.poolSharePercent })}</p>
      <table className={styles.tiers} data-testid="bingo-odds">
        <thead>
          <tr>
            <th>{t('bingo.tier.matches')}</th>
            <th>{t('bingo.tier.odds')}</th>
            <th>{t('bingo.tier.share')}</th>
          </tr>
        </thead>
        <tbody>
          {BINGO_TIERS.map((k) => {
            const odds = bingoOdds(k);
            return (
              <tr key={k}>
                <td>{k}</td>
                <td>
                  {t('bingo.tier.oneIn', { n: (odds.of / odds.ways).toFixed(odds.of / odds.ways < 10 ? 2 : 0) })} (
                  {((odds.ways * 100) / odds.of).toFixed(2)}%)
                </td>
                <td>{(r.tierBasisPoints[k] / 100).toFixed(0)}%</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>{t('bingo.rules.sharing')}</p>
      <p>{t('bingo.rules.rollover')}</p>
      <p>{t('bingo.rules.gifts')}</p>
      <p>{t('bingo.rules.fairness')}</p>
      <FairAlgorithm id="bingo" />
    </Card>
  );
}
