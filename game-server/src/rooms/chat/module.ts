import { randomBytes } from 'node:crypto';
import { runGiveawayTick } from '@arena/api';
import { CHAT_RULES, CHAT_ROOM_NAME, WIN_FEED_ROOM_NAME } from '@arena/schemas';
import type { GameModule } from '../../game-module';
import { type ChatRoomCreateOptions, chatRoomClass } from './chat-room';
import { type ChatSettings, chatSettings } from './settings';
import { winFeedRoomClass } from './win-feed-room';

/** The `game` name of the chat module (it places no bets). */
export const CHAT_MODULE = 'chat' as const;

/**
 * Live chat and the live winnings feed: one room per channel (a channel per site language) and one feed room,
 * opened by the server at boot; plus the hourly activity giveaway job. Nothing to recover at boot: messages are
 * stored as they are sent, and a giveaway left undrawn by a dead process is drawn at the next tick.
 */
export function createChatModule(overrides: Partial<ChatSettings> = {}): GameModule<'chat'> {
  const settings = chatSettings(overrides);
  const bootKey = randomBytes(16).toString('hex');
  return {
    game: CHAT_MODULE,
    rooms: [
      { name: CHAT_ROOM_NAME, room: chatRoomClass(settings, bootKey) },
      { name: WIN_FEED_ROOM_NAME, room: winFeedRoomClass(settings, bootKey) },
    ],
    recover: async () => undefined,
    createAtBoot: [
      ...CHAT_RULES.channels.map((channel) => ({
        name: CHAT_ROOM_NAME,
        options: { channel, bootKey } satisfies ChatRoomCreateOptions,
      })),
      { name: WIN_FEED_ROOM_NAME, options: { bootKey } },
    ],
    start(services) {
      if (settings.giveawayTickMs <= 0) return { stop: async () => undefined };
      let running: Promise<unknown> = Promise.resolve();
      const tick = () => {
        running = runGiveawayTick(services, settings.giveaway, new Date(Date.now() + settings.giveawayClockOffsetMs))
          .then((report) => {
            // A log line per commit and draw (a few an hour) lets an operator, and a restart test, see the job work.
            for (const periodStart of report.committed) console.log(`chat giveaway ${periodStart} committed`);
            for (const drawn of report.drawn)
              console.log(`chat giveaway ${drawn.periodStart} drawn, winner ${drawn.winnerUserId ?? 'none'}`);
            report.failed.forEach((failure) =>
              console.error(`chat giveaway ${failure.periodStart} not drawn, retried next tick`, failure.error),
            );
          })
          .catch((error: unknown) => console.error('chat giveaway tick failed', error));
      };
      tick();
      const timer = setInterval(() => void running.then(tick), settings.giveawayTickMs);
      return {
        async stop() {
          clearInterval(timer);
          await running;
        },
      };
    },
  };
}
