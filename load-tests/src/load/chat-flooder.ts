import type { Room } from '@colyseus/sdk';
import { CHAT_CLIENT_MESSAGES, CHAT_SERVER_MESSAGES, type ChatErrorEvent } from '@arena/schemas';
import type { FlooderResult } from './protocol';
import { LOAD_CHAT_CHANNEL } from './shared-rooms';

/** Messages per second the flooder tries: past both the spam limit (5 per 10 s) and the socket cap (20 per second). */
export const FLOOD_PER_SECOND = 50;

/**
 * One signed-in client flooding the channel with distinct texts. Its refusals (by catalogue key), the messages the
 * channel took and whether the server cut it off are its own figures, apart from the chatters'. Reconnection is
 * off so a cut-off is seen as one.
 */
export function startFlooder(room: Room, onCutOff: () => void): { start(): void; stop(): FlooderResult } {
  const result: FlooderResult = { sent: 0, accepted: 0, refusals: {}, disconnected: false };
  let timer: NodeJS.Timeout | undefined;
  let startedAt = 0;
  (room.reconnection as { enabled: boolean }).enabled = false;
  room.onMessage(CHAT_SERVER_MESSAGES.sent, () => (result.accepted += 1));
  room.onMessage(CHAT_SERVER_MESSAGES.error, (event: ChatErrorEvent) => {
    result.refusals[event.error.key] = (result.refusals[event.error.key] ?? 0) + 1;
  });
  const cutOff = (code: number) => {
    if (timer) clearInterval(timer);
    timer = undefined;
    if (result.disconnected || startedAt === 0) return;
    result.disconnected = true;
    result.closeCode = code;
    result.disconnectedAfterMs = Math.round(performance.now() - startedAt);
    onCutOff();
  };
  room.onLeave((code) => cutOff(code));
  room.onDrop((code) => cutOff(code));
  return {
    start() {
      startedAt = performance.now();
      timer = setInterval(() => {
        result.sent += 1;
        try {
          room.send(CHAT_CLIENT_MESSAGES.send, { channel: LOAD_CHAT_CHANNEL, text: `load flood ${result.sent}` });
        } catch {
          cutOff(-1);
        }
      }, 1000 / FLOOD_PER_SECOND);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      return result;
    },
  };
}
