import { CHAT_RULES } from '../constants';
import type { FairAlgorithmDescriptor } from './algorithm-descriptor';
import { CHAT_GIVEAWAY_ALGORITHM, drawChatGiveaway } from './chat-giveaway';

/** The first vector of chat-giveaway.test.ts. */
const INPUT = {
  serverSeed: 'a'.repeat(64),
  periodStart: '2026-11-28T10:00:00.000Z',
  participants: ['c', 'a', 'b', 'd'],
  prizeCatalogIds: [7, 3, 5],
};

export const CHAT_GIVEAWAY_FAIR: FairAlgorithmDescriptor = {
  id: 'chatGiveaway',
  nameKey: 'fair.algorithm.chatGiveaway.name',
  steps: [
    `Every period of ${CHAT_RULES.giveawayPeriodMs / 60_000} minutes has its own secret server seed (64 lowercase hex characters); SHA-256 of its`,
    'UTF-8 text is published before the period starts.',
    `participants = the ids of the users who wrote at least ${CHAT_RULES.giveawayMinMessages} chat messages in the period, unique, sorted ascending (n of them);`,
    `prizeCatalogIds = the catalogue skins priced at most ${CHAT_RULES.giveawayPrizeMaxCents} cents (the catalogue's first skin if none is), unique, sorted ascending (m of them).`,
    '  1. clientSeed = the period start as ISO 8601 UTC text, e.g. "2026-11-28T10:00:00.000Z"; nonce = 0.',
    '  2. M = HMAC-SHA256(key = UTF-8 of the server seed, message = UTF-8 of "<clientSeed>:0:0");',
    '     f_0 = bytes 0..3 of M, f_1 = bytes 4..7 of M, each read big-endian / 2^32.',
    '  3. winner = participants[floor(f_0 * n)]; prize = prizeCatalogIds[floor(f_1 * m)]. No participant: no draw.',
    `In code: ${CHAT_GIVEAWAY_ALGORITHM}.`,
  ].join('\n'),
  example: {
    input: {
      serverSeed: INPUT.serverSeed,
      clientSeed: INPUT.periodStart,
      participants: INPUT.participants.join(', '),
      prizeCatalogIds: INPUT.prizeCatalogIds.join(', '),
    },
    output: () => {
      const draw = drawChatGiveaway(INPUT);
      return { winner: draw?.winnerUserId ?? '-', prize: String(draw?.prizeCatalogItemId ?? '-') };
    },
  },
};
