import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  DevSignInBody,
  SignOutAnswer,
  SteamStartQuery,
  TokenAnswer,
  safeRedirectPath as safeRedirect,
} from '@arena/schemas';
import { isLoopbackAddress } from '../auth/loopback';
import { steamSignInUrl, verifySteamAssertion } from '../auth/steam-openid';
import { clearSteamStateCookie, readSteamState, startSteamState } from '../auth/steam-state';
import { execute, queryOne } from '../db/sql';
import { requireUser } from '../http/auth-guard';
import type { AppServices } from '../http/services';
import { signInUser } from '../users/users';
import { grantSupportRole } from '../support/agents';

export function authRoutes(services: AppServices): FastifyPluginAsyncZod {
  const { config, ledger, tokens, sessions } = services;
  const adminSubjects = new Set(config.adminSubjects);
  const supportSubjects = new Set(config.supportSubjects);
  const authRate = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const secure = config.publicUrl.startsWith('https:');
  /** The one `return_to` of a sign-in: the callback with its signed state, compared exactly on the way back. */
  const steamReturnTo = (stateToken: string) =>
    `${config.publicUrl}/api/auth/steam/return?${new URLSearchParams({ state: stateToken }).toString()}`;

  return async (app) => {
    app.post(
      '/auth/dev',
      {
        config: { rateLimit: authRate },
        schema: { tags: ['auth'], body: DevSignInBody, response: { 200: TokenAnswer } },
      },
      async (request) => {
        if (!config.devSignIn) throw new AppError('GLOBAL.DEV_SIGNIN_DISABLED');
        const subject = `dev:${request.body.name.toLowerCase()}`;
        // A `dev:` name in ADMIN_SUBJECTS is for a developer's own machine: from any other address (request.ip, as
        // TRUST_PROXY reads it) that sign-in is refused, so a dev sign-in left reachable does not hand out the admin.
        if (adminSubjects.has(subject) && !isLoopbackAddress(request.ip)) throw new AppError('GLOBAL.FORBIDDEN');
        const { userId } = await ledger.transaction(async (tx) => {
          const signedIn = await signInUser(tx, {
            subject,
            name: request.body.name,
            agreeTos: request.body.agreeTos,
            role: adminSubjects.has(subject) ? 'ADMIN' : undefined,
          });
          await grantSupportRole(tx, signedIn.userId, subject, supportSubjects);
          return signedIn;
        });
        return tokens.issue(userId, { userAgent: request.headers['user-agent'] });
      },
    );

    // Tokens are checked against their session on every request and room join, so these take effect at once.
    app.post(
      '/auth/sign-out',
      { schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: SignOutAnswer } } },
      async (request) => {
        await requireUser(services, request);
        await sessions.revoke(request.sessionId!);
        return { revoked: 1 };
      },
    );

    app.post(
      '/auth/sign-out-everywhere',
      { schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: SignOutAnswer } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return { revoked: await sessions.revokeAll(userId) };
      },
    );

    app.get(
      '/auth/steam',
      { config: { rateLimit: authRate }, schema: { tags: ['auth'], querystring: SteamStartQuery } },
      async (request, reply) => {
        const state = await startSteamState(
          config.jwtSecret,
          { redirect: request.query.redirect ?? '/', agreeTos: Boolean(request.query.agreeTos) },
          secure,
        );
        reply.header('set-cookie', state.setCookie);
        return reply.redirect(
          steamSignInUrl({ endpoint: config.steamOpenIdEndpoint, realm: config.publicUrl }, steamReturnTo(state.token)),
        );
      },
    );

    app.get(
      '/auth/steam/return',
      { config: { rateLimit: authRate }, schema: { tags: ['auth'], hide: true } },
      async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        // The redirect and the Terms of Service choice come from the signed state, never from the query.
        const state = await readSteamState(config.jwtSecret, query.state, request.headers.cookie);
        reply.header('set-cookie', clearSteamStateCookie(secure));
        const steamId = await verifySteamAssertion(query, {
          endpoint: config.steamOpenIdEndpoint,
          realm: config.publicUrl,
          returnTo: steamReturnTo(query.state!),
          rememberNonce: async (nonce) => {
            const em = services.orm.em.fork();
            // Answers older than the nonce window are refused anyway, so their nonces need not be kept.
            await execute(em, `delete from sign_in_nonces where created_at < now() - interval '1 day'`);
            const row = await queryOne<{ nonce: string }>(
              em,
              `insert into sign_in_nonces (nonce, provider) values (?, 'steam') on conflict do nothing returning nonce`,
              [nonce],
            );
            return row !== undefined;
          },
        });
        const subject = `steam:${steamId}`;
        const { userId } = await ledger.transaction(async (tx) => {
          const signedIn = await signInUser(tx, {
            subject,
            name: `Player ${steamId.slice(-5)}`,
            agreeTos: state.agreeTos,
            role: adminSubjects.has(subject) ? 'ADMIN' : undefined,
          });
          await grantSupportRole(tx, signedIn.userId, subject, supportSubjects);
          return signedIn;
        });
        const { token, expiresAt } = await tokens.issue(userId, { userAgent: request.headers['user-agent'] });
        const fragment = new URLSearchParams({
          token,
          expiresAt: String(expiresAt),
          redirect: safeRedirect(state.redirect),
        });
        return reply.redirect(`${config.publicUrl}/auth/steam#${fragment.toString()}`);
      },
    );
  };
}
