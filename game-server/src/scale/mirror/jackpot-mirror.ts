import {
  JACKPOT_CLIENT_MESSAGES,
  JACKPOT_ROOM_ID,
  JACKPOT_SERVER_MESSAGES,
  JackpotEntryState,
  JackpotItemState,
  JackpotState,
  JackpotTimeMessage,
} from '@arena/schemas';
import type { GameModule } from '../../game-module';
import type { JackpotSettings } from '../../rooms/jackpot/settings';
import { mirrorRoomClass } from './mirror-room';

/** The room name of DropZone's mirror rooms (several processes: one on every process). */
export const JACKPOT_MIRROR_ROOM_NAME = 'jackpot-mirror';

/** DropZone's mirrors: one on every process, entries forwarded to the jackpot room and acknowledged from there. */
export function jackpotMirrors(settings: JackpotSettings, bootKey: string): NonNullable<GameModule['mirrors']> {
  const room = mirrorRoomClass(
    {
      follow: () => ({ sourceRoomId: JACKPOT_ROOM_ID, state: new JackpotState() }),
      children: { entries: { of: JackpotEntryState, children: { items: JackpotItemState } } },
      actions: [JACKPOT_CLIENT_MESSAGES.enter],
      time: { type: JACKPOT_CLIENT_MESSAGES.time, message: JackpotTimeMessage, reply: JACKPOT_SERVER_MESSAGES.time },
      errorType: JACKPOT_SERVER_MESSAGES.error,
      patchRateMs: settings.patchRateMs,
      maxMessagesPerSecond: settings.maxMessagesPerSecond,
    },
    bootKey,
  );
  return { name: JACKPOT_MIRROR_ROOM_NAME, room, sources: [{ roomId: JACKPOT_ROOM_ID, options: { bootKey } }] };
}
