import { makeAutoObservable, runInAction } from 'mobx';
import type { PromocodeAdminItem, PromocodeAdminList, PromocodeCreateBody } from '@arena/schemas';
import type { ApiClient } from '../../transport/api-client';

type Api = Pick<ApiClient, 'get' | 'post'>;

/** The console's Promo codes tab over the promocodes admin API: the list (newest first), create, disable. */
export class PromocodesStore {
  codes: PromocodeAdminItem[] | null = null;

  constructor(private readonly api: Api) {
    makeAutoObservable<PromocodesStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    const { promocodes } = await this.api.get<PromocodeAdminList>('/admin/promocodes');
    runInAction(() => {
      this.codes = promocodes;
    });
  }

  async create(body: PromocodeCreateBody): Promise<PromocodeAdminItem> {
    const created = await this.api.post<PromocodeAdminItem>('/admin/promocodes', body);
    runInAction(() => {
      this.codes = [created, ...(this.codes ?? []).filter((code) => code.id !== created.id)];
    });
    return created;
  }

  async disable(id: number): Promise<void> {
    const disabled = await this.api.post<PromocodeAdminItem>(`/admin/promocodes/${id}/disable`, {});
    runInAction(() => {
      this.codes = (this.codes ?? []).map((code) => (code.id === id ? disabled : code));
    });
  }
}

/** What the list shows as a code's state at `nowMs`. */
export function promocodeState(code: PromocodeAdminItem, nowMs: number): 'DISABLED' | 'EXPIRED' | 'USED_UP' | 'ACTIVE' {
  if (code.disabled) return 'DISABLED';
  if (code.expiresAt !== null && code.expiresAt <= nowMs) return 'EXPIRED';
  if (code.maxActivations !== null && code.activations >= code.maxActivations) return 'USED_UP';
  return 'ACTIVE';
}
