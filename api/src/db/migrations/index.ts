import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000Foundation } from './Migration20261122000000Foundation';
import { Migration20261124000000Maintenance } from './Migration20261124000000Maintenance';
import { Migration20261125000000Commerce } from './Migration20261125000000Commerce';
import { Migration20261122020000Crash } from './Migration20261122020000Crash';
import { Migration20261126000000TradeLink } from './Migration20261126000000TradeLink';
import { Migration20261128000000Chat } from './Migration20261128000000Chat';
import { Migration20261130000000Bingo } from './Migration20261130000000Bingo';
import { Migration20261201000000FairSeeds } from './Migration20261201000000FairSeeds';
import { Migration20261205000000Roll } from './Migration20261205000000Roll';
import { Migration20261211000000Battlepass } from './Migration20261211000000Battlepass';
import { Migration20261212000000SteamAccounts } from './Migration20261212000000SteamAccounts';
import { Migration20261213000000Minigame } from './Migration20261213000000Minigame';
import { Migration20261217000000Giveaways } from './Migration20261217000000Giveaways';
import { Migration20261218000000Promocodes } from './Migration20261218000000Promocodes';
import { Migration20261216000000Leaderboard } from './Migration20261216000000Leaderboard';
import { Migration20261215000000Clans } from './Migration20261215000000Clans';
import { Migration20261219000000Bonus } from './Migration20261219000000Bonus';
import { Migration20261220000000Referral } from './Migration20261220000000Referral';
import { Migration20261221000000Cashback } from './Migration20261221000000Cashback';
import { Migration20261222000000Streams } from './Migration20261222000000Streams';
import { Migration20261223000000ChainRollover } from './Migration20261223000000ChainRollover';
import { Migration20261214000000Treasures } from './Migration20261214000000Treasures';
import { Migration20261224000000Responsible } from './Migration20261224000000Responsible';
import { Migration20261225000000Sessions } from './Migration20261225000000Sessions';
import { Migration20261226000000Admin } from './Migration20261226000000Admin';
import { Migration20261227000000Support } from './Migration20261227000000Support';
import { Migration20261228000000Unmute } from './Migration20261228000000Unmute';
import { Migration20261229000000NameSkeleton } from './Migration20261229000000NameSkeleton';
import { Migration20261230000000LedgerShards } from './Migration20261230000000LedgerShards';
import { Migration20270103000000ResponsibleBingo } from './Migration20270103000000ResponsibleBingo';
import { Migration20270101000000BonusWager } from './Migration20270101000000BonusWager';
import { Migration20270107000000MoneyReview } from './Migration20270107000000MoneyReview';
import { Migration20270201000000LedgerSetChecks } from './Migration20270201000000LedgerSetChecks';
import { Migration20270301000000LedgerCheckPlans } from './Migration20270301000000LedgerCheckPlans';

/**
 * The platform's migrations in the order a fresh database runs them (not the order of their names: some landed
 * late). A game's own tables are migrated from its folder (`GAME_MIGRATIONS`); `migrationOrder` places those among
 * these. A new migration is a new file, never an edit of a landed one.
 */
export const PLATFORM_MIGRATIONS: readonly MigrationObject[] = [
  { name: 'Migration20261122000000Foundation', class: Migration20261122000000Foundation },
  { name: 'Migration20261124000000Maintenance', class: Migration20261124000000Maintenance },
  { name: 'Migration20261125000000Commerce', class: Migration20261125000000Commerce },
  { name: 'Migration20261122020000Crash', class: Migration20261122020000Crash },
  { name: 'Migration20261126000000TradeLink', class: Migration20261126000000TradeLink },
  { name: 'Migration20261128000000Chat', class: Migration20261128000000Chat },
  { name: 'Migration20261130000000Bingo', class: Migration20261130000000Bingo },
  { name: 'Migration20261201000000FairSeeds', class: Migration20261201000000FairSeeds },
  { name: 'Migration20261205000000Roll', class: Migration20261205000000Roll },
  { name: 'Migration20261211000000Battlepass', class: Migration20261211000000Battlepass },
  { name: 'Migration20261212000000SteamAccounts', class: Migration20261212000000SteamAccounts },
  { name: 'Migration20261213000000Minigame', class: Migration20261213000000Minigame },
  { name: 'Migration20261217000000Giveaways', class: Migration20261217000000Giveaways },
  { name: 'Migration20261218000000Promocodes', class: Migration20261218000000Promocodes },
  { name: 'Migration20261216000000Leaderboard', class: Migration20261216000000Leaderboard },
  { name: 'Migration20261215000000Clans', class: Migration20261215000000Clans },
  { name: 'Migration20261219000000Bonus', class: Migration20261219000000Bonus },
  { name: 'Migration20261220000000Referral', class: Migration20261220000000Referral },
  { name: 'Migration20261221000000Cashback', class: Migration20261221000000Cashback },
  { name: 'Migration20261222000000Streams', class: Migration20261222000000Streams },
  { name: 'Migration20261214000000Treasures', class: Migration20261214000000Treasures },
  { name: 'Migration20261223000000ChainRollover', class: Migration20261223000000ChainRollover },
  { name: 'Migration20261224000000Responsible', class: Migration20261224000000Responsible },
  { name: 'Migration20261225000000Sessions', class: Migration20261225000000Sessions },
  { name: 'Migration20261226000000Admin', class: Migration20261226000000Admin },
  { name: 'Migration20261227000000Support', class: Migration20261227000000Support },
  { name: 'Migration20261228000000Unmute', class: Migration20261228000000Unmute },
  { name: 'Migration20261229000000NameSkeleton', class: Migration20261229000000NameSkeleton },
  { name: 'Migration20261230000000LedgerShards', class: Migration20261230000000LedgerShards },
  { name: 'Migration20270101000000BonusWager', class: Migration20270101000000BonusWager },
  { name: 'Migration20270103000000ResponsibleBingo', class: Migration20270103000000ResponsibleBingo },
  { name: 'Migration20270107000000MoneyReview', class: Migration20270107000000MoneyReview },
  { name: 'Migration20270201000000LedgerSetChecks', class: Migration20270201000000LedgerSetChecks },
  { name: 'Migration20270301000000LedgerCheckPlans', class: Migration20270301000000LedgerCheckPlans },
];
