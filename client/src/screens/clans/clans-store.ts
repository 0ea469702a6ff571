import { makeAutoObservable, runInAction } from 'mobx';
import {
  CLAN_IDS,
  type ClanCaptureAnswer,
  type ClanChoiceView,
  type ClansAnswer,
  type ClanStanding,
  type ClanWarAreaView,
  type ClanWarState,
  areaActionFor,
  findArea,
  rankClans,
  rewardPoolOfRank,
  validPointsAmount,
} from '@arena/schemas';
import { ApiError, clientError } from '../../transport/api-error';
import type { ClanWarConnection, ConnectClanWar } from './clan-war-connection';

export interface ClansStoreDeps {
  api: {
    get<T>(path: string): Promise<T>;
    post<T>(path: string, body?: unknown): Promise<T>;
  };
  signedIn(): boolean;
  connectMap: ConnectClanWar;
  /** Waits `ms` (tests hand in an instant one). */
  wait(ms: number): Promise<void>;
}

/** Start -> thinking -> assigned: what the choice panel shows. */
export type ChoiceStep = 'idle' | 'starting' | 'thinking' | 'assigned';

export interface LastCapture {
  seq: number;
  action: string;
  areaId: string;
  clanId: string;
  fromClanId: string;
  name: string;
  points: number;
}

const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError('GLOBAL.INTERNAL_ERROR', [], 0);

/** Assign calls a thinking choice may take before the store gives up (the server thinks for a few seconds). */
const MAX_ASSIGN_TRIES = 5;

/**
 * /clans: the season overview over REST (clans, map, my clan and points), the live map from the `clan_war` room
 * (areas and clan scores replace the REST ones as patches arrive), the three-step clan choice and captures.
 * Every rule is decided by the server; the store mirrors the point checks only to explain a refusal early.
 */
export class ClansStore {
  overview: ClansAnswer | null = null;
  loadError: ApiError | null = null;
  step: ChoiceStep = 'idle';
  choice: ClanChoiceView | null = null;
  choiceError: ApiError | null = null;
  selectedAreaId: string | null = null;
  captureError: ApiError | null = null;
  captured: ClanCaptureAnswer | null = null;
  busy = false;
  liveAreas: ClanWarAreaView[] | null = null;
  liveScores: Record<string, { areas: number; points: number; members: number }> | null = null;
  lastCapture: LastCapture | null = null;
  /** The live room is connected and has sent its map. */
  live = false;
  private connection: ClanWarConnection | null = null;
  private closed = false;

  constructor(private readonly deps: ClansStoreDeps) {
    makeAutoObservable<this, 'deps' | 'connection'>(this, { deps: false, connection: false });
  }

  async load(): Promise<void> {
    try {
      const overview = await this.deps.api.get<ClansAnswer>('/clans');
      runInAction(() => {
        this.overview = overview;
        this.loadError = null;
        // A fresh answer is newer than the room's last patch (which can lag a poll behind my own action).
        this.liveAreas = null;
        this.liveScores = null;
        const choice = overview.me?.choice ?? null;
        if (this.step === 'idle' || this.step === 'assigned') this.choice = overview.me?.clanId ? choice : null;
        if (this.step === 'assigned' && !overview.me?.clanId) this.step = 'idle';
      });
      // A reload while the server was thinking picks the choice up where it was.
      if (overview.me?.choice?.status === 'THINKING' && this.step === 'idle') await this.think(overview.me.choice);
    } catch (error) {
      runInAction(() => (this.loadError = asApiError(error)));
    }
  }

  get myClanId(): string | null {
    return this.overview?.me?.clanId ?? null;
  }

  /** The map: live from the room once it has spoken, else the REST snapshot. */
  get areas(): ClanWarAreaView[] {
    return this.liveAreas ?? this.overview?.areas ?? [];
  }

  /** The ranking with the live scores folded in (same rule as the server: areas, then points). */
  get standings(): ClanStanding[] {
    const base = this.overview?.clans ?? [];
    const live = this.liveScores;
    if (!live) return base;
    const merged = base.map((clan) => ({ ...clan, ...(live[clan.id] ?? {}) }));
    return rankClans(merged).map((clan) => ({ ...clan, poolCents: rewardPoolOfRank(clan.rank) }));
  }

  get selectedArea(): ClanWarAreaView | null {
    return this.areas.find((a) => a.id === this.selectedAreaId) ?? null;
  }

  /** What spending on the selected area would do for my clan and the least it takes (null outside a clan). */
  get selectedAction(): { action: 'CAPTURE' | 'REINFORCE'; minimum: number } | null {
    const area = this.selectedArea;
    const clanId = this.myClanId;
    const rules = area && findArea(area.id);
    if (!area || !clanId || !rules) return null;
    return areaActionFor(rules, { clanId: area.clanId, defence: area.defence }, clanId);
  }

  select(areaId: string | null): void {
    this.selectedAreaId = areaId;
    this.captureError = null;
    this.captured = null;
  }

  /** Step 1: start. Answers false for a visitor (the screen sends them to sign in). */
  async choose(): Promise<boolean> {
    if (!this.deps.signedIn()) return false;
    if (this.step === 'starting' || this.step === 'thinking') return true;
    this.step = 'starting';
    this.choiceError = null;
    try {
      const started = await this.deps.api.post<ClanChoiceView>('/clans/choice/start');
      await this.think(started);
    } catch (error) {
      runInAction(() => {
        this.choiceError = asApiError(error);
        this.step = 'idle';
      });
    }
    return true;
  }

  /** Steps 2-3: waits out the server's thinking, then asks for the assignment. */
  private async think(choice: ClanChoiceView): Promise<void> {
    runInAction(() => {
      this.choice = choice;
      this.step = 'thinking';
    });
    let current = choice;
    try {
      for (let tries = 0; current.status === 'THINKING' && tries < MAX_ASSIGN_TRIES; tries++) {
        await this.deps.wait(Math.max(0, current.revealAt - current.serverNow) + 100);
        current = await this.deps.api.post<ClanChoiceView>('/clans/choice/assign');
      }
      runInAction(() => {
        this.choice = current;
        this.step = current.status === 'ASSIGNED' ? 'assigned' : 'idle';
      });
    } catch (error) {
      runInAction(() => {
        this.choiceError = asApiError(error);
        this.step = 'idle';
      });
    }
    if (this.step === 'assigned') await this.load();
  }

  async reset(): Promise<void> {
    this.busy = true;
    this.choiceError = null;
    try {
      await this.deps.api.post('/clans/choice/reset');
      runInAction(() => {
        this.step = 'idle';
        this.choice = null;
      });
      await this.load();
    } catch (error) {
      runInAction(() => (this.choiceError = asApiError(error)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Spends points on the selected area. The server decides; the same checks here only refuse early. */
  async capture(points: number): Promise<void> {
    const area = this.selectedArea;
    const action = this.selectedAction;
    if (!area) return;
    this.captureError = null;
    this.captured = null;
    if (!validPointsAmount(points)) return void (this.captureError = clientError('CLANWAR.BAD_POINTS'));
    if (action && points < action.minimum)
      return void (this.captureError = clientError('CLANWAR.BAD_POINTS', [action.minimum]));
    this.busy = true;
    try {
      const answer = await this.deps.api.post<ClanCaptureAnswer>('/clans/war/capture', { areaId: area.id, points });
      runInAction(() => (this.captured = answer));
      await this.load();
    } catch (error) {
      runInAction(() => (this.captureError = asApiError(error)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async connect(): Promise<void> {
    this.closed = false;
    try {
      const connection = await this.deps.connectMap();
      if (this.closed) return void connection.leave();
      this.connection = connection;
      this.readRoom(connection.state);
      connection.onStateChange(() => this.readRoom(connection.state));
    } catch {
      // Without the game server the map still shows the REST snapshot; it just does not move by itself.
    }
  }

  disconnect(): void {
    this.closed = true;
    this.live = false;
    void this.connection?.leave().catch(() => undefined);
    this.connection = null;
  }

  private readRoom(state: ClanWarState): void {
    if (!state.areas || state.areas.size === 0) return;
    const rest = new Map((this.overview?.areas ?? []).map((a) => [a.id, a]));
    runInAction(() => {
      this.live = true;
      this.liveAreas = [...state.areas.values()].map((a) => ({
        id: a.id,
        clanId: a.clanId || null,
        defence: a.defence,
        captureCost: rest.get(a.id)?.captureCost ?? findArea(a.id)?.captureCost ?? 0,
        capturedAt: a.capturedAt || null,
        capturedBy: a.capturedBy || null,
      }));
      this.liveScores = Object.fromEntries(
        CLAN_IDS.flatMap((id) => {
          const clan = state.clans.get(id);
          return clan ? [[id, { areas: clan.areas, points: clan.points, members: clan.members }]] : [];
        }),
      );
      this.lastCapture = state.lastSeq
        ? {
            seq: state.lastSeq,
            action: state.lastAction,
            areaId: state.lastAreaId,
            clanId: state.lastClanId,
            fromClanId: state.lastFromClanId,
            name: state.lastName,
            points: state.lastPoints,
          }
        : null;
    });
  }
}
