import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { rollColourOfCell } from '@arena/schemas';
import { Card } from '../../ui/Feedback';
import { RollStrip } from '../../scenes/roll/RollStrip';
import { useFrameValue } from '../../ui/use-frame-value';
import { ResultDots } from './ResultDots';
import type { RollStore } from './roll-store';
import styles from './roll.module.css';

/** The countdown or result line, the strip that lands on the round's cell, and the last results. */
export const RollStage = observer(function RollStage({ store }: { store: RollStore }) {
  const { t } = useTranslation();
  const round = store.round;
  const readLeft = useCallback(() => (store.countdownLeftMs() / 1000).toFixed(1), [store]);
  const secondsLeft = useFrameValue(readLeft);
  // The spin's length is read once, when the cell becomes known, so re-renders never restart the transition.
  const [spinMs, setSpinMs] = useState(0);
  const spinning = round.phase === 'SPINNING';
  useEffect(() => {
    if (spinning) setSpinMs(store.spinLeftMs());
  }, [spinning, round.roundId, store]);
  const previous = round.history.find((h) => h.roundId !== round.roundId && !h.voided);
  const shownCell = round.phase === 'SPINNING' || round.phase === 'RESULT' ? round.cell : -1;
  let line: string;
  if (round.phase === 'BETTING') line = t('roll.status.BETTING', { s: secondsLeft });
  else if (round.phase === 'SPINNING') line = t('roll.status.SPINNING');
  else if (round.phase === 'RESULT')
    line = t('roll.status.RESULT', { cell: round.cell, colour: t(`roll.colours.${rollColourOfCell(round.cell)}`) });
  else if (round.phase === 'VOIDED') line = t('roll.status.VOIDED');
  else line = t('roll.status.WAITING');
  return (
    <Card className={styles.stage}>
      <div className={styles.stageHead}>
        <span className={styles.status} data-testid="roll-status" data-phase={round.phase}>
          {line}
        </span>
      </div>
      <RollStrip
        roundId={round.roundId}
        cell={shownCell}
        restCell={previous?.cell ?? 0}
        spinMs={spinMs}
        landed={round.phase === 'RESULT'}
        label={t('roll.stripLabel')}
      />
      <ResultDots store={store} />
    </Card>
  );
});
