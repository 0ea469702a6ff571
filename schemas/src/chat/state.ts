import { type SchemaType, schema, t } from '@colyseus/schema';

/**
 * A chat channel's synchronized state: the newest messages, oldest first. A deleted message leaves the
 * array, so it disappears for everyone. Text is plain text: clients render it as text, never as HTML.
 */
export const ChatMessageState = schema(
  {
    id: t.string().default(''),
    userId: t.string().default(''),
    name: t.string().default(''),
    avatar: t.string().default(''),
    /** USER, MODERATOR or ADMIN: staff get a badge. */
    role: t.string().default('USER'),
    text: t.string().default(''),
    /** A sticker id (CHAT_STICKERS) instead of text, '' otherwise. */
    sticker: t.string().default(''),
    /** Epoch ms. */
    createdAt: t.number().default(0),
  },
  'ChatMessageState',
);
export type ChatMessageState = SchemaType<typeof ChatMessageState>;

export const ChatRoomState = schema(
  {
    channel: t.string().default(''),
    messages: t.array(ChatMessageState),
  },
  'ChatRoomState',
);
export type ChatRoomState = SchemaType<typeof ChatRoomState>;

/** One notable win on the live feed. */
export const WinFeedEntry = schema(
  {
    id: t.string().default(''),
    /** The game's name in the ledger's bets: crash, crashbattle, … */
    game: t.string().default(''),
    userId: t.string().default(''),
    name: t.string().default(''),
    avatar: t.string().default(''),
    stakeCents: t.number().default(0),
    payoutCents: t.number().default(0),
    /** The multiplier in hundredths when the game has one, 0 otherwise. */
    hundredths: t.number().default(0),
    createdAt: t.number().default(0),
  },
  'WinFeedEntry',
);
export type WinFeedEntry = SchemaType<typeof WinFeedEntry>;

export const WinFeedState = schema(
  {
    /** Newest first. */
    wins: t.array(WinFeedEntry),
    /** Epoch ms the feed room opened (0 until the first state arrives on a client). */
    openedAt: t.number().default(0),
  },
  'WinFeedState',
);
export type WinFeedState = SchemaType<typeof WinFeedState>;
