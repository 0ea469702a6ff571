import { Migration } from '@mikro-orm/migrations';

/** The chat's moderation trail records unmutes too (the console can end a mute early). */
export class Migration20261228000000Unmute extends Migration {
  override name = 'Migration20261228000000Unmute';

  override up(): void {
    this.addSql(`alter table moderation_actions drop constraint moderation_actions_action_check`);
    this.addSql(
      `alter table moderation_actions add constraint moderation_actions_action_check check (action in ('MUTE', 'DELETE', 'GRANT_ROLE', 'REVOKE_ROLE', 'UNMUTE'))`,
    );
  }
}
