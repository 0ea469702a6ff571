import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { isChatStaff, isSupportAgent } from '@arena/schemas';
import { isAdminRole, requireRole, requireUser } from './auth-guard';
import type { AppServices } from './services';

/** The roles a route may demand beyond a live session, and which stored user roles hold each. */
export const ROUTE_ROLES = {
  ADMIN: isAdminRole,
  SUPPORT_AGENT: isSupportAgent,
  CHAT_STAFF: isChatStaff,
} as const satisfies Record<string, (role: string | undefined) => boolean>;
export type RouteRole = keyof typeof ROUTE_ROLES;

/** A role every route under a prefix demands unless the route names another (`config.role`): no admin route can forget it. */
const ROLE_BY_PREFIX: ReadonlyArray<readonly [prefix: string, role: RouteRole]> = [['/api/admin/', 'ADMIN']];

/** The OpenAPI extension naming the role an operation demands (the authorization test reads it from the document). */
export const ROLE_EXTENSION = 'x-role';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The role this route demands beyond a session; routes under a ROLE_BY_PREFIX prefix get that one by default. */
    role?: RouteRole;
  }
}

type Security = ReadonlyArray<Record<string, readonly string[]>>;
const BEARER: Security = [{ bearer: [] }];

/** What a route demands: nothing (public or optional sign-in), a live session, or a session with a role. */
export function routeAccess(route: Pick<RouteOptions, 'url' | 'config' | 'schema'>): {
  session: boolean;
  role?: RouteRole;
} {
  const configured = (route.config as { role?: RouteRole } | undefined)?.role;
  const role = configured ?? ROLE_BY_PREFIX.find(([prefix]) => route.url.startsWith(prefix))?.[1];
  const security = (route.schema as { security?: Security } | undefined)?.security;
  return { session: role !== undefined || (security ?? []).some((scheme) => 'bearer' in scheme), role };
}

/**
 * Authorization before validation: a route that declares the bearer scheme, names a role or lives
 * under a role's prefix checks the session (and the role) in onRequest, so a caller without them gets GLOBAL.FORBIDDEN
 * before Fastify reads or validates the body, query or path, and never learns the schema from a 400. Handlers keep
 * calling requireUser/requireAdmin for the id; the answers are cached on the request. Installed after the rate limiter,
 * whose onRequest hook therefore runs first.
 */
export function authorizeBeforeValidation(app: FastifyInstance, services: AppServices): void {
  app.addHook('onRoute', (route) => {
    const { session, role } = routeAccess(route);
    if (!session) return;
    const schema = (route.schema ?? {}) as Record<string, unknown> & { security?: Security };
    // the document says what the hook enforces: the bearer scheme, and the role as an extension
    route.schema = { ...schema, security: schema.security ?? BEARER, ...(role ? { [ROLE_EXTENSION]: role } : {}) };
    const authorize = role
      ? async (request: FastifyRequest) => {
          await requireRole(services, request, ROUTE_ROLES[role]);
        }
      : async (request: FastifyRequest) => {
          await requireUser(services, request);
        };
    const existing =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...existing, authorize];
  });
}
