import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminAdjustmentDecisionAnswer, AdminAdjustmentListAnswer, AdminAdjustmentRow } from '@arena/schemas';
import type { ApiClient } from '../../transport/api-client';

type Api = Pick<ApiClient, 'get' | 'post'>;

/**
 * The console's four-eyes queue: adjustments above the approval threshold waiting for a second admin. The API decides
 * who may approve (never the requester, never the adjusted user); the tab only hides buttons that would be refused.
 */
export class AdjustmentsStore {
  pending: AdminAdjustmentRow[] | null = null;

  constructor(private readonly api: Api) {
    makeAutoObservable<AdjustmentsStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    const { items } = await this.api.get<AdminAdjustmentListAnswer>('/admin/adjustments');
    runInAction(() => {
      this.pending = items;
    });
  }

  async decide(
    requestId: string,
    verdict: 'approve' | 'reject',
    reason?: string,
  ): Promise<AdminAdjustmentDecisionAnswer> {
    try {
      const answer = await this.api.post<AdminAdjustmentDecisionAnswer>(
        `/admin/adjustments/${requestId}/${verdict}`,
        reason ? { reason } : {},
      );
      runInAction(() => {
        this.pending = this.pending?.filter((row) => row.id !== requestId) ?? null;
      });
      return answer;
    } finally {
      // Decided by someone else meanwhile, or refused: the list shows what the server has now either way.
      await this.load().catch(() => undefined);
    }
  }
}

/** Which buttons an admin gets on a request: the requester may only withdraw it, the adjusted user neither. */
export function allowedVerdicts(row: AdminAdjustmentRow, adminId: string | undefined): ('approve' | 'reject')[] {
  if (adminId === undefined || row.userId === adminId) return [];
  if (row.requestedBy === adminId) return ['reject'];
  return ['approve', 'reject'];
}
