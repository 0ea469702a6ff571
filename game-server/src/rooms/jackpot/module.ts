import { randomBytes } from 'node:crypto';
import { JACKPOT_GAME, recoverJackpot } from '@arena/api';
import { JACKPOT_ROOM_NAME } from '@arena/schemas';
import type { GameModule } from '../../game-module';
import { jackpotMirrors } from '../../scale/mirror/jackpot-mirror';
import { jackpotRoomClass } from './jackpot-room';
import { type JackpotSettings, jackpotSettings } from './settings';

/**
 * Jackpot (DropZone) for the game server: one pot, opened at boot after recovery. Money rules, in one place:
 * - An entry is a ledger skin bet (real, withdrawable skins only; they go IN_BET), within the per-entry limits
 *   and the player's bet_jackpot_limit_cents for the round.
 * - The draw is one commit: the house keeps the losers' skins splitPot names (at most 9.5% of the pot), every
 *   other skin passes to the winner, every entry's bet is settled with 0 money exactly once.
 * - A round cut short (SIGTERM before its close time, or a dead process) is voided and every entry refunded
 *   (skins back) exactly once; a round already being drawn finishes first.
 */
export function createJackpotModule(overrides: Partial<JackpotSettings> = {}): GameModule<'jackpot'> {
  const settings = jackpotSettings(overrides);
  const bootKey = randomBytes(16).toString('hex');
  return {
    game: JACKPOT_GAME,
    rooms: [{ name: JACKPOT_ROOM_NAME, room: jackpotRoomClass(settings, bootKey) }],
    async recover(services) {
      const report = await recoverJackpot(services);
      if (report.voided.length > 0 || report.refundedBetIds.length > 0) {
        console.log(
          `jackpot recovery: voided rounds ${report.voided.join(', ') || '-'}; refunded ${report.refundedBetIds.length} entries`,
        );
      }
    },
    createAtBoot: [{ name: JACKPOT_ROOM_NAME, options: { bootKey } }],
    mirrors: jackpotMirrors(settings, bootKey),
  };
}
