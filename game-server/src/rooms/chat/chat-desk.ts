import {
  type AppServices,
  type StoredChatMessage,
  activeMute,
  chatWriter,
  deleteChatMessage,
  insertChatMessage,
  listMutedUsers,
  muteChatUser,
} from '@arena/api';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  CHAT_STICKERS,
  type ChatChannel,
  type ChatMuteMessage,
  type ChatMutedUser,
  type ChatRemoveMessage,
  type ChatSendMessage,
  centsToUsd,
  chatTextError,
  isChatChannel,
  isChatStaff,
} from '@arena/schemas';
import type { ChatSettings } from './settings';
import type { SpamGuard } from './spam-guard';

const isSticker = (value: string): boolean => (CHAT_STICKERS as readonly string[]).includes(value);

/**
 * The rules of one channel, apart from the socket: who may write what, and the moderators' actions. Every check
 * answers a catalogue key; cheap checks (shape, text, spam) run before the database is asked anything.
 */
export class ChatDesk {
  /**
   * @param spam the spam guard of every channel in this process (chatRoomClass makes one per module): the limit is per
   *   writer across channels, not per channel.
   */
  constructor(
    private readonly services: AppServices,
    private readonly channel: ChatChannel,
    private readonly settings: ChatSettings,
    private readonly spam: SpamGuard,
  ) {}

  private em(): SqlEntityManager {
    return this.services.orm.em.fork() as SqlEntityManager;
  }

  /** Checks and stores one message; answers it as the channel shows it. */
  async send(userId: string | undefined, message: ChatSendMessage, now = Date.now()): Promise<StoredChatMessage> {
    if (!isChatChannel(message.channel) || message.channel !== this.channel)
      throw new AppError('CHAT.BAD_CHANNEL', [message.channel.slice(0, 16)]);
    if (!userId) throw new AppError('GLOBAL.FORBIDDEN');
    const sticker = message.sticker ?? null;
    const text = sticker === null ? (message.text ?? '').trim() : '';
    if (sticker !== null && (message.text !== undefined || !isSticker(sticker)))
      throw new AppError('GLOBAL.BAD_REQUEST', ['send']);
    if (sticker === null) {
      const problem = chatTextError(text, this.settings.bannedWords);
      if (problem) throw new AppError(problem.key, problem.args);
    }
    const spam = this.spam.admit(userId, text, now);
    if (spam) throw new AppError(spam.key, spam.args);

    const em = this.em();
    const writer = await chatWriter(em, userId);
    if (!writer) throw new AppError('GLOBAL.FORBIDDEN');
    const mutedUntil = await activeMute(em, userId, new Date(now));
    if (mutedUntil) throw new AppError('CHAT.MUTED', [mutedUntil.toISOString()]);
    // Staff write without a deposit; everyone else needs the minimum total deposit.
    if (!isChatStaff(writer.role) && writer.depositedTotalCents < this.settings.minDepositCents) {
      throw new AppError('CHAT.PAYMENT_NEEDED', [centsToUsd(this.settings.minDepositCents).toFixed(2)]);
    }
    if (sticker !== null && !writer.premium) throw new AppError('BATTLEPASS.NOT_BOUGHT');
    const stored = await insertChatMessage(em, { channel: this.channel, userId, text, sticker });
    return {
      ...stored,
      channel: this.channel,
      userId,
      name: writer.name,
      avatar: writer.avatar,
      role: writer.role,
      text,
      sticker: sticker ?? '',
    };
  }

  private async requireStaff(userId: string | undefined): Promise<string> {
    if (!userId) throw new AppError('GLOBAL.FORBIDDEN');
    const writer = await chatWriter(this.em(), userId);
    if (!isChatStaff(writer?.role)) throw new AppError('GLOBAL.FORBIDDEN');
    return userId;
  }

  /** A moderator mutes a user for one of the allowed lengths; answers the mute's end. */
  async mute(moderatorId: string | undefined, message: ChatMuteMessage, now = Date.now()): Promise<Date> {
    const staff = await this.requireStaff(moderatorId);
    if (message.userId === staff) throw new AppError('GLOBAL.BAD_REQUEST', ['mute']);
    if (!(await chatWriter(this.em(), message.userId))) throw new AppError('USER.NOT_FOUND');
    const until = new Date(now + message.minutes * this.settings.minuteMs);
    await muteChatUser(this.em(), {
      moderatorId: staff,
      userId: message.userId,
      minutes: message.minutes,
      until,
      reason: message.reason,
    });
    return until;
  }

  /** A moderator deletes a message of this channel; answers its writer. */
  async remove(moderatorId: string | undefined, message: ChatRemoveMessage): Promise<string> {
    const staff = await this.requireStaff(moderatorId);
    const writer = await deleteChatMessage(this.em(), {
      moderatorId: staff,
      messageId: message.messageId,
      channel: this.channel,
      reason: message.reason,
    });
    if (!writer) throw new AppError('GLOBAL.NOT_FOUND');
    return writer;
  }

  async listMuted(moderatorId: string | undefined, now = Date.now()): Promise<ChatMutedUser[]> {
    await this.requireStaff(moderatorId);
    return listMutedUsers(this.em(), new Date(now));
  }

  sweep(now = Date.now()): void {
    this.spam.sweep(now);
  }
}
