import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AdminModerationAnswer,
  AdminMuteAnswer,
  AdminMuteInput,
  AdminMutedUser,
  AdminUnmuteAnswer,
} from '@arena/schemas';
import type { ApiClient } from '../../transport/api-client';

type Api = Pick<ApiClient, 'get' | 'post'>;

export const TRAIL_PAGE_SIZE = 20;

/**
 * The console's Moderation tab: who is muted now (with unmute), the chat's moderation trail (paged), and the mute
 * form. A mute or an unmute reloads both lists, so the trail shows the action just taken.
 */
export class ModerationStore {
  mutes: AdminMutedUser[] | null = null;
  trail: AdminModerationAnswer | null = null;

  constructor(private readonly api: Api) {
    makeAutoObservable<ModerationStore, 'api'>(this, { api: false });
  }

  async loadMutes(): Promise<void> {
    const { items } = await this.api.get<{ items: AdminMutedUser[] }>('/admin/moderation/mutes');
    runInAction(() => {
      this.mutes = items;
    });
  }

  async loadTrail(page = this.trail?.page ?? 1): Promise<void> {
    const trail = await this.api.get<AdminModerationAnswer>('/admin/moderation/actions', {
      query: { page, pageSize: TRAIL_PAGE_SIZE },
    });
    runInAction(() => {
      this.trail = trail;
    });
  }

  async load(): Promise<void> {
    await Promise.all([this.loadMutes(), this.loadTrail()]);
  }

  async mute(draft: AdminMuteInput): Promise<AdminMuteAnswer> {
    const answer = await this.api.post<AdminMuteAnswer>('/admin/moderation/mutes', {
      ...draft,
      user: draft.user.trim(),
      reason: draft.reason.trim(),
    });
    await Promise.all([this.loadMutes(), this.loadTrail(1)]);
    return answer;
  }

  async unmute(userId: string): Promise<AdminUnmuteAnswer> {
    const answer = await this.api.post<AdminUnmuteAnswer>(`/admin/moderation/mutes/${userId}/end`, {});
    runInAction(() => {
      this.mutes = this.mutes?.filter((row) => row.userId !== userId) ?? null;
    });
    await this.loadMutes();
    return answer;
  }
}
