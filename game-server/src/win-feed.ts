import { randomUUID } from 'node:crypto';
import type { Presence } from '@colyseus/core';
import type { AppServices } from '@arena/api';
import { queryOne } from '@arena/api';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { WIN_FEED_RULES } from '@arena/schemas';

/** The presence channel wins travel on: with Redis presence, a win in one process reaches the feed room in another. */
export const WIN_FEED_PRESENCE_CHANNEL = 'arena:win-feed';

/** A win as a game reports it; the feed adds the player's name and avatar. */
export interface WinInput {
  game: string;
  /** '' or null (a bot) publishes nothing. */
  userId: string | null;
  stakeCents: number;
  payoutCents: number;
  /** The multiplier in hundredths, 0 when the game has none. */
  hundredths: number;
  /** The player as the game already shows them: no read of the user (a burst of cash-outs would queue one each). */
  shown?: { name: string; avatar: string };
}

/** What the feed room receives. */
export interface PublishedWin extends Required<Omit<WinInput, 'userId' | 'shown'>> {
  id: string;
  userId: string;
  name: string;
  avatar: string;
  createdAt: number;
}

/**
 * The live winnings feed's publish hook. Games call `publish` where they pay a win (one line each); only wins
 * with a profit reach the feed. Fire and forget: the feed is a show, so a failure here never touches a payout.
 */
export class WinFeed {
  constructor(
    private readonly services: AppServices,
    private readonly presence: () => Presence,
  ) {}

  publish(win: WinInput): void {
    if (!win.userId || win.payoutCents - win.stakeCents < WIN_FEED_RULES.minProfitCents) return;
    void this.send({ ...win, userId: win.userId }).catch(() => undefined);
  }

  private async send({ shown, ...win }: WinInput & { userId: string }): Promise<void> {
    const em = this.services.orm.em.fork() as SqlEntityManager;
    const user =
      shown ??
      (await queryOne<{ name: string; avatar: string | null }>(em, `select name, avatar from users where id = ?`, [
        win.userId,
      ]));
    if (!user) return;
    const published: PublishedWin = {
      ...win,
      id: randomUUID(),
      name: user.name,
      avatar: user.avatar ?? '',
      createdAt: Date.now(),
    };
    await this.presence().publish(WIN_FEED_PRESENCE_CHANNEL, published);
  }
}

let current: WinFeed | undefined;

/** Set at boot next to the room services. */
export function setRoomWinFeed(feed: WinFeed): void {
  current = feed;
}

/** The process's win feed; before boot (a unit test without a server) wins go nowhere. */
export function roomWinFeed(): Pick<WinFeed, 'publish'> {
  return current ?? { publish: () => undefined };
}
