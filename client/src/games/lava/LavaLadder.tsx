import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../stores/stores-context';
import type { LavaStore } from './lava-store';
import styles from './lava.module.css';

/** What each count of open cells would bring from here: chance, the game's multiplier after the row, the win. */
export const LavaLadder = observer(function LavaLadder({ store }: { store: LavaStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const ladder = store.game?.ladder ?? [];
  if (ladder.length === 0) return null;
  return (
    <table className={styles.ladder} aria-label={t('lava.ladder.title')} data-testid="lava-ladder">
      <thead>
        <tr>
          <th>{t('lava.ladder.cells')}</th>
          <th>{t('lava.ladder.chance')}</th>
          <th>{t('lava.ladder.multiplier')}</th>
          <th>{t('lava.ladder.win')}</th>
        </tr>
      </thead>
      <tbody>
        {ladder.map((step) => (
          <tr key={step.open} data-current={step.open === store.picked.length} data-fits={step.fits}>
            <td>{step.open}</td>
            <td>{(step.chanceBasisPoints / 100).toFixed(2)}%</td>
            <td>×{step.multiplier.toFixed(4)}</td>
            <td>{step.fits ? money(step.payoutCents) : t('lava.ladder.overCap')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
