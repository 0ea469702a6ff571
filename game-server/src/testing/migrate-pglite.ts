/**
 * Creates a migrated PGlite cluster in the folder given as the first argument, for the browser suite: its global
 * setup runs this once and every platform it boots starts from a copy (no initdb and migrations per test file).
 *
 *   node --import tsx game-server/src/testing/migrate-pglite.ts /tmp/template
 */
import { openDatabase } from '@arena/api';

const folder = process.argv[2];
if (!folder) throw new Error('usage: migrate-pglite.ts <folder>');
const orm = await openDatabase({ pgliteDataDir: folder });
await orm.close();
