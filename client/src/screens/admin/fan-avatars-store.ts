import { makeAutoObservable, runInAction } from 'mobx';
import type { FanAvatarListAnswer } from '@arena/schemas';
import type { ApiClient } from '../../transport/api-client';

type Api = Pick<ApiClient, 'get' | 'post' | 'request'>;

/**
 * The console's Fan avatars tab: the avatar addresses that meet the fan bonus's avatar condition (docs/product-rules.md §5), with
 * approve and revoke. Each answer is the whole list, so the tab always shows what the server holds.
 */
export class FanAvatarsStore {
  avatars: FanAvatarListAnswer['avatars'] | null = null;

  constructor(private readonly api: Api) {
    makeAutoObservable<FanAvatarsStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.set(await this.api.get<FanAvatarListAnswer>('/admin/bonus/fan-avatars'));
  }

  async approve(url: string): Promise<void> {
    this.set(await this.api.post<FanAvatarListAnswer>('/admin/bonus/fan-avatars', { url: url.trim() }));
  }

  async revoke(url: string): Promise<void> {
    this.set(await this.api.request<FanAvatarListAnswer>('DELETE', '/admin/bonus/fan-avatars', { body: { url } }));
  }

  private set(answer: FanAvatarListAnswer): void {
    runInAction(() => {
      this.avatars = answer.avatars;
    });
  }
}
