import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ROLL_RULES } from '@arena/schemas';
import { useMoney, useStores } from '../../stores/stores-context';
import { Card } from '../../ui/Feedback';
import type { RollStore } from './roll-store';
import styles from './roll.module.css';

/** Everyone's bets this round, one column per colour with its total, live. */
export const RollBetsBoard = observer(function RollBetsBoard({ store }: { store: RollStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const me = useStores().user.state?.id ?? null;
  return (
    <div className={styles.board}>
      {store.columns.map((column) => (
        <Card key={column.colour} className={styles.column}>
          <div className={`${styles.columnHead} ${styles[column.colour]}`} data-testid={`roll-total-${column.colour}`}>
            <span>
              {t(`roll.colours.${column.colour}`)} {ROLL_RULES.multipliers[column.colour]}×
            </span>
            <span>{money(column.totalCents)}</span>
          </div>
          <span className={styles.stats}>{t('roll.players', { n: column.players })}</span>
          {column.bets.map((bet) => (
            <div
              key={bet.userId}
              className={`${styles.betRow} ${bet.userId === me ? styles.mine : ''}`}
              data-status={bet.status}
            >
              <span className={styles.name}>{bet.name}</span>
              <span>{bet.status === 'WON' ? `+${money(bet.payoutCents)}` : money(bet.stakeCents)}</span>
            </div>
          ))}
        </Card>
      ))}
    </div>
  );
});
