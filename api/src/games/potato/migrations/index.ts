import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261207000000Potato } from './Migration20261207000000Potato';

/** This game's own tables; `GAME_MIGRATIONS` (games/registry.ts) hands them to the migrator. Never edit a landed one. */
export const POTATO_MIGRATIONS: readonly MigrationObject[] = [
  { name: 'Migration20261207000000Potato', class: Migration20261207000000Potato },
];
