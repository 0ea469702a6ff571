import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261204000000Upgrade } from './Migration20261204000000Upgrade';

/** This game's own tables; `GAME_MIGRATIONS` (games/registry.ts) hands them to the migrator. Never edit a landed one. */
export const UPGRADE_MIGRATIONS: readonly MigrationObject[] = [
  { name: 'Migration20261204000000Upgrade', class: Migration20261204000000Upgrade },
];
