import type { MigrationObject } from '@mikro-orm/core';

/**
 * Every migration in the order a fresh database runs them: the platform's in their list order, and each game
 * migration just before the first platform migration (in that order) whose name sorts after its own; game
 * migrations that land at the same point run by name. A name starts with the time its migration was written, so a
 * game migration newer than every platform one runs after all of them, and appending a migration of either kind
 * moves none that landed before it. A database that exists skips the migrations it has run (by name): only a fresh
 * one depends on this order.
 */
export function migrationOrder(
  platform: readonly MigrationObject[],
  games: readonly MigrationObject[],
): MigrationObject[] {
  const seen = new Set<string>();
  for (const { name } of [...platform, ...games]) {
    if (seen.has(name)) throw new Error(`migration ${name} is listed twice`);
    seen.add(name);
  }
  const waiting = [...games].sort((a, b) => (a.name < b.name ? -1 : 1));
  const ordered: MigrationObject[] = [];
  for (const migration of platform) {
    while (waiting[0] && waiting[0].name < migration.name) ordered.push(...waiting.splice(0, 1));
    ordered.push(migration);
  }
  return [...ordered, ...waiting];
}
