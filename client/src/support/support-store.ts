import { makeAutoObservable, runInAction } from 'mobx';
import {
  SUPPORT_RULES,
  type SupportEvent,
  type SupportMessage,
  type SupportStatus,
  type SupportThreadAnswer,
  type SupportUnreadAnswer,
  supportTextError,
} from '@arena/schemas';
import type { ApiClient } from '../transport/api-client';
import { ApiError, clientError } from '../transport/api-error';
import type { EventStreamOpener, ServerEvent } from './sse';

type Api = Pick<ApiClient, 'get' | 'post'>;

export interface SupportTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: SupportTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The support widget of the signed-in player: the thread, the unread badge and the draft. Replies arrive over the
 * server-sent event stream (`live: 'stream'`); while it is down the store re-reads every `SUPPORT_RULES.pollMs`
 * (`live: 'poll'`) and tries the stream again. Created only for a signed-in player; `stop()` on sign-out.
 */
export class SupportStore {
  messages: SupportMessage[] = [];
  status: SupportStatus | null = null;
  unread = 0;
  open = false;
  loaded = false;
  draft = '';
  sending = false;
  error: ApiError | null = null;
  live: 'off' | 'stream' | 'poll' = 'off';
  private abort: AbortController | null = null;
  private retry: unknown = null;

  constructor(
    private readonly api: Api,
    private readonly openStream: EventStreamOpener,
    private readonly timers: SupportTimers = browserTimers,
  ) {
    makeAutoObservable<SupportStore, 'api' | 'openStream' | 'timers' | 'abort' | 'retry'>(this, {
      api: false,
      openStream: false,
      timers: false,
      abort: false,
      retry: false,
    });
  }

  /** Starts listening for replies (idempotent). */
  start(): void {
    if (this.abort) return;
    this.connect();
  }

  stop(): void {
    this.abort?.abort();
    this.abort = null;
    if (this.retry !== null) this.timers.clearTimeout(this.retry);
    this.retry = null;
    this.live = 'off';
    // Signed out (or another player signs in next): nothing of this thread stays on screen.
    this.messages = [];
    this.status = null;
    this.unread = 0;
    this.loaded = false;
    this.draft = '';
    this.error = null;
  }

  private connect(): void {
    const abort = new AbortController();
    this.abort = abort;
    this.openStream((event) => this.receive(event), abort.signal)
      .catch(() => undefined)
      .then(() => {
        if (abort.signal.aborted || this.abort !== abort) return;
        runInAction(() => {
          this.live = 'poll';
        });
        this.scheduleRetry();
      });
  }

  /** Stream down: read once now, then try the stream again after a poll period (that read is the poll). */
  private scheduleRetry(): void {
    void this.refresh().catch(() => undefined);
    this.retry = this.timers.setTimeout(() => {
      this.retry = null;
      if (this.abort) this.connect();
    }, SUPPORT_RULES.pollMs);
  }

  private receive(event: ServerEvent): void {
    let data: Partial<SupportEvent> & { unread?: number };
    try {
      data = JSON.parse(event.data) as typeof data;
    } catch {
      return;
    }
    this.live = 'stream';
    if (typeof data.unread === 'number') this.unread = data.unread;
    // Every event names the unread count: with the panel closed that is all the badge needs, and reading
    // /support/unread again on each event only doubled the requests.
    const badgeOnly = !this.open && typeof data.unread === 'number';
    if ((event.name === 'ready' || event.name === 'message' || event.name === 'closed') && !badgeOnly)
      void this.refresh().catch(() => undefined);
  }

  /** The thread when the panel is open (and marks replies read), else only the badge. */
  async refresh(): Promise<void> {
    if (this.open) {
      await this.loadThread();
      return;
    }
    const { unread } = await this.api.get<SupportUnreadAnswer>('/support/unread');
    runInAction(() => {
      this.unread = unread;
    });
  }

  /** Opens or closes the panel; opening reads the thread and marks replies read (`load` false when signed out). */
  async setOpen(open: boolean, load = true): Promise<void> {
    this.open = open;
    if (open && load) await this.loadThread().catch((error: unknown) => this.fail(error));
  }

  async loadThread(): Promise<void> {
    const thread = await this.api.get<SupportThreadAnswer>('/support/thread');
    runInAction(() => {
      this.messages = thread.messages;
      this.status = thread.status;
      this.unread = thread.unread;
      this.loaded = true;
    });
    if (this.open && thread.unread > 0) await this.markRead();
  }

  async markRead(): Promise<void> {
    const { unread } = await this.api.post<SupportUnreadAnswer>('/support/read', {});
    runInAction(() => {
      this.unread = unread;
    });
  }

  setDraft(text: string): void {
    this.draft = text;
    this.error = null;
  }

  /** Sends the draft; the rules the server runs refuse at once here with the same keys. */
  async send(): Promise<boolean> {
    if (this.sending) return false;
    const refusal = supportTextError(this.draft);
    if (refusal) {
      this.error = clientError(refusal.key, refusal.args);
      return false;
    }
    this.sending = true;
    this.error = null;
    try {
      const message = await this.api.post<SupportMessage>('/support/messages', { text: this.draft });
      runInAction(() => {
        if (!this.messages.some((m) => m.id === message.id)) this.messages = [...this.messages, message];
        this.status = 'OPEN';
        this.draft = '';
      });
      return true;
    } catch (error) {
      this.fail(error);
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  private fail(error: unknown): void {
    runInAction(() => {
      this.error = error instanceof ApiError ? error : new ApiError(null, [], 0);
    });
  }
}
