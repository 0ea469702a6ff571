import { CLAN_RULES } from '@arena/schemas';

/** What the clan war room runs by. Defaults from schemas/src/rules/clans.ts; CLAN_WAR_POLL_MS overrides the poll. */
export interface ClanWarSettings {
  /** How often the room reads the map from the database (captures are made over REST, in any API process). */
  pollMs: number;
  patchRateMs: number;
}

export function clanWarSettings(
  overrides: Partial<ClanWarSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
): ClanWarSettings {
  const fromEnv: Partial<ClanWarSettings> = {};
  const raw = env.CLAN_WAR_POLL_MS;
  if (raw !== undefined && raw !== '') {
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 50)
      throw new Error(`CLAN_WAR_POLL_MS must be an integer of at least 50, got ${raw}`);
    fromEnv.pollMs = value;
  }
  return { pollMs: CLAN_RULES.roomPollMs, patchRateMs: 100, ...fromEnv, ...overrides };
}
