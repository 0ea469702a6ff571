import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261210000000Cases } from './Migration20261210000000Cases';

/** This game's own tables; `GAME_MIGRATIONS` (games/registry.ts) hands them to the migrator. Never edit a landed one. */
export const CASES_MIGRATIONS: readonly MigrationObject[] = [
  { name: 'Migration20261210000000Cases', class: Migration20261210000000Cases },
];
