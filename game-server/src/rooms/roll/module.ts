import { randomBytes } from 'node:crypto';
import { ROLL_GAME, recoverRoll } from '@arena/api';
import { ROLL_ROOM_NAME } from '@arena/schemas';
import type { GameModule } from '../../game-module';
import { rollMirrors } from '../../scale/mirror/roll-mirror';
import { rollRoomClass } from './roll-room';
import { type RollSettings, rollSettings } from './settings';

/**
 * Roll (shown as Rush) for the game server: boot recovery (chain stored, a dead round voided and refunded) and
 * the one room, opened at boot. Money rules, in one place:
 * - Every bet is a ledger bet from the real or bonus balance (no skins: a skin cannot be split across colours),
 *   debited into escrow when placed, under the round's row lock and the ROLL_RULES limits (min bet, $200 staked
 *   per player per round, $2,000 most one round pays a player, the player's own per-bet limit).
 * - Betting closes and every bet is settled in one commit (winners stake × 2 or × 14, losers 0), before the strip
 *   spins; balances are pushed when it lands. A round voided (a stop with no bets, a failed settlement) refunds
 *   every bet in one commit.
 * - Killed mid-round: the round is still BETTING in the database, so the next boot voids it and refunds every
 *   bet exactly once; a round already settled stays paid. SIGTERM: the room locks, the round in play is settled
 *   and shown, then the process exits.
 */
export function createRollModule(overrides: Partial<RollSettings> = {}): GameModule<'roll'> {
  const settings = rollSettings(overrides);
  const bootKey = randomBytes(16).toString('hex');
  return {
    game: ROLL_GAME,
    rooms: [{ name: ROLL_ROOM_NAME, room: rollRoomClass(settings, bootKey) }],
    async recover(services) {
      const report = await recoverRoll(services, settings.chainLength);
      if (report.voidedRoundIds.length > 0 || report.refundedBetIds.length > 0) {
        console.log(
          `roll recovery: voided rounds ${report.voidedRoundIds.join(', ') || '-'}; refunded ${report.refundedBetIds.length} bets`,
        );
      }
    },
    createAtBoot: [{ name: ROLL_ROOM_NAME, options: { bootKey } }],
    mirrors: rollMirrors(settings, bootKey),
  };
}
