import { randomBytes } from 'node:crypto';
import { CRASH_GAME, recoverCrash } from '@arena/api';
import { CRASH_ROOM_NAME, CRASH_VARIANTS } from '@arena/schemas';
import type { GameModule } from '../../game-module';
import { type CrashRoomCreateOptions, crashRoomClass } from './crash-room';
import { type CrashSettings, crashSettings } from './settings';

/**
 * The crash game for the game server: boot recovery (chains stored, dead rounds voided, open bets
 * refunded) and one room per variant, opened by the server so there is exactly one of each.
 */
export function createCrashModule(overrides: Partial<CrashSettings> = {}): GameModule {
  const settings = crashSettings(overrides);
  const bootKey = randomBytes(16).toString('hex');
  return {
    game: CRASH_GAME,
    rooms: [{ name: CRASH_ROOM_NAME, room: crashRoomClass(settings, bootKey) }],
    async recover(services) {
      const report = await recoverCrash(services, settings.chainLength);
      if (report.voidedRoundIds.length > 0 || report.refundedBetIds.length > 0) {
        console.log(`crash recovery: voided rounds ${report.voidedRoundIds.join(', ') || '-'}; refunded ${report.refundedBetIds.length} open bets`);
      }
    },
    createAtBoot: CRASH_VARIANTS.map((variant) => ({
      name: CRASH_ROOM_NAME,
      options: { variant, bootKey } satisfies CrashRoomCreateOptions,
    })),
  };
}
