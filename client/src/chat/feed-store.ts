import { makeAutoObservable, runInAction } from 'mobx';
import type { WinFeedState } from '@arena/schemas';
import type { ConnectFeed, FeedConnection } from './chat-connection';

export interface WinView {
  id: string;
  game: string;
  name: string;
  avatar: string;
  payoutCents: number;
  hundredths: number;
}

function winsOf(state: WinFeedState): WinView[] {
  return [...state.wins].map((w) => ({
    id: w.id,
    game: w.game,
    name: w.name,
    avatar: w.avatar,
    payoutCents: w.payoutCents,
    hundredths: w.hundredths,
  }));
}

/** The live winnings feed: the last wins on join, then each new one first. Read-only, signed out too. */
export class FeedStore {
  wins: WinView[] = [];
  private connection: FeedConnection | null = null;
  private closed = false;

  constructor(private readonly connectFeed: ConnectFeed) {
    makeAutoObservable<FeedStore, 'connection' | 'connectFeed'>(this, { connection: false, connectFeed: false });
  }

  async connect(): Promise<void> {
    this.closed = false;
    try {
      const connection = await this.connectFeed();
      if (this.closed) return void connection.leave();
      this.connection = connection;
      runInAction(() => (this.wins = winsOf(connection.state)));
      connection.onStateChange(() => runInAction(() => (this.wins = winsOf(connection.state))));
    } catch {
      // The feed is a show: without the game server the strip stays empty.
    }
  }

  disconnect(): void {
    this.closed = true;
    void this.connection?.leave().catch(() => undefined);
    this.connection = null;
  }
}
