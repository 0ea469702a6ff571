import { randomBytes } from 'node:crypto';
import { CLAN_WAR_ROOM_NAME } from '@arena/schemas';
import type { GameModule } from '../../game-module';
import { clanWarRoomClass } from './clan-war-room';
import { type ClanWarSettings, clanWarSettings } from './settings';

/**
 * The live clan war map. It places no bets and moves no money (captures spend points over REST; season rewards are
 * paid by the API's season-end job), so there is nothing to recover at boot.
 */
export function createClanWarModule(overrides: Partial<ClanWarSettings> = {}): GameModule<'clan_war'> {
  const settings = clanWarSettings(overrides);
  const bootKey = randomBytes(16).toString('hex');
  return {
    game: 'clan_war',
    rooms: [{ name: CLAN_WAR_ROOM_NAME, room: clanWarRoomClass(settings, bootKey) }],
    recover: async () => undefined,
    createAtBoot: [{ name: CLAN_WAR_ROOM_NAME, options: { bootKey } }],
  };
}
