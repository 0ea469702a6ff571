import { useTranslation } from 'react-i18next';
import { MINES_RULES } from '@arena/schemas';
import { useMoney } from '../../stores/stores-context';
import { Card } from '../../ui/Feedback';
import styles from './mines.module.css';
import { FairAlgorithm } from '../../screens/fair/FairAlgorithm';

const RULES = ['stake', 'board', 'take', 'edge', 'plus', 'maxWin', 'fair'] as const;

/** The rules panel: every number comes from MINES_RULES, the same constants the server plays by. */
export function MinesRules() {
  const { t } = useTranslation();
  const money = useMoney();
  const values = {
    min: money(MINES_RULES.minStakeCents),
    max: money(MINES_RULES.maxStakeCents),
    skins: MINES_RULES.maxSkins,
    rtp: (MINES_RULES.returnBasisPoints / 100).toFixed(0),
    edge: ((10_000 - MINES_RULES.returnBasisPoints) / 100).toFixed(0),
    maxWin: money(MINES_RULES.maxWinCents),
  };
  return (
    <Card className={styles.panel}>
      <h2 className={styles.rulesTitle}>{t('mines.rules.title')}</h2>
      <ol className={styles.rules} data-testid="mines-rules">
        {RULES.map((rule) => (
          <li key={rule}>{t(`mines.rules.${rule}`, values)}</li>
        ))}
      </ol>
      <FairAlgorithm id="mines" />
    </Card>
  );
}
