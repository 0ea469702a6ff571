import { CRASH_ROOM_RULES, CRASH_RULES, ROUND_LIMITS } from '../../constants';
import { payoutCents } from './curve';
import type { FairAlgorithmDescriptor } from '../../fair/algorithm-descriptor';
import { crashPointFromRoll, crashRoll } from '../../fair/crash-point';
import { CRASH_ALGORITHM } from './fair';

/** The round of ARCHITECTURE's crash vectors (crash-point.test.ts): classic 1.35x, plus 1.43x. */
const ROUND_HASH = 'd78501c69a8de5095a018a3f53f0e2ceb68cc92542029676944aab9ab32ddce4';
const SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';
const EXAMPLE_STAKE_CENTS = 1000;

/**
 * Crash as published, with what a bet gets: the game server floors the multiplier to hundredths at the
 * millisecond a cash-out arrives, pays floor(stake × hundredths / 100), and fires an auto cash-out only when its
 * target is strictly below the crash point (the round crashes when the floored multiplier reaches the crash point,
 * so a target equal to it is never reached alive).
 */
export const CRASH_FAIR: FairAlgorithmDescriptor = {
  id: 'crash',
  nameKey: 'crash.name',
  notes: ['cashOut', 'autoTarget'],
  steps: [
    CRASH_ALGORITHM,
    'Cash-outs (every amount in integer cents, every multiplier in integer hundredths):',
    `  5. The curve is m(t) = e^(${CRASH_RULES.curveGrowthPerMs} * t), t = whole milliseconds since the round started.`,
    '     The multiplier at t is h(t) = max(100, floor(100 * m(t))) hundredths (always rounded down).',
    '  6. The round crashes at the first millisecond t_c with h(t_c) >= crash point; a cash-out arriving at t >= t_c',
    '     is refused and every bet still in loses. A crash point of 100 (1.00x) ends the round at once.',
    "  7. A manual cash-out arriving at t pays h(t); payout = floor(stake * h / 100). If the bet's auto target A",
    '     was already passed (A <= h(t)), it pays A instead.',
    `  8. An auto cash-out at target A (A >= ${CRASH_ROOM_RULES.minAutoCashOutHundredths}) pays exactly A when A < crash point:`,
    '     payout = floor(stake * A / 100). When A >= crash point (A equal to the crash point included) the bet loses.',
    `  9. A payout never exceeds stake + ${ROUND_LIMITS.maxWinCents} cents: the bet is cashed out at the multiplier reaching it.`,
    `     When the bets still in would cost the house more than the bankroll cap (${CRASH_ROOM_RULES.bankrollCapCents} cents by default),`,
    '     all of them are cashed out at the highest multiplier within that cap.',
  ].join('\n'),
  example: {
    input: { H: ROUND_HASH, salt: SALT, stake: String(EXAMPLE_STAKE_CENTS) },
    output: () => {
      const r = crashRoll(ROUND_HASH, SALT);
      const classic = crashPointFromRoll(r, 'classic');
      return {
        r: String(r),
        'crash point classic': String(classic),
        'crash point plus': String(crashPointFromRoll(r, 'plus')),
        [`payout, A = ${classic - 1}`]: String(payoutCents(EXAMPLE_STAKE_CENTS, classic - 1)),
      };
    },
  },
};
