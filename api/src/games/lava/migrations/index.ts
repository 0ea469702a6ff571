import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261203000000Lava } from './Migration20261203000000Lava';

/** This game's own tables; `GAME_MIGRATIONS` (games/registry.ts) hands them to the migrator. Never edit a landed one. */
export const LAVA_MIGRATIONS: readonly MigrationObject[] = [
  { name: 'Migration20261203000000Lava', class: Migration20261203000000Lava },
];
