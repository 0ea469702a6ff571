import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LAVA_RULES } from '@arena/schemas';
import { Button } from '../../ui/Button';
import type { LavaStore } from './lava-store';
import styles from './lava.module.css';

const CELLS = Array.from({ length: LAVA_RULES.cells }, (_, i) => i + 1);
const COUNTS = Array.from({ length: LAVA_RULES.maxOpen - LAVA_RULES.minOpen + 1 }, (_, i) => i + LAVA_RULES.minOpen);

/** The next row's cells as buttons (the canvas takes clicks too; these work with a keyboard), and random picks. */
export const CellPicker = observer(function CellPicker({ store }: { store: LavaStore }) {
  const { t } = useTranslation();
  const game = store.game;
  if (!game || game.status !== 'PLAYING') return null;
  return (
    <div className={styles.picker}>
      <div className={styles.cells} role="group" aria-label={t('lava.pick.cellsLabel', { row: game.nextRow })}>
        {CELLS.map((cell) => (
          <button
            key={cell}
            type="button"
            className={styles.cell}
            aria-pressed={store.picked.includes(cell)}
            disabled={store.busy}
            onClick={() => store.toggleCell(cell)}
            data-testid={`lava-cell-${cell}`}
          >
            {cell}
          </button>
        ))}
      </div>
      <div className={styles.random} role="group" aria-label={t('lava.pick.randomLabel')}>
        <span>{t('lava.pick.randomLabel')}</span>
        {COUNTS.map((n) => (
          <Button
            key={n}
            variant="ghost"
            size="small"
            disabled={store.busy || !game.ladder.find((s) => s.open === n)?.fits}
            onClick={() => store.pickRandom(n)}
          >
            {n}
          </Button>
        ))}
      </div>
    </div>
  );
});
