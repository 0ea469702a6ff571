import { randomBytes } from 'node:crypto';
import { runDueBingoDraws } from '@arena/api';
import { BINGO_ROOM_NAME } from '@arena/schemas';
import type { GameModule } from '../../game-module';
import { bingoRoomClass } from './bingo-room';
import { type BingoSettings, bingoSettings } from './settings';

/**
 * Bingo for the game server: one room shows the live draw. Money rules, in one place:
 * - Tickets are bought over REST ($1 each, user → house, idempotent) or earned by deposits (every $40).
 * - At the draw time sales close and the numbers, pool and every ticket's prize are fixed in one commit;
 *   prizes are paid after the reveal, one ledger transfer per winning ticket (keyed by the ticket id).
 * - At boot, before the room opens, every draw past its time that is not finished is closed and/or paid:
 *   only what is unpaid, never twice.
 */
export function createBingoModule(overrides: Partial<BingoSettings> = {}): GameModule<'bingo'> {
  const settings = bingoSettings(overrides);
  const bootKey = randomBytes(16).toString('hex');
  return {
    game: 'bingo',
    rooms: [{ name: BINGO_ROOM_NAME, room: bingoRoomClass(settings, bootKey) }],
    async recover(services) {
      const done = await runDueBingoDraws(services, settings.now());
      if (done.length > 0) console.log(`bingo recovery: finished draws ${done.map((d) => d.number).join(', ')}`);
    },
    createAtBoot: [{ name: BINGO_ROOM_NAME, options: { bootKey } }],
  };
}
