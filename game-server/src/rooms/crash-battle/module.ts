import { LobbyRoom } from '@colyseus/core';
import {
  CRASH_BATTLE_GAME,
  type CrashBattleRecoveryReport,
  recoverCrashBattleRooms,
  recoverCrashBattles,
} from '@arena/api';
import { CRASH_BATTLE_LOBBY_ROOM_NAME, CRASH_BATTLE_ROOM_NAME } from '@arena/schemas';
import type { GameModule } from '../../game-module';
import { crashBattleRoomClass } from './crash-battle-room';
import { type CrashBattleSettings, crashBattleSettings } from './settings';

/**
 * Crash battle for the game server: one room per battle (listed live through Colyseus's LobbyRoom) and boot
 * recovery. Money rules, in one place:
 * - A seat's buy-in is a ledger bet of the player's real balance, debited when the seat is taken, refunded
 *   when the player leaves before the start or the battle is called off (nobody completed it, server stop).
 * - The winner's bet is settled with the whole pool (every seat's buy-in; bots' seats are staked by the
 *   house); the others' with 0. A bot's win leaves the pool with the house. A draw settles every player's bet
 *   with their buy-in and buys catalog skins with it in the same commit (the remainder stays on the balance).
 * - A running battle cut short (SIGTERM or a dead process) is finished from its committed seeds: rounds
 *   already recorded stand, the rest are played by auto-play (bots at their seeded targets).
 */
export function createCrashBattleModule(overrides: Partial<CrashBattleSettings> = {}): GameModule<'crashbattle'> {
  const settings = crashBattleSettings(overrides);
  return {
    game: CRASH_BATTLE_GAME,
    rooms: [
      { name: CRASH_BATTLE_ROOM_NAME, room: crashBattleRoomClass(settings), realtimeListing: true },
      { name: CRASH_BATTLE_LOBBY_ROOM_NAME, room: LobbyRoom },
    ],
    async recover(services) {
      logRecovery(await recoverCrashBattles(services));
    },
    matchRooms: {
      roomName: CRASH_BATTLE_ROOM_NAME,
      async recover(services, battleIds) {
        logRecovery(await recoverCrashBattleRooms(services, battleIds));
      },
    },
  };
}

function logRecovery(report: CrashBattleRecoveryReport): void {
  const ended = report.cancelled.length + report.finished.length + report.voided.length;
  if (ended > 0 || report.refundedBetIds.length > 0) {
    console.log(
      `crash battle recovery: cancelled ${report.cancelled.length}, finished from seeds ${report.finished.length}, voided ${report.voided.length}, refunded ${report.refundedBetIds.length} stray bets`,
    );
  }
}
