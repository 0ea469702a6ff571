import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261129000000Jackpot } from './Migration20261129000000Jackpot';
import { Migration20261231000000JackpotEntrySeq } from './Migration20261231000000JackpotEntrySeq';

/** This game's own tables; `GAME_MIGRATIONS` (games/registry.ts) hands them to the migrator. Never edit a landed one. */
export const JACKPOT_MIGRATIONS: readonly MigrationObject[] = [
  { name: 'Migration20261129000000Jackpot', class: Migration20261129000000Jackpot },
  { name: 'Migration20261231000000JackpotEntrySeq', class: Migration20261231000000JackpotEntrySeq },
];
