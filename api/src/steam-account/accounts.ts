import type { SqlEntityManager } from '@mikro-orm/sql';
import { AppError, type SteamAccountFacts } from '@arena/schemas';
import { queryOne } from '../db/sql';
import type { AppServices } from '../http/services';
import type { SteamAccountProvider, SteamAccountSubject } from './provider';
import { SandboxSteamAccounts } from './sandbox';
import { SteamWebApiAccounts } from './steam-web-api';

const providers = new WeakMap<AppServices, SteamAccountProvider>();

/** This process's provider: the Steam Web API when STEAM_WEB_API_KEY is set, else the sandbox. */
export function steamAccountsOf(services: AppServices): SteamAccountProvider {
  let provider = providers.get(services);
  if (!provider) {
    const { steamWebApiKey, steamWebApiUrl, steamGroupId } = services.config;
    provider = steamWebApiKey
      ? new SteamWebApiAccounts({ key: steamWebApiKey, baseUrl: steamWebApiUrl, groupId: steamGroupId })
      : new SandboxSteamAccounts(services.orm);
    providers.set(services, provider);
  }
  return provider;
}

/** Puts a provider in place (tests of the Steam adapter, or of conditions against a stand-in). */
export function useSteamAccounts(services: AppServices, provider: SteamAccountProvider): void {
  providers.set(services, provider);
}

export async function steamSubjectOf(em: SqlEntityManager, userId: string): Promise<SteamAccountSubject> {
  const row = await queryOne<{ auth_subject: string; name: string; avatar: string | null }>(
    em,
    `select auth_subject, name, avatar from users where id = ?`,
    [userId],
  );
  if (!row) throw new AppError('USER.NOT_FOUND');
  const steamId = row.auth_subject.startsWith('steam:') ? row.auth_subject.slice('steam:'.length) : null;
  return { userId, steamId, name: row.name, avatar: row.avatar };
}

/** The facts every bonus condition reads about a player's game-platform account. */
export async function steamAccountFacts(services: AppServices, userId: string): Promise<SteamAccountFacts> {
  const subject = await steamSubjectOf(services.orm.em.fork() as SqlEntityManager, userId);
  return steamAccountsOf(services).facts(subject);
}
