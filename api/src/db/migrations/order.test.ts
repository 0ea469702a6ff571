import type { MigrationObject } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { describe, expect, it } from 'vitest';
import { migrationOrder } from './order';

class Noop extends Migration {
  override up(): void {}
}
const list = (...names: string[]): MigrationObject[] => names.map((name) => ({ name, class: Noop }));
const names = (migrations: readonly MigrationObject[]) => migrations.map((migration) => migration.name);

describe('migrationOrder', () => {
  it('runs a game migration just before the first platform migration, in list order, named after it', () => {
    const platform = list('M01Base', 'M05Late', 'M02Early', 'M08Next');
    expect(names(migrationOrder(platform, list('M03Game', 'M06Other', 'M07Third')))).toEqual([
      'M01Base',
      'M03Game',
      'M05Late',
      'M02Early',
      'M06Other',
      'M07Third',
      'M08Next',
    ]);
  });

  it('runs game migrations that land at the same point by name, whatever order the games list them in', () => {
    expect(names(migrationOrder(list('M01Base', 'M09End'), list('M04B', 'M03A', 'M02C')))).toEqual([
      'M01Base',
      'M02C',
      'M03A',
      'M04B',
      'M09End',
    ]);
  });

  it('runs a game migration newer than every platform one last, and appending one moves none before it', () => {
    const platform = list('M01Base', 'M02Next');
    const before = names(migrationOrder(platform, list('M03Game')));
    expect(before).toEqual(['M01Base', 'M02Next', 'M03Game']);
    expect(names(migrationOrder([...platform, ...list('M04Platform')], list('M03Game', 'M05Game')))).toEqual([
      ...before,
      'M04Platform',
      'M05Game',
    ]);
  });

  it('refuses a name listed twice', () => {
    expect(() => migrationOrder(list('M01Base'), list('M01Base'))).toThrow('M01Base is listed twice');
    expect(() => migrationOrder(list('M01Base'), list('M02Game', 'M02Game'))).toThrow('M02Game is listed twice');
  });
});
