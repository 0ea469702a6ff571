import {
  AppError,
  CRASH_CLIENT_MESSAGES,
  CRASH_SERVER_MESSAGES,
  CrashBetState,
  CrashHistoryEntry,
  CrashRoomState,
  CrashTimeMessage,
  CRASH_VARIANTS,
  crashRoomId,
  isCrashVariant,
} from '@arena/schemas';
import type { GameModule } from '../../game-module';
import { admitToCrash } from '../../rooms/crash/access';
import type { CrashSettings } from '../../rooms/crash/settings';
import { mirrorRoomClass } from './mirror-room';

/** The room name of crash's mirror rooms (several processes: one per variant on every process). */
export const CRASH_MIRROR_ROOM_NAME = 'crash-mirror';

/** Crash's mirrors: one per variant on every process, bets and cash-outs forwarded to the variant's room. */
export function crashMirrors(settings: CrashSettings, bootKey: string): NonNullable<GameModule['mirrors']> {
  const room = mirrorRoomClass(
    {
      follow: ({ variant }) => {
        if (typeof variant !== 'string' || !isCrashVariant(variant)) throw new AppError('GLOBAL.FORBIDDEN');
        return {
          sourceRoomId: crashRoomId(variant),
          state: new CrashRoomState({ variant }),
          admit: (userId) => admitToCrash(variant, userId),
        };
      },
      children: { bets: CrashBetState, history: CrashHistoryEntry },
      actions: [CRASH_CLIENT_MESSAGES.bet, CRASH_CLIENT_MESSAGES.cashOut],
      time: { type: CRASH_CLIENT_MESSAGES.time, message: CrashTimeMessage, reply: CRASH_SERVER_MESSAGES.time },
      errorType: CRASH_SERVER_MESSAGES.error,
      patchRateMs: settings.patchRateMs,
      maxMessagesPerSecond: settings.maxMessagesPerSecond,
      reconnectSeconds: settings.reconnectSeconds,
    },
    bootKey,
  );
  return {
    name: CRASH_MIRROR_ROOM_NAME,
    room,
    sources: CRASH_VARIANTS.map((variant) => ({ roomId: crashRoomId(variant), options: { variant, bootKey } })),
  };
}
