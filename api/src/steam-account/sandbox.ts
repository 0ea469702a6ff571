import { SteamAccountFacts, STEAM_ACCOUNT_RULES, type SandboxSteamAccountBody } from '@arena/schemas';
import type { Orm } from '../db/database';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryOne } from '../db/sql';
import type { SteamAccountProvider, SteamAccountSubject } from './provider';

interface SandboxRow {
  steam_level: number;
  game_hours: number;
  in_community_group: boolean;
  follows_channel: boolean;
  banned: boolean;
  nickname: string | null;
  avatar_url: string | null;
}

/**
 * Local stand-in for Steam, like the payment sandbox: facts nobody has set are the published defaults and the
 * player's own name and avatar; tests and the dev route store other facts per user.
 */
export class SandboxSteamAccounts implements SteamAccountProvider {
  readonly kind = 'sandbox' as const;

  constructor(private readonly orm: Orm) {}

  async facts(subject: SteamAccountSubject): Promise<SteamAccountFacts> {
    const em = this.orm.em.fork() as SqlEntityManager;
    const row = await queryOne<SandboxRow>(em, `select * from sandbox_steam_accounts where user_id = ?`, [
      subject.userId,
    ]);
    const defaults = STEAM_ACCOUNT_RULES.sandboxDefaults;
    return {
      steamLevel: row ? Number(row.steam_level) : defaults.steamLevel,
      gameHours: row ? Number(row.game_hours) : defaults.gameHours,
      inCommunityGroup: row ? row.in_community_group : defaults.inCommunityGroup,
      followsChannel: row ? row.follows_channel : defaults.followsChannel,
      banned: row ? row.banned : defaults.banned,
      nickname: row?.nickname ?? subject.name,
      avatarUrl: row?.avatar_url ?? subject.avatar ?? '',
    };
  }

  /** Stores facts for one user (the rest keep their current value). */
  async set(subject: SteamAccountSubject, change: SandboxSteamAccountBody): Promise<SteamAccountFacts> {
    const next = SteamAccountFacts.parse({ ...(await this.facts(subject)), ...change });
    const em = this.orm.em.fork() as SqlEntityManager;
    await em.execute(
      `insert into sandbox_steam_accounts (user_id, steam_level, game_hours, in_community_group, follows_channel, banned, nickname, avatar_url)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set steam_level = excluded.steam_level, game_hours = excluded.game_hours,
         in_community_group = excluded.in_community_group, follows_channel = excluded.follows_channel, banned = excluded.banned,
         nickname = excluded.nickname, avatar_url = excluded.avatar_url, updated_at = now()`,
      [
        subject.userId,
        next.steamLevel,
        next.gameHours,
        next.inCommunityGroup,
        next.followsChannel,
        next.banned,
        next.nickname,
        next.avatarUrl,
      ],
      'run',
    );
    return next;
  }
}
