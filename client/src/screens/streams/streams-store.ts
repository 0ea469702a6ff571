import { makeAutoObservable, runInAction } from 'mobx';
import type { Stream, StreamListAnswer } from '@arena/schemas';

export interface StreamsStoreDeps {
  api: { get<T>(path: string): Promise<T> };
}

/** /streams: the list the admins keep (the server orders it: live first, then by order). */
export class StreamsStore {
  streams: Stream[] = [];
  loaded = false;
  loading = false;
  /** Any failure shows the one screen message "Error while getting streams" (docs/product-rules.md §8). */
  failed = false;

  constructor(private readonly deps: StreamsStoreDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const answer = await this.deps.api.get<StreamListAnswer>('/streams');
      runInAction(() => {
        this.streams = answer.streams;
        this.failed = false;
        this.loaded = true;
      });
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
