import { makeAutoObservable, runInAction } from 'mobx';
import type { MaintenanceAnswer, SiteAnswer } from '@arena/schemas';
import type { ApiClient } from '../transport/api-client';

const MAINTENANCE_POLL_MS = 60_000;

/** Public site settings (RUB rate, dev sign-in, game server, CDN) and the maintenance windows. */
export class SiteStore {
  settings: SiteAnswer | null = null;
  maintenance: MaintenanceAnswer = { page: null, banner: null };
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly api: Pick<ApiClient, 'get'>) {
    makeAutoObservable<SiteStore, 'api' | 'timer'>(this, { api: false, timer: false });
  }

  get rubPerUsd(): number {
    return this.settings?.rubPerUsd ?? 0;
  }

  async load(): Promise<void> {
    const [settings] = await Promise.all([this.api.get<SiteAnswer>('/site'), this.refreshMaintenance()]);
    runInAction(() => {
      this.settings = settings;
    });
  }

  async refreshMaintenance(): Promise<void> {
    const maintenance = await this.api.get<MaintenanceAnswer>('/maintenance');
    runInAction(() => {
      this.maintenance = maintenance;
    });
  }

  /** The page stays until its end time even if a poll fails meanwhile. */
  isPageActive(nowMs: number): boolean {
    return this.maintenance.page !== null && this.maintenance.page.finishedAt > nowMs;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.refreshMaintenance().catch(() => undefined), MAINTENANCE_POLL_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
