import { randomBytes } from 'node:crypto';
import { CRASH_GAME, recoverCrash } from '@arena/api';
import { CRASH_ROOM_NAME, CRASH_VARIANTS } from '@arena/schemas';
import type { GameModule } from '../../game-module';
import { type CrashRoomCreateOptions, crashRoomClass } from './crash-room';
import { type CrashSettings, crashSettings } from './settings';
import { crashMirrors } from '../../scale/mirror/crash-mirror';

/**
 * The crash game for the game server: boot recovery (chains stored, dead rounds voided, open bets
 * refunded) and one room per variant, opened by the server so there is exactly one of each.
 *
 * Money rules, in one place:
 * - Every bet is a ledger bet: debited (or its skins locked) when placed, settled at its cash-out or
 *   with 0 at the crash, refunded if the round is voided. A bet ends exactly once (the ledger enforces it).
 * - Skin bets stake the skins at catalogue value (at most $200 of skins per round). Whatever happens the
 *   skins are used up, and a cash-out pays stake × multiplier to the real balance; a void gives the same
 *   skins back. Bonus skins do not play crash; bonus-balance bets are paid back to the bonus balance.
 * - "Max winnings $2,000 per round" is profit: a bet returns at most stake + $2,000, and reaching that
 *   cashes the player out. The bankroll cap (CRASH_BANKROLL_CAP_CENTS) cashes everyone still in out at
 *   the highest multiplier where the house's loss for the round stays within it.
 * - Killed mid-round: at the next boot the round is voided and every open bet refunded; cash-outs
 *   already settled stay paid. SIGTERM: the room locks, the round in play finishes, then the process exits.
 */
export function createCrashModule(overrides: Partial<CrashSettings> = {}): GameModule<'crash'> {
  const settings = crashSettings(overrides);
  const bootKey = randomBytes(16).toString('hex');
  return {
    game: CRASH_GAME,
    rooms: [{ name: CRASH_ROOM_NAME, room: crashRoomClass(settings, bootKey) }],
    async recover(services) {
      const report = await recoverCrash(services, settings.chainLength);
      if (report.voidedRoundIds.length > 0 || report.refundedBetIds.length > 0) {
        console.log(
          `crash recovery: voided rounds ${report.voidedRoundIds.join(', ') || '-'}; refunded ${report.refundedBetIds.length} open bets`,
        );
      }
    },
    mirrors: crashMirrors(settings, bootKey),
    createAtBoot: CRASH_VARIANTS.map((variant) => ({
      name: CRASH_ROOM_NAME,
      options: { variant, bootKey } satisfies CrashRoomCreateOptions,
    })),
  };
}
