import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogHashAnswer, CatalogItemAnswer } from '@arena/schemas';
import type { ApiClient } from '../transport/api-client';
import { ApiError } from '../transport/api-error';
import { type KeyValue, readJson, writeJson } from './key-value';

const CACHE_PREFIX = 'arena.items.';

/**
 * The full item list (docs/product-rules.md §7): its hash from the API, the list itself from the CDN without
 * credentials, cached in session storage under the hash so a new catalog version is fetched exactly once.
 */
export class CatalogStore {
  items: CatalogItemAnswer[] = [];
  cdnBaseUrl = '';
  hash: string | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly api: Pick<ApiClient, 'get'>,
    private readonly fetchFn: typeof fetch,
    private readonly cache: KeyValue,
  ) {
    makeAutoObservable<CatalogStore, 'api' | 'fetchFn' | 'cache' | 'loading'>(this, {
      api: false,
      fetchFn: false,
      cache: false,
      loading: false,
    });
  }

  get byId(): ReadonlyMap<number, CatalogItemAnswer> {
    return new Map(this.items.map((item) => [item.id, item]));
  }

  iconUrl(icon: string): string {
    return `${this.cdnBaseUrl}/${icon.replace(/^\//, '')}`;
  }

  /** Loads once per page; concurrent callers share the request. */
  load(): Promise<void> {
    this.loading ??= this.fetchList().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  private async fetchList(): Promise<void> {
    const { hash, itemsUrl, cdnBaseUrl } = await this.api.get<CatalogHashAnswer>('/items/relevant/hash');
    let items = readJson<CatalogItemAnswer[]>(this.cache, CACHE_PREFIX + hash);
    if (!Array.isArray(items)) {
      const response = await this.fetchFn(itemsUrl, { credentials: 'omit' });
      if (!response.ok) throw new ApiError(null, [], response.status);
      items = (await response.json()) as CatalogItemAnswer[];
      this.dropOtherVersions(hash);
      writeJson(this.cache, CACHE_PREFIX + hash, items);
    }
    const list = items;
    runInAction(() => {
      this.hash = hash;
      this.cdnBaseUrl = cdnBaseUrl.replace(/\/$/, '');
      this.items = list;
    });
  }

  /** Old catalog versions only take session storage space. */
  private dropOtherVersions(hash: string): void {
    if (!('length' in this.cache) || !('key' in this.cache)) return;
    const storage = this.cache as unknown as Storage;
    for (let i = storage.length - 1; i >= 0; i--) {
      const key = storage.key(i);
      if (key?.startsWith(CACHE_PREFIX) && key !== CACHE_PREFIX + hash) storage.removeItem(key);
    }
  }
}
