import { makeAutoObservable, runInAction } from 'mobx';
import type { ResponsibleGamingAnswer, ResponsibleLimitsBody } from '@arena/schemas';
import type { ApiClient } from '../transport/api-client';

const MINUTE_MS = 60_000;

/**
 * The player's responsible-gaming state (`/api/responsible-gaming`) and the reality-check timer: the session starts
 * when the signed-in player is first seen, and every `realityCheckMinutes` after it (or after the last check was
 * acknowledged) a check falls due. The server answers the session's net result; the clock is passed in so tests
 * move it instead of waiting.
 */
export class ResponsibleStore {
  state: ResponsibleGamingAnswer | null = null;
  error: unknown = null;
  sessionStart: number | null = null;
  /** When the next reality check falls due; null while off or signed out. */
  nextCheckAt: number | null = null;
  /** The check on screen: the session's length and net result when it fell due. */
  check: { sessionMs: number; netCents: number } | null = null;

  constructor(private readonly api: Pick<ApiClient, 'get' | 'put' | 'post'>) {
    makeAutoObservable<ResponsibleStore, 'api'>(this, { api: false });
  }

  /** The signed-in player's session begins (idempotent while it runs). */
  startSession(now: number): void {
    if (this.sessionStart !== null) return;
    this.sessionStart = now;
    this.schedule(now);
  }

  endSession(): void {
    this.sessionStart = null;
    this.nextCheckAt = null;
    this.check = null;
    this.state = null;
  }

  async load(): Promise<void> {
    await this.apply(() => this.api.get<ResponsibleGamingAnswer>('/responsible-gaming'));
  }

  saveLimits(body: ResponsibleLimitsBody): Promise<void> {
    return this.apply(() => this.api.put<ResponsibleGamingAnswer>('/responsible-gaming/limits', body), true);
  }

  takeTimeout(hours: number): Promise<void> {
    return this.apply(() => this.api.post<ResponsibleGamingAnswer>('/responsible-gaming/timeout', { hours }), true);
  }

  selfExclude(months: number): Promise<void> {
    return this.apply(
      () => this.api.post<ResponsibleGamingAnswer>('/responsible-gaming/self-exclusion', { months }),
      true,
    );
  }

  async setRealityCheck(minutes: number | null, now: number): Promise<void> {
    await this.apply(
      () => this.api.put<ResponsibleGamingAnswer>('/responsible-gaming/reality-check', { minutes }),
      true,
    );
    runInAction(() => this.schedule(now));
  }

  /** Called by a timer: when a check is due, asks the server for the session's net result and shows it. */
  async tick(now: number): Promise<void> {
    if (this.check || this.nextCheckAt === null || this.sessionStart === null || now < this.nextCheckAt) return;
    const since = this.sessionStart;
    this.nextCheckAt = null;
    try {
      const answer = await this.api.get<ResponsibleGamingAnswer>('/responsible-gaming', {
        query: { sessionStart: since },
      });
      runInAction(() => {
        this.state = answer;
        if (this.sessionStart === since)
          this.check = { sessionMs: now - since, netCents: answer.session?.netCents ?? 0 };
      });
    } catch {
      // Offline for a moment: try again at the next tick rather than lose the check.
      runInAction(() => this.schedule(now - this.intervalMs() + MINUTE_MS));
    }
  }

  /** The player closed the check: the next one is a full interval from now. */
  acknowledge(now: number): void {
    this.check = null;
    this.schedule(now);
  }

  private intervalMs(): number {
    return (this.state?.realityCheckMinutes ?? 0) * MINUTE_MS;
  }

  private schedule(now: number): void {
    const interval = this.intervalMs();
    this.nextCheckAt = this.sessionStart !== null && interval > 0 ? now + interval : null;
  }

  /** Runs a call answering the state; `raise` rethrows so a form can show the refusal under its field. */
  private async apply(call: () => Promise<ResponsibleGamingAnswer>, raise = false): Promise<void> {
    try {
      const answer = await call();
      runInAction(() => {
        const hadInterval = this.intervalMs();
        this.state = answer;
        this.error = null;
        // The interval became known (first load): count the first check from the session's start.
        if (!hadInterval && this.sessionStart !== null && this.nextCheckAt === null && !this.check) {
          const interval = this.intervalMs();
          this.nextCheckAt = interval > 0 ? this.sessionStart + interval : null;
        }
      });
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
      if (raise) throw error;
    }
  }
}
