import { z } from 'zod';
import { CHAT_RULES, type Language } from '../constants';
import type { ErrorArg } from '../errors/app-error';
import type { ErrorKey } from '../errors/catalogue';

/** The Colyseus room names: one chat room per channel, one feed room for the whole site. */
export const CHAT_ROOM_NAME = 'chat';
export const WIN_FEED_ROOM_NAME = 'win_feed';
/** The feed room's fixed id: every page joins the one room. */
export const WIN_FEED_ROOM_ID = 'win-feed';

/** A channel per site language; its id is the language code. */
export type ChatChannel = Language;
export const ChatChannel = z.enum(CHAT_RULES.channels);

export function isChatChannel(value: unknown): value is ChatChannel {
  return ChatChannel.safeParse(value).success;
}

/** Fixed room ids let clients (and reconnects after a restart) find a channel's one room. */
export function chatRoomId(channel: ChatChannel): string {
  return `chat-${channel}`;
}

/** The chat stickers (premium battlepass only); the client draws `assets/stickers/{id}.svg`. */
export const CHAT_STICKERS = ['gg', 'fire', 'rocket', 'crown', 'lol', 'sad'] as const;
export type ChatSticker = (typeof CHAT_STICKERS)[number];

export const CHAT_CLIENT_MESSAGES = { send: 'send', mute: 'mute', remove: 'remove', listMuted: 'listMuted' } as const;
export const CHAT_SERVER_MESSAGES = { error: 'error', sent: 'sent', muted: 'muted', moderated: 'moderated' } as const;

/**
 * A message to the channel. Shape only, and roomy on purpose: emptiness, length and banned words are checked
 * by `chatTextError` so each refusal has its own catalogue key. The 4 KB socket cap bounds it anyway.
 */
export const ChatSendMessage = z.strictObject({
  /** The channel the client believes it writes to; another room's channel answers CHAT.BAD_CHANNEL. */
  channel: z.string().max(16),
  text: z.string().max(4096).optional(),
  sticker: z.string().max(32).optional(),
});
export type ChatSendMessage = z.infer<typeof ChatSendMessage>;

export const ChatMuteMessage = z.strictObject({
  userId: z.uuid(),
  minutes: z.union(
    CHAT_RULES.muteMinutes.map((m) => z.literal(m)) as unknown as [
      z.ZodLiteral<5>,
      z.ZodLiteral<60>,
      z.ZodLiteral<1440>,
    ],
  ),
  reason: z.string().max(200).optional(),
});
export type ChatMuteMessage = z.infer<typeof ChatMuteMessage>;

export const ChatRemoveMessage = z.strictObject({ messageId: z.uuid(), reason: z.string().max(200).optional() });
export type ChatRemoveMessage = z.infer<typeof ChatRemoveMessage>;

export const ChatListMutedMessage = z.union([z.undefined(), z.null(), z.strictObject({})]);

export interface ChatErrorEvent {
  error: { key: ErrorKey; args: ErrorArg[] };
  /** The client message the refusal answers. */
  action: string;
}

/** Sent to the writer when their message is stored (it also arrives in the state). */
export interface ChatSentEvent {
  messageId: string;
}

export interface ChatMutedUser {
  userId: string;
  name: string;
  /** ISO time the mute ends. */
  until: string;
  reason: string;
  mutedBy: string;
}

/** The answer to `listMuted` (moderators only). */
export interface ChatMutedEvent {
  users: ChatMutedUser[];
}

/** A moderator's action was recorded. */
export interface ChatModeratedEvent {
  action: 'MUTE' | 'DELETE';
  targetUserId: string;
}
