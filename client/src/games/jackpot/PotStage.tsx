import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../stores/stores-context';
import { Card } from '../../ui/Feedback';
import layout from '../game-screen.module.css';
import { useFrameValue } from '../../ui/use-frame-value';
import type { JackpotStore } from './jackpot-store';
import { SPIN_WINNER_TILE, spinStrip } from './jackpot-views';
import styles from './jackpot.module.css';

/** Tile width plus gap, in px (jackpot.module.css). */
const TILE_STEP = 76;
const TILE_HALF = 36;
/** Where the strip rests before a spin: a few tiles in, so the marker is never over empty space. */
const REST_TILE = 3;
const SPIN_MS = 5_000;

/** The pot's value and state, the countdown, and the spinner that lands on the winner once drawn. */
export const PotStage = observer(function PotStage({ store }: { store: JackpotStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const round = store.round;
  const readLeft = useCallback(() => Math.ceil(store.countdownLeftMs() / 1000), [store]);
  const secondsLeft = useFrameValue(readLeft);
  const winner = store.players.find((p) => p.userId === round.winnerUserId);
  let line: string;
  if (round.status === 'OPEN') line = t('jackpot.status.OPEN');
  else if (round.status === 'COUNTDOWN') line = t('jackpot.status.COUNTDOWN', { s: secondsLeft });
  else if (round.status === 'SPINNING') line = t('jackpot.status.SPINNING');
  else if (round.status === 'FINISHED')
    line = t('jackpot.status.FINISHED', { name: winner?.name ?? '', amount: money(round.prizeCents) });
  else line = t('jackpot.status.VOIDED');
  return (
    <Card className={styles.stage}>
      <div className={styles.stageHead}>
        <span className={styles.potLabel}>{t('jackpot.pot')}</span>
        <strong className={styles.pot} data-testid="jackpot-pot">
          {money(round.potCents)}
        </strong>
        <span className={styles.status} data-status={round.status} data-testid="jackpot-status">
          {line}
        </span>
      </div>
      <Spinner store={store} />
      <p className={`${layout.note} ${layout.hash}`}>
        {t('jackpot.fair.hash')}: {round.serverSeedHash}
        {round.serverSeed && (
          <>
            <br />
            {t('jackpot.fair.seed')}: {round.serverSeed}
          </>
        )}
      </p>
    </Card>
  );
});

const Spinner = observer(function Spinner({ store }: { store: JackpotStore }) {
  const { t } = useTranslation();
  const round = store.round;
  const drawn = round.winnerUserId !== '';
  const tiles = spinStrip(round.roundId, store.players, round.winnerUserId);
  // Mount at rest, then move on the next frame so the transition plays; a viewer arriving after the result
  // (FINISHED) sees it landed at once.
  const [landed, setLanded] = useState(drawn && round.status === 'FINISHED');
  useEffect(() => {
    if (!drawn) return setLanded(false);
    const frame = requestAnimationFrame(() => setLanded(true));
    return () => cancelAnimationFrame(frame);
  }, [drawn, round.roundId]);
  if (tiles.length === 0) return <div className={styles.track} aria-hidden="true" />;
  const x = (landed ? SPIN_WINNER_TILE : REST_TILE) * TILE_STEP + TILE_HALF;
  return (
    <div className={styles.track} role="img" aria-label={t('jackpot.spinnerLabel')} data-landed={landed}>
      <div
        className={styles.strip}
        style={{
          transform: `translateX(-${x}px)`,
          transition:
            landed && round.status === 'SPINNING' ? `transform ${SPIN_MS}ms cubic-bezier(0.1, 0.75, 0.15, 1)` : 'none',
        }}
      >
        {tiles.map((p, i) => (
          <span
            key={i}
            className={styles.tile}
            style={{ background: p.color }}
            data-winner={landed && i === SPIN_WINNER_TILE ? 'true' : undefined}
          >
            {p.name.slice(0, 8)}
          </span>
        ))}
      </div>
      <span className={styles.marker} />
    </div>
  );
});
