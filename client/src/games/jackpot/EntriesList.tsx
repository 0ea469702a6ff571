import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../stores/stores-context';
import { Card, Empty } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import type { JackpotStore } from './jackpot-store';
import styles from './jackpot.module.css';

/** Players with their share of the pot (their chance), then every entry with its skins. */
export const EntriesList = observer(function EntriesList({ store }: { store: JackpotStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const players = store.players;
  const colorOf = new Map(players.map((p) => [p.userId, p.color]));
  if (players.length === 0) return <Empty>{t('jackpot.empty')}</Empty>;
  return (
    <Card className={layout.panel}>
      <ul className={styles.players} aria-label={t('jackpot.players')}>
        {players.map((p) => (
          <li key={p.userId} className={styles.player} data-testid="jackpot-player">
            <span className={styles.swatch} style={{ background: p.color }} />
            <strong className={styles.name}>{p.name}</strong>
            <span>{money(p.valueCents)}</span>
            <span className={styles.chance}>{(p.basisPoints / 100).toFixed(2)}%</span>
            <span className={styles.bar} style={{ width: `${p.basisPoints / 100}%`, background: p.color }} />
          </li>
        ))}
      </ul>
      <ul className={styles.entries}>
        {[...store.round.entries].reverse().map((entry) => (
          <li key={entry.betId} className={styles.entry} style={{ borderColor: colorOf.get(entry.userId) }}>
            <span className={styles.name}>{entry.name}</span>
            <span className={styles.skins}>
              {entry.items.map((item) => (
                <span
                  key={item.id}
                  className={styles.skin}
                  title={`${item.name} · ${money(item.priceCents)}`}
                  style={{ borderColor: item.color || undefined }}
                >
                  {item.iconUrl ? <img src={item.iconUrl} alt={item.name} loading="lazy" /> : item.name}
                </span>
              ))}
            </span>
            <span>{money(entry.valueCents)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
});
