import { Room, type RoomException, type RoomMethodName } from '@colyseus/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { clanWarSnapshot, jobClock } from '@arena/api';
import {
  AppError,
  CLAN_WAR_ROOM_ID,
  ClanWarAreaState,
  ClanWarClanState,
  ClanWarState,
  clanSeasonAt,
} from '@arena/schemas';
import { roomServices } from '../../services';
import type { ClanWarSettings } from './settings';
import { logRoomException } from '../../refusal-logger';

type Snapshot = Awaited<ReturnType<typeof clanWarSnapshot>>;

/**
 * The live clan war map: one read-only room, opened at boot, that everyone on /clans joins (signed in or not).
 * Captures are REST calls settled by the API (possibly another process), so the room reads the season's areas,
 * clans and newest action from the database every `pollMs` and writes only what changed; Colyseus then sends the
 * difference to every watcher. A new season (by `jobClock`) shows a neutral map at the next poll.
 */
export abstract class ClanWarRoom extends Room<{ state: ClanWarState }> {
  protected abstract readonly settings: ClanWarSettings;
  protected abstract readonly bootKey: string;
  private polling = false;

  override async onCreate(options: { bootKey?: unknown } = {}): Promise<void> {
    if (options.bootKey !== this.bootKey) throw new AppError('GLOBAL.FORBIDDEN');
    this.roomId = CLAN_WAR_ROOM_ID;
    this.autoDispose = false;
    this.patchRate = this.settings.patchRateMs;
    this.maxMessagesPerSecond = 5;
    this.state = new ClanWarState({ openedAt: Date.now() });
    // Clients only watch: anything they send is ignored.
    this.onMessage('*', () => undefined);
    await this.poll();
    this.clock.setInterval(() => void this.poll(), this.settings.pollMs);
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const season = clanSeasonAt(jobClock.now());
      const snapshot = await clanWarSnapshot(roomServices().orm.em.fork() as SqlEntityManager, season.index);
      this.state.season = season.index;
      this.state.endsAt = season.endsAt;
      this.apply(snapshot);
    } catch (error) {
      // The map is a show: a failed read is retried at the next tick.
      console.error('clan war: map read failed', error);
    } finally {
      this.polling = false;
    }
  }

  private apply({ areas, clans, last }: Snapshot): void {
    for (const area of areas) {
      const view = this.state.areas.get(area.id) ?? new ClanWarAreaState({ id: area.id });
      if (!this.state.areas.has(area.id)) this.state.areas.set(area.id, view);
      view.clanId = area.clanId ?? '';
      view.defence = area.defence;
      view.capturedAt = area.capturedAt ?? 0;
      view.capturedBy = area.capturedBy ?? '';
    }
    for (const clan of clans) {
      const view = this.state.clans.get(clan.id) ?? new ClanWarClanState({ id: clan.id });
      if (!this.state.clans.has(clan.id)) this.state.clans.set(clan.id, view);
      view.areas = clan.areas;
      view.points = clan.points;
      view.members = clan.members;
    }
    const s = this.state;
    s.lastSeq = last?.seq ?? 0;
    s.lastAction = last?.action ?? '';
    s.lastAreaId = last?.areaId ?? '';
    s.lastClanId = last?.clanId ?? '';
    s.lastFromClanId = last?.fromClanId ?? '';
    s.lastName = last?.name ?? '';
    s.lastPoints = last?.points ?? 0;
    s.lastAt = last?.at ?? 0;
  }

  override onUncaughtException(error: RoomException, methodName: RoomMethodName): void {
    logRoomException('clan war', methodName, error.cause ?? error);
  }

  override onBeforeShutdown(): void {
    void this.disconnect();
  }
}

export function clanWarRoomClass(settings: ClanWarSettings, bootKey: string): new () => ClanWarRoom {
  return class ConfiguredClanWarRoom extends ClanWarRoom {
    protected readonly settings = settings;
    protected readonly bootKey = bootKey;
  };
}
