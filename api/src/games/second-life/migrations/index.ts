import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261208000000SecondLife } from './Migration20261208000000SecondLife';

/** This game's own tables; `GAME_MIGRATIONS` (games/registry.ts) hands them to the migrator. Never edit a landed one. */
export const SECOND_LIFE_MIGRATIONS: readonly MigrationObject[] = [
  { name: 'Migration20261208000000SecondLife', class: Migration20261208000000SecondLife },
];
