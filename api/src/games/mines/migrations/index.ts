import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261206000000Mines } from './Migration20261206000000Mines';

/** This game's own tables; `GAME_MIGRATIONS` (games/registry.ts) hands them to the migrator. Never edit a landed one. */
export const MINES_MIGRATIONS: readonly MigrationObject[] = [
  { name: 'Migration20261206000000Mines', class: Migration20261206000000Mines },
];
