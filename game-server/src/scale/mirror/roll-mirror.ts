import {
  ROLL_CLIENT_MESSAGES,
  ROLL_ROOM_ID,
  ROLL_SERVER_MESSAGES,
  RollBetState,
  RollHistoryEntryState,
  RollRoomState,
  RollTimeMessage,
} from '@arena/schemas';
import type { GameModule } from '../../game-module';
import type { RollSettings } from '../../rooms/roll/settings';
import { mirrorRoomClass } from './mirror-room';

/** The room name of Rush's mirror rooms (several processes: one on every process). */
export const ROLL_MIRROR_ROOM_NAME = 'roll-mirror';

/** Rush's mirrors: one on every process, bets forwarded to the roll room and acknowledged from there. */
export function rollMirrors(settings: RollSettings, bootKey: string): NonNullable<GameModule['mirrors']> {
  const room = mirrorRoomClass(
    {
      follow: () => ({ sourceRoomId: ROLL_ROOM_ID, state: new RollRoomState() }),
      children: { bets: RollBetState, history: RollHistoryEntryState },
      actions: [ROLL_CLIENT_MESSAGES.bet],
      time: { type: ROLL_CLIENT_MESSAGES.time, message: RollTimeMessage, reply: ROLL_SERVER_MESSAGES.time },
      errorType: ROLL_SERVER_MESSAGES.error,
      patchRateMs: settings.patchRateMs,
      maxMessagesPerSecond: settings.maxMessagesPerSecond,
      reconnectSeconds: settings.reconnectSeconds,
    },
    bootKey,
  );
  return { name: ROLL_MIRROR_ROOM_NAME, room, sources: [{ roomId: ROLL_ROOM_ID, options: { bootKey } }] };
}
