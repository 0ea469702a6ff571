import { useCallback } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BINGO_RULES } from '@arena/schemas';
import { useMoney } from '../../stores/stores-context';
import { Card } from '../../ui/Feedback';
import { useFrameValue } from '../../ui/use-frame-value';
import layout from '../game-screen.module.css';
import type { BingoStore } from './bingo-store';
import { ALL_NUMBERS, formatCountdown } from './bingo-views';
import { TicketNumbers } from './TicketNumbers';
import styles from './bingo.module.css';

/** The live draw: countdown while tickets sell, then the five numbers revealed one by one, my tickets' hits lit. */
export const DrawStage = observer(function DrawStage({ store }: { store: BingoStore }) {
  const { t } = useTranslation();
  const money = useMoney();
  const live = store.live;
  const readLeft = useCallback(() => formatCountdown(store.msUntil(store.live.drawAt)), [store]);
  const left = useFrameValue(readLeft, 250);
  const drawn = new Set(live.numbers);
  const spinning = live.status === 'SPINS' && live.numbers.length < BINGO_RULES.numbersPerTicket;
  const line = live.status === 'OPEN' ? t('bingo.status.OPEN', { time: left }) : t(`bingo.status.${live.status}`);
  return (
    <Card className={styles.stage}>
      <div className={styles.stageHead}>
        <span className={styles.drawNumber} data-testid="bingo-draw-number">
          {t('bingo.drawNumber', { n: live.drawNumber })}
        </span>
        <span className={styles.status} data-status={live.status} data-testid="bingo-status">
          {line}
        </span>
        <span className={styles.pool}>
          {t('bingo.pool')} <strong data-testid="bingo-pool">{money(live.poolCents)}</strong>
        </span>
        <span className={layout.note}>{t('bingo.ticketsInPlay', { n: live.ticketCount })}</span>
      </div>
      <div className={styles.balls} aria-label={t('bingo.drawn')} data-testid="bingo-drawn">
        {Array.from({ length: BINGO_RULES.numbersPerTicket }, (_, i) => {
          const n = live.numbers[i];
          const next = spinning && i === live.numbers.length;
          return (
            <span
              key={i}
              className={[styles.ball, n !== undefined ? styles.ballDrawn : '', next ? styles.ballSpinning : ''].join(
                ' ',
              )}
              data-testid={n !== undefined ? 'bingo-ball' : undefined}
            >
              {n ?? (next ? '?' : '')}
            </span>
          );
        })}
      </div>
      <div className={styles.board}>
        {ALL_NUMBERS.map((n) => (
          <span key={n} className={[styles.cell, drawn.has(n) ? styles.cellDrawn : ''].join(' ')}>
            {n}
          </span>
        ))}
      </div>
      {live.status !== 'OPEN' && store.liveTickets.length > 0 && (
        <div className={styles.liveTickets} data-testid="bingo-live-tickets">
          <strong>{t('bingo.live.mine')}</strong>
          {store.liveTickets.map((ticket) => (
            <TicketNumbers
              key={ticket.id}
              numbers={ticket.numbers}
              revealed={live.numbers}
              prizeCents={live.status === 'FINISHED' ? ticket.prizeCents : null}
            />
          ))}
        </div>
      )}
      <p className={`${layout.note} ${layout.hash}`}>
        {t('bingo.fair.hash')}: {live.serverSeedHash}
        {live.serverSeed && (
          <>
            <br />
            {t('bingo.fair.seed')}: {live.serverSeed}
          </>
        )}
      </p>
    </Card>
  );
});
