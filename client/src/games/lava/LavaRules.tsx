import { useTranslation } from 'react-i18next';
import { LAVA_RULES } from '@arena/schemas';
import { useMoney } from '../../stores/stores-context';
import { Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import styles from './lava.module.css';
import { FairAlgorithm } from '../../screens/fair/FairAlgorithm';

const RULES = ['stake', 'field', 'open', 'skips', 'cashOut', 'edge', 'maxWin', 'fair'] as const;

/** The rules panel: every number comes from LAVA_RULES, the same constants the server plays by. */
export function LavaRules() {
  const { t } = useTranslation();
  const money = useMoney();
  const values = {
    min: money(LAVA_RULES.minEntryCents),
    max: money(LAVA_RULES.maxEntryCents),
    skins: LAVA_RULES.maxSkinsPerEntry,
    rows: LAVA_RULES.rows,
    cells: LAVA_RULES.cells,
    lava: LAVA_RULES.lavaCells,
    minOpen: LAVA_RULES.minOpen,
    maxOpen: LAVA_RULES.maxOpen,
    rtp: ((1000 - LAVA_RULES.edgePermille) / 10).toFixed(1),
    edge: (LAVA_RULES.edgePermille / 10).toFixed(1),
    maxWin: money(LAVA_RULES.maxWinCents),
  };
  return (
    <Card className={layout.panel}>
      <h2 className={styles.rulesTitle}>{t('lava.rules.title')}</h2>
      <ol className={styles.rules} data-testid="lava-rules">
        {RULES.map((rule) => (
          <li key={rule}>{t(`lava.rules.${rule}`, values)}</li>
        ))}
      </ol>
      <FairAlgorithm id="lava" />
    </Card>
  );
}
