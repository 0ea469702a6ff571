import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, SandboxSteamAccountBody, SteamAccountAnswer } from '@arena/schemas';
import { requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { steamAccountFacts, steamAccountsOf, steamSubjectOf } from './accounts';
import { SandboxSteamAccounts } from './sandbox';

/**
 * `GET /steam-account`: what the bonus conditions see of your game-platform account. `PUT /dev/steam-account`:
 * in a local setup (sandbox provider, dev sign-in on) a player sets those facts to try each condition.
 */
export function steamAccountRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['steam-account'];
    const security = [{ bearer: [] }];
    app.get(
      '/steam-account',
      { schema: { tags, security, response: { 200: SteamAccountAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return { ...(await steamAccountFacts(services, userId)), provider: steamAccountsOf(services).kind };
      },
    );
    app.put(
      '/dev/steam-account',
      { schema: { tags, security, body: SandboxSteamAccountBody, response: { 200: SteamAccountAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        const provider = steamAccountsOf(services);
        if (!(provider instanceof SandboxSteamAccounts) || !services.config.devSignIn)
          throw new AppError('GLOBAL.FORBIDDEN');
        const facts = await provider.set(await steamSubjectOf(requestEm(services), userId), request.body);
        return { ...facts, provider: provider.kind };
      },
    );
  };
}
