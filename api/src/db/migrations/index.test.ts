import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { MigrationObject } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../database';
import { GAME_MIGRATIONS } from '../../games/registry';
import { PLATFORM_MIGRATIONS } from '.';

/**
 * Every landed migration in the order a fresh database ran them when they were all listed here in one list: frozen
 * history, never edited (a database's tables were built in this order). New migrations come after these.
 */
const LANDED = [
  'Migration20261122000000Foundation',
  'Migration20261124000000Maintenance',
  'Migration20261125000000Commerce',
  'Migration20261122020000Crash',
  'Migration20261126000000TradeLink',
  'Migration20261127000000CrashBattle',
  'Migration20261128000000Chat',
  'Migration20261129000000Jackpot',
  'Migration20261130000000Bingo',
  'Migration20261201000000FairSeeds',
  'Migration20261203000000Lava',
  'Migration20261204000000Upgrade',
  'Migration20261205000000Roll',
  'Migration20261206000000Mines',
  'Migration20261207000000Potato',
  'Migration20261208000000SecondLife',
  'Migration20261210000000Cases',
  'Migration20261211000000Battlepass',
  'Migration20261212000000SteamAccounts',
  'Migration20261213000000Minigame',
  'Migration20261217000000Giveaways',
  'Migration20261218000000Promocodes',
  'Migration20261216000000Leaderboard',
  'Migration20261215000000Clans',
  'Migration20261219000000Bonus',
  'Migration20261220000000Referral',
  'Migration20261221000000Cashback',
  'Migration20261222000000Streams',
  'Migration20261214000000Treasures',
  'Migration20261223000000ChainRollover',
  'Migration20261224000000Responsible',
  'Migration20261225000000Sessions',
  'Migration20261226000000Admin',
  'Migration20261227000000Support',
  'Migration20261228000000Unmute',
  'Migration20261229000000NameSkeleton',
  'Migration20261230000000LedgerShards',
  'Migration20261231000000JackpotEntrySeq',
  'Migration20270101000000BonusWager',
  'Migration20270103000000ResponsibleBingo',
  'Migration20270107000000MoneyReview',
  'Migration20270201000000LedgerSetChecks',
];

const API_SRC = path.resolve(import.meta.dirname, '../..');

/** The migration files in a folder, by name (without `.ts`). */
function migrationFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => /^Migration\d{14}\w+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

const sorted = (migrations: readonly MigrationObject[]) => migrations.map((migration) => migration.name).sort();

describe('MIGRATIONS', () => {
  it('runs every landed migration in the order a fresh database always ran them, new ones after', () => {
    expect(MIGRATIONS.map((migration) => migration.name).slice(0, LANDED.length)).toEqual(LANDED);
  });

  it('lists each migration under the name its class and its file carry (databases record the name)', () => {
    for (const migration of MIGRATIONS) {
      const instance = new migration.class(undefined as never, undefined as never) as unknown as { name?: string };
      expect([migration.class.name, instance.name]).toEqual([migration.name, migration.name]);
    }
  });

  it('lists every migration file once: the platform folder in the platform list, a game folder in the games list', () => {
    const gamesFolder = path.join(API_SRC, 'games');
    const gameFiles = readdirSync(gamesFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const folder = path.join(gamesFolder, entry.name, 'migrations');
        return readdirSync(path.join(gamesFolder, entry.name)).includes('migrations') ? migrationFiles(folder) : [];
      })
      .sort();
    expect(sorted(PLATFORM_MIGRATIONS)).toEqual(migrationFiles(import.meta.dirname));
    expect(sorted(GAME_MIGRATIONS)).toEqual(gameFiles);
    expect(sorted(MIGRATIONS)).toEqual([...migrationFiles(import.meta.dirname), ...gameFiles].sort());
  });
});
