import { Migration20261122000000Foundation } from './Migration20261122000000Foundation';
import { Migration20261124000000Maintenance } from './Migration20261124000000Maintenance';

/** Every migration in order. A new migration is a new file here, never an edit of a landed one. */
export const MIGRATIONS = [
  { name: 'Migration20261122000000Foundation', class: Migration20261122000000Foundation },
  { name: 'Migration20261124000000Maintenance', class: Migration20261124000000Maintenance },
];
