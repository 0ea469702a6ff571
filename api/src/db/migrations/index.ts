import { Migration20261122000000Foundation } from './Migration20261122000000Foundation';
import { Migration20261124000000Maintenance } from './Migration20261124000000Maintenance';
import { Migration20261125000000Commerce } from './Migration20261125000000Commerce';
import { Migration20261122020000Crash } from './Migration20261122020000Crash';
import { Migration20261126000000TradeLink } from './Migration20261126000000TradeLink';
import { Migration20261127000000CrashBattle } from './Migration20261127000000CrashBattle';
import { Migration20261128000000Chat } from './Migration20261128000000Chat';
import { Migration20261129000000Jackpot } from './Migration20261129000000Jackpot';

/** Every migration in order. A new migration is a new file here, never an edit of a landed one. */
export const MIGRATIONS = [
  { name: 'Migration20261122000000Foundation', class: Migration20261122000000Foundation },
  { name: 'Migration20261124000000Maintenance', class: Migration20261124000000Maintenance },
  { name: 'Migration20261125000000Commerce', class: Migration20261125000000Commerce },
  { name: 'Migration20261122020000Crash', class: Migration20261122020000Crash },
  { name: 'Migration20261126000000TradeLink', class: Migration20261126000000TradeLink },
  { name: 'Migration20261127000000CrashBattle', class: Migration20261127000000CrashBattle },
  { name: 'Migration20261128000000Chat', class: Migration20261128000000Chat },
  { name: 'Migration20261129000000Jackpot', class: Migration20261129000000Jackpot },
];
