import { makeAutoObservable, runInAction } from 'mobx';
import type {
  CrashBattleAnswer,
  CrashBattleCodeAnswer,
  CrashBattleCreateOptions,
  CrashBattleRecentAnswer,
} from '@arena/schemas';
import type { ApiClient } from '../../transport/api-client';
import { ApiError, clientError } from '../../transport/api-error';
import {
  type BattleConnection,
  type BattleConnector,
  type ListedBattle,
  type LobbyConnection,
  roomFailure,
} from './battle-connection';

export interface LobbyStoreDeps {
  connector: Pick<BattleConnector, 'create' | 'lobby'>;
  api: Pick<ApiClient, 'get'>;
  /** Passes the creator's connection on to the battle screen. */
  handOver(connection: BattleConnection): void;
  setTimer(handler: () => void, ms: number): () => void;
}

const RETRY_MS = 3_000;

/**
 * The crash battle lobby: open and running public battles live from the lobby room, recently finished
 * ones from the API, creating a battle and finding a private one by its code.
 */
export class LobbyStore {
  listed: ListedBattle[] = [];
  listStatus: 'idle' | 'connecting' | 'live' | 'failed' = 'idle';
  recent: CrashBattleAnswer[] | null = null;
  recentError: ApiError | null = null;
  creating = false;
  createError: ApiError | null = null;
  lookingUp = false;
  codeError: ApiError | null = null;
  private connection: LobbyConnection | null = null;
  private active = false;
  private stopRetry: (() => void) | null = null;

  constructor(private readonly deps: LobbyStoreDeps) {
    makeAutoObservable<LobbyStore, 'deps' | 'connection' | 'active' | 'stopRetry'>(this, {
      deps: false,
      connection: false,
      active: false,
      stopRetry: false,
    });
  }

  /** Joinable battles, oldest first (they have waited longest). */
  get open(): ListedBattle[] {
    return this.listed
      .filter((b) => b.listing.status === 'WAITING')
      .sort((a, b) => a.listing.createdAt - b.listing.createdAt);
  }

  get running(): ListedBattle[] {
    return this.listed
      .filter((b) => b.listing.status === 'RUNNING')
      .sort((a, b) => b.listing.createdAt - a.listing.createdAt);
  }

  async connect(): Promise<void> {
    this.active = true;
    this.listStatus = 'connecting';
    void this.loadRecent();
    try {
      const connection = await this.deps.connector.lobby();
      if (!this.active) return void connection.leave().catch(() => undefined);
      this.connection = connection;
      connection.onChange((battles) => runInAction(() => ((this.listed = battles), (this.listStatus = 'live'))));
    } catch {
      runInAction(() => (this.listStatus = 'failed'));
      if (this.active) this.stopRetry = this.deps.setTimer(() => void this.connect(), RETRY_MS);
    }
  }

  disconnect(): void {
    this.active = false;
    this.stopRetry?.();
    this.stopRetry = null;
    void this.connection?.leave().catch(() => undefined);
    this.connection = null;
    this.listStatus = 'idle';
  }

  async loadRecent(): Promise<void> {
    try {
      const recent = await this.deps.api.get<CrashBattleRecentAnswer>('/crashbattle/recent');
      runInAction(() => ((this.recent = recent), (this.recentError = null)));
    } catch (error) {
      runInAction(() => (this.recentError = asApiError(error)));
    }
  }

  /** Creates the battle (the room takes the buy-in); resolves to its id, or null when refused. */
  async create(options: CrashBattleCreateOptions, token: string): Promise<string | null> {
    this.creating = true;
    this.createError = null;
    try {
      const connection = await this.deps.connector.create(options, token);
      this.deps.handOver(connection);
      return connection.roomId;
    } catch (error) {
      runInAction(() => (this.createError = roomFailure(error)));
      return null;
    } finally {
      runInAction(() => (this.creating = false));
    }
  }

  showCreateError(error: ApiError | null): void {
    this.createError = error;
  }

  /** The battle a private code opens, or null (with `codeError`). */
  async findByCode(text: string): Promise<string | null> {
    const code = text.trim().toUpperCase();
    this.codeError = null;
    if (!code) {
      this.codeError = clientError('CRASH_BATTLE.CODE_INVALID');
      return null;
    }
    this.lookingUp = true;
    try {
      const answer = await this.deps.api.get<CrashBattleCodeAnswer>(`/crashbattle/code/${encodeURIComponent(code)}`);
      return answer.id;
    } catch (error) {
      runInAction(() => (this.codeError = asApiError(error)));
      return null;
    } finally {
      runInAction(() => (this.lookingUp = false));
    }
  }
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(null, [], 0);
}
