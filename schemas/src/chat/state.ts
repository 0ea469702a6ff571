import { type SchemaType, schema, t } from '@colyseus/schema';

/**
 * A chat channel's synchronized state: the newest messages keyed by id, in `seq` order (orderedMessages). A
 * deleted message leaves the map, so it disappears for everyone. Text is plain text: clients render it as
 * text, never as HTML. A map, not an array: trimming the oldest message of an ArraySchema with shift() was
 * decoded with duplicates by newcomers now and then; deleting a map key is exact.
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
    /** Display order within the room, oldest first. */
    seq: t.number().default(0),
  },
  'ChatMessageState',
);
export type ChatMessageState = SchemaType<typeof ChatMessageState>;

export const ChatRoomState = schema(
  {
    channel: t.string().default(''),
    messages: t.map(ChatMessageState),
  },
  'ChatRoomState',
);
export type ChatRoomState = SchemaType<typeof ChatRoomState>;

/** The room's messages oldest first. */
export function orderedMessages(state: ChatRoomState): ChatMessageState[] {
  return [...state.messages.values()].sort((a, b) => a.seq - b.seq);
}

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
