import { randomBytes } from 'node:crypto';
import { LobbyRoom } from '@colyseus/core';
import { POTATO_GAME, recoverPotato } from '@arena/api';
import { POTATO_LOBBY_ROOM_NAME, POTATO_ROOM_NAME, potatoTableId } from '@arena/schemas';
import type { GameModule } from '../../game-module';
import { potatoRoomClass } from './potato-room';
import { type PotatoSettings, potatoSettings } from './settings';

/**
 * The potato game for the game server: one room per fixed table (one per buy-in), opened at boot after
 * recovery and listed live through Colyseus's LobbyRoom. Money rules, in one place:
 * - A seat's buy-in is a ledger bet of the player's real balance (the per-user bet limit applies), held from
 *   the moment the seat is taken; leaving before the start refunds it.
 * - The end settles every seat's bet in one commit: the winner's with floor(pot × 95%), the others' with 0.
 * - A game cut short (SIGTERM or a dead process) is finished from its committed seeds: stored stages stand, the
 *   stage in play and the rest are played with automatic passes. A game that never started is refunded.
 */
export function createPotatoModule(overrides: Partial<PotatoSettings> = {}): GameModule {
  const settings = potatoSettings(overrides);
  const bootKey = randomBytes(16).toString('hex');
  return {
    game: POTATO_GAME,
    rooms: [
      { name: POTATO_ROOM_NAME, room: potatoRoomClass(settings, bootKey), realtimeListing: true },
      { name: POTATO_LOBBY_ROOM_NAME, room: LobbyRoom },
    ],
    async recover(services) {
      const report = await recoverPotato(services);
      if (report.finished.length + report.voided.length + report.refundedBetIds.length > 0 || report.cancelled.length > 0) {
        console.log(
          `potato recovery: cancelled ${report.cancelled.length}, finished from seeds ${report.finished.length}, voided ${report.voided.length}, refunded ${report.refundedBetIds.length} stray bets`,
        );
      }
    },
    createAtBoot: settings.buyInsCents.map((buyIn) => ({ name: POTATO_ROOM_NAME, options: { bootKey, tableId: potatoTableId(buyIn) } })),
  };
}
