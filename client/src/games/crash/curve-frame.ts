import type { TFunction } from 'i18next';
import { formatHundredths } from '@arena/schemas';
import type { CurveFrame } from '../../scenes/crash/CrashCurve';
import type { CrashStore } from './crash-store';

export type Translate = TFunction;

/** What the curve shows right now, in the player's words; called once per animation frame. */
export function curveFrame(store: CrashStore, t: Translate, money: (cents: number) => string): CurveFrame {
  const phase = store.phase;
  const mine = store.myBet;
  const cashOuts = store.bets
    .filter((bet) => bet.status === 'CASHED_OUT')
    .map((bet) => ({
      hundredths: bet.cashOutHundredths,
      label: `${bet.name} ${formatHundredths(bet.cashOutHundredths)}×`,
      mine: bet === mine,
    }));
  const base = { phase, elapsedMs: store.elapsedMs(), multiplier: store.multiplier(), cashOuts };
  switch (phase) {
    case 'CONNECTING':
      return { ...base, headline: t('crash.phase.connecting'), subline: '' };
    case 'WAITING':
      return { ...base, headline: t('crash.phase.waiting'), subline: '' };
    case 'BETTING':
      return {
        ...base,
        headline: t('crash.phase.betting', { seconds: (store.bettingLeftMs() / 1000).toFixed(1) }),
        subline: store.closing ? t('crash.closing') : t('crash.phase.bettingHint'),
      };
    case 'RUNNING':
      return {
        ...base,
        headline: `${base.multiplier.toFixed(2)}×`,
        subline:
          mine?.status === 'PLAYING' ? t('crash.phase.yourCashOut', { amount: money(store.cashOutValueCents()) }) : '',
      };
    case 'CRASHED':
      return {
        ...base,
        headline: t('crash.phase.crashed', { multiplier: formatHundredths(store.crashPointHundredths) }),
        subline: store.closing ? t('crash.closing') : '',
      };
    case 'VOIDED':
      return { ...base, headline: t('crash.phase.voided'), subline: t('crash.phase.voidedHint') };
  }
}
