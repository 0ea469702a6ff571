import { Migration } from '@mikro-orm/migrations';

/**
 * Each user's name skeleton (`api/src/users/name-skeleton.ts`: what the name looks like, look-alike letters folded),
 * written at sign-in. Rows from before are filled in at their next sign-in; until then readers compute it from the
 * name.
 */
export class Migration20261229000000NameSkeleton extends Migration {
  override name = 'Migration20261229000000NameSkeleton';

  override up(): void {
    this.addSql(`alter table users add column name_skeleton text`);
    this.addSql(`create index users_name_skeleton_idx on users (name_skeleton)`);
  }
}
