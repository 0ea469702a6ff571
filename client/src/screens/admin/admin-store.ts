import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AdminAdjustAnswer,
  AdminAuditAnswer,
  AdminLiveAnswer,
  AdminUserListAnswer,
  AdminUserProfileAnswer,
  AdminWithdrawalListAnswer,
  BanAnswer,
  MaintenanceType,
  MaintenanceWindowAnswer,
  RoleChangeBody,
  TransferOrderAnswer,
} from '@arena/schemas';
import { type ApiClient, newIdempotencyKey } from '../../transport/api-client';

type Api = Pick<ApiClient, 'get' | 'post' | 'put'>;

export interface AdjustDraft {
  account: 'REAL' | 'BONUS';
  amountCents: number;
  reason: string;
}

/**
 * The operator console's state: every tab reads and writes through `/api/admin`. Created by the console screen only
 * after the signed-in user is known to be an ADMIN, so a player never calls these routes (a forbidden answer would
 * sign them out).
 */
export class AdminStore {
  query = '';
  users: AdminUserListAnswer | null = null;
  selected: AdminUserProfileAnswer | null = null;
  withdrawals: AdminWithdrawalListAnswer['items'] = [];
  live: AdminLiveAnswer | null = null;
  maintenance: MaintenanceWindowAnswer[] = [];
  audit: AdminAuditAnswer | null = null;
  auditPage = 1;
  /** The key of the adjustment being typed: a retry of the same submission reuses it, a new draft gets a new one. */
  private adjustKey: string | null = null;
  private adjustDraft = '';

  constructor(private readonly api: Api) {
    makeAutoObservable<AdminStore, 'api' | 'adjustKey' | 'adjustDraft'>(this, {
      api: false,
      adjustKey: false,
      adjustDraft: false,
    });
  }

  async search(query: string, page = 1): Promise<void> {
    const users = await this.api.get<AdminUserListAnswer>('/admin/users', {
      query: { q: query.trim(), page, pageSize: 20 },
    });
    runInAction(() => {
      this.query = query;
      this.users = users;
    });
  }

  async openUser(userId: string): Promise<void> {
    const profile = await this.api.get<AdminUserProfileAnswer>(`/admin/users/${userId}`);
    runInAction(() => {
      this.selected = profile;
    });
  }

  closeUser(): void {
    this.selected = null;
  }

  async adjust(userId: string, draft: AdjustDraft): Promise<AdminAdjustAnswer> {
    const fingerprint = JSON.stringify([userId, draft]);
    if (this.adjustKey === null || this.adjustDraft !== fingerprint) {
      this.adjustKey = newIdempotencyKey();
      this.adjustDraft = fingerprint;
    }
    const answer = await this.api.post<AdminAdjustAnswer>(`/admin/users/${userId}/adjust`, draft, {
      idempotencyKey: this.adjustKey,
    });
    this.adjustKey = null;
    await this.openUser(userId);
    return answer;
  }

  async ban(userId: string, reason: string): Promise<BanAnswer> {
    const answer = await this.api.post<BanAnswer>(`/admin/users/${userId}/ban`, { reason });
    await this.openUser(userId);
    return answer;
  }

  async unban(userId: string): Promise<BanAnswer> {
    const answer = await this.api.post<BanAnswer>(`/admin/users/${userId}/unban`, {});
    await this.openUser(userId);
    return answer;
  }

  /** Grants or revokes MODERATOR (the API never changes an ADMIN and never grants ADMIN), then reloads the user. */
  async setRole(
    userId: string,
    role: RoleChangeBody['role'],
    reason: string,
  ): Promise<{ userId: string; role: string }> {
    const trimmed = reason.trim();
    const answer = await this.api.put<{ userId: string; role: string }>(`/admin/users/${userId}/role`, {
      role,
      ...(trimmed ? { reason: trimmed } : {}),
    });
    await this.openUser(userId);
    return answer;
  }

  async loadWithdrawals(): Promise<void> {
    const { items } = await this.api.get<AdminWithdrawalListAnswer>('/admin/withdrawals');
    runInAction(() => {
      this.withdrawals = items;
    });
  }

  async decideWithdrawal(
    orderId: string,
    verdict: 'approve' | 'reject',
    reason?: string,
  ): Promise<TransferOrderAnswer> {
    const order = await this.api.post<TransferOrderAnswer>(
      `/admin/withdrawals/${orderId}/${verdict}`,
      reason ? { reason } : {},
    );
    runInAction(() => {
      this.withdrawals = this.withdrawals.filter((row) => row.id !== orderId);
    });
    return order;
  }

  async loadLive(): Promise<void> {
    const live = await this.api.get<AdminLiveAnswer>('/admin/live');
    runInAction(() => {
      this.live = live;
    });
  }

  async loadMaintenance(): Promise<void> {
    const { items } = await this.api.get<{ items: MaintenanceWindowAnswer[] }>('/admin/maintenance');
    runInAction(() => {
      this.maintenance = items;
    });
  }

  async openMaintenance(type: MaintenanceType, startedAt: number | undefined, finishedAt: number): Promise<void> {
    await this.api.post<MaintenanceWindowAnswer>(
      '/admin/maintenance',
      startedAt === undefined ? { type, finishedAt } : { type, startedAt, finishedAt },
    );
    await this.loadMaintenance();
  }

  async endMaintenance(id: string): Promise<void> {
    await this.api.post<MaintenanceWindowAnswer>(`/admin/maintenance/${id}/end`, {});
    await this.loadMaintenance();
  }

  async loadAudit(page = 1): Promise<void> {
    const audit = await this.api.get<AdminAuditAnswer>('/admin/audit', { query: { page, pageSize: 50 } });
    runInAction(() => {
      this.audit = audit;
      this.auditPage = page;
    });
  }
}

/** Whole dollars and cents typed by an operator (`12.5`, `-3`, `0.07`) → signed cents; null when not an amount. */
export function parseSignedCents(text: string): number | null {
  const match = /^\s*([+-]?)(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (cents === 0) return null;
  return match[1] === '-' ? -cents : cents;
}
