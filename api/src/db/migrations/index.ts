import { Migration20261122000000Foundation } from './Migration20261122000000Foundation';

/** Every migration in order. A new migration is a new file here, never an edit of a landed one. */
export const MIGRATIONS = [
  { name: 'Migration20261122000000Foundation', class: Migration20261122000000Foundation },
];
