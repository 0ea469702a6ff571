import { Room } from '@colyseus/core';
import { type StoredWin, type WinsCursor, recentWins, winsCursor, winsSince } from '@arena/api';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  AppError,
  WIN_FEED_POLLED_GAMES,
  WIN_FEED_ROOM_ID,
  WIN_FEED_RULES,
  WinFeedEntry,
  WinFeedState,
} from '@arena/schemas';
import { roomServices } from '../../services';
import { type PublishedWin, WIN_FEED_PRESENCE_CHANNEL } from '../../win-feed';
import type { ChatSettings } from './settings';

/**
 * The live winnings feed: one read-only room every page joins, signed in or not. Games publish wins through
 * `roomWinFeed()` (presence pub/sub, so it works across processes); the state keeps the last N, which a newcomer
 * receives on join, loaded from the settled bets when the room opens. Clients send nothing here.
 */
export abstract class WinFeedRoom extends Room<{ state: WinFeedState }> {
  protected abstract readonly settings: ChatSettings;
  protected abstract readonly bootKey: string;
  private readonly onWin = (win: PublishedWin) => this.add(win);
  private cursor: WinsCursor | undefined;
  private polling = false;

  override async onCreate(options: { bootKey?: string }): Promise<void> {
    if (options.bootKey !== this.bootKey) throw new AppError('GLOBAL.FORBIDDEN');
    this.roomId = WIN_FEED_ROOM_ID;
    this.autoDispose = false;
    this.patchRate = this.settings.patchRateMs;
    this.maxMessagesPerSecond = 5;
    this.state = new WinFeedState({ openedAt: Date.now() });
    // A restart keeps the strip: the newest wins come back from the ledger's settled bets.
    const em = roomServices().orm.em.fork() as SqlEntityManager;
    this.cursor = await winsCursor(em, this.settings.feedPollDelayMs);
    const stored = await recentWins(em, this.settings.feedLength, WIN_FEED_RULES.minProfitCents);
    for (const win of stored) this.state.wins.push(new WinFeedEntry(win));
    await this.presence.subscribe(WIN_FEED_PRESENCE_CHANNEL, this.onWin);
    if (this.settings.feedPollMs > 0) this.clock.setInterval(() => void this.poll(), this.settings.feedPollMs);
    // Anything a client sends is ignored: the feed is read-only.
    this.onMessage('*', () => undefined);
  }

  /** Games settled by the REST API have no room to publish from: their wins are read from the settled bets. */
  private async poll(): Promise<void> {
    if (this.polling || !this.cursor) return;
    this.polling = true;
    try {
      const em = roomServices().orm.em.fork() as SqlEntityManager;
      const read = await winsSince(em, this.cursor, {
        games: WIN_FEED_POLLED_GAMES,
        delayMs: this.settings.feedPollDelayMs,
        minProfitCents: WIN_FEED_RULES.minProfitCents,
        limit: this.settings.feedLength,
      });
      this.cursor = read.cursor;
      for (const win of read.wins) if (!this.shows(win)) this.add(win);
    } catch {
      // The feed is a show: a failed read is retried with the same cursor at the next tick.
    } finally {
      this.polling = false;
    }
  }

  /** The opening list may already hold a win the first poll reads again. */
  private shows(win: StoredWin): boolean {
    return this.state.wins.some((entry) => entry.id === win.id);
  }

  private add(win: PublishedWin | StoredWin): void {
    this.state.wins.unshift(new WinFeedEntry(win));
    const extra = this.state.wins.length - this.settings.feedLength;
    if (extra > 0) this.state.wins.splice(this.settings.feedLength, extra);
  }

  override async onDispose(): Promise<void> {
    await this.presence.unsubscribe(WIN_FEED_PRESENCE_CHANNEL, this.onWin);
  }

  override onBeforeShutdown(): void {
    void this.disconnect();
  }
}

export function winFeedRoomClass(settings: ChatSettings, bootKey: string): new () => WinFeedRoom {
  return class ConfiguredWinFeedRoom extends WinFeedRoom {
    protected readonly settings = settings;
    protected readonly bootKey = bootKey;
  };
}
