import { randomBytes } from 'node:crypto';
import { LobbyRoom } from '@colyseus/core';
import { POTATO_GAME, type PotatoRecoveryReport, recoverPotato, recoverPotatoTables } from '@arena/api';
import { POTATO_LOBBY_ROOM_NAME, POTATO_ROOM_NAME, potatoTableId } from '@arena/schemas';
import type { GameModule } from '../../game-module';
import { potatoRoomClass } from './potato-room';
import { type PotatoSettings, potatoSettings } from './settings';
import { potatoTableKey } from './table-key';

/**
 * The potato game for the game server: one room per fixed table (one per buy-in), listed live through Colyseus's
 * LobbyRoom. One process alone opens them at boot after recovery. Several processes (REDIS_URL): each table is a
 * per-match room, opened on the least-loaded live process by whichever process finds it missing (scale/), and
 * when its process dies one survivor ends exactly that table's unfinished game before the table opens again.
 * Money rules, in one place:
 * - A seat's buy-in is a ledger bet of the player's real balance (the per-user bet limit applies), held from
 *   the moment the seat is taken; leaving before the start refunds it.
 * - The end settles every seat's bet in one commit: the winner's with floor(pot × 95%), the others' with 0.
 * - A game cut short (SIGTERM or a dead process) is finished from its committed seeds: stored stages stand, the
 *   stage in play and the rest are played with automatic passes. A game that never started is refunded.
 */
export function createPotatoModule(overrides: Partial<PotatoSettings> = {}): GameModule<'potato'> {
  const settings = potatoSettings(overrides);
  const bootKey = randomBytes(16).toString('hex');
  return {
    game: POTATO_GAME,
    rooms: [
      { name: POTATO_ROOM_NAME, room: potatoRoomClass(settings, bootKey), realtimeListing: true },
      { name: POTATO_LOBBY_ROOM_NAME, room: LobbyRoom },
    ],
    async recover(services) {
      logRecovery(await recoverPotato(services));
    },
    matchRooms: {
      roomName: POTATO_ROOM_NAME,
      async recover(services, tableIds) {
        logRecovery(await recoverPotatoTables(services, tableIds));
      },
      standing: (services) =>
        settings.buyInsCents.map((buyIn) => ({
          roomId: potatoTableId(buyIn),
          options: { tableKey: potatoTableKey(services), tableId: potatoTableId(buyIn) },
        })),
    },
    createAtBoot: settings.buyInsCents.map((buyIn) => ({
      name: POTATO_ROOM_NAME,
      options: { bootKey, tableId: potatoTableId(buyIn) },
    })),
  };
}

function logRecovery(report: PotatoRecoveryReport): void {
  if (report.finished.length + report.voided.length + report.refundedBetIds.length > 0 || report.cancelled.length > 0) {
    console.log(
      `potato recovery: cancelled ${report.cancelled.length}, finished from seeds ${report.finished.length}, voided ${report.voided.length}, refunded ${report.refundedBetIds.length} stray bets`,
    );
  }
}
