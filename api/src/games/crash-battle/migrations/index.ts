import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261127000000CrashBattle } from './Migration20261127000000CrashBattle';

/** This game's own tables; `GAME_MIGRATIONS` (games/registry.ts) hands them to the migrator. Never edit a landed one. */
export const CRASH_BATTLE_MIGRATIONS: readonly MigrationObject[] = [
  { name: 'Migration20261127000000CrashBattle', class: Migration20261127000000CrashBattle },
];
