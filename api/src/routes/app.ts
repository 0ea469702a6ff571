import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  type ZodTypeProvider,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { AppError, STEAM_ACCOUNT_RULES } from '@arena/schemas';
import { authRoutes } from './auth';
import { userRoutes } from './users';
import { clientStaticOptions } from '../http/client-files';
import { refuseControlCharacters } from '../http/control-characters';
import { closeOnUnreadBody } from '../http/refuse-before-body';
import { skipsRateLimit } from '../http/rate-limit-scope';
import { authorizeBeforeValidation } from '../http/route-access';
import { clientErrorReply, frameworkErrorReply, installErrorHandling, notFoundBody } from '../http/errors';
import { installHttpMetrics } from '../metrics/http-metrics';
import type { AppServices } from '../http/services';
import type { RouteModule } from '../http/route-module';

/** A route module: `/api`-relative routes built from the process's services. */
export type { RouteModule };

export interface BuildAppOptions {
  services: AppServices;
  /** Extra route modules (commerce, fairness, games …) mounted under `/api`. */
  routes?: RouteModule[];
  /** Plugins mounted at the root (e.g. the item CDN under `/cdn`). */
  rootPlugins?: FastifyPluginAsync[];
  logger?: boolean;
  rateLimitPerMinute?: number;
}

export const CORE_ROUTES: RouteModule[] = [authRoutes, userRoutes];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { services } = options;
  const { config } = services;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    // Only configured hops may name the client: otherwise a rotating X-Forwarded-For escapes every rate limit.
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  refuseControlCharacters(app);
  closeOnUnreadBody(app);
  installHttpMetrics(app, services);

  await app.register(helmet, {
    // The client loads its own scripts and talks to the game server's WebSocket.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The game server's matchmaking is HTTP(S) on the same origin as its WebSocket.
        connectSrc: ["'self'", config.gameServerUrl, config.gameServerUrl.replace(/^ws/, 'http'), config.cdnBaseUrl],
        imgSrc: ["'self'", 'data:', 'blob:', config.cdnBaseUrl, ...STEAM_ACCOUNT_RULES.avatarOrigins],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        // Local and embedded setups are plain http; TLS termination happens in front of production.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: [config.publicUrl], credentials: false });
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? config.rateLimitPerMinute,
    timeWindow: config.rateLimitWindowSeconds * 1000,
    allowList: skipsRateLimit,
    errorResponseBuilder: (_request, context) =>
      new AppError('GLOBAL.TOO_MANY_REQUESTS', [Math.ceil(context.ttl / 1000)], 429),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Skin Arena API', version: '0.1.0', description: 'Wallet, shop, inventory and account API.' },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  authorizeBeforeValidation(app, services);

  await app.register(
    async (api) => {
      for (const route of [...CORE_ROUTES, ...(options.routes ?? [])]) await api.register(route(services));
    },
    { prefix: '/api' },
  );
  for (const plugin of options.rootPlugins ?? []) await app.register(plugin);

  const indexHtml = path.join(config.clientDistDir, 'index.html');
  const hasClient = existsSync(indexHtml);
  if (hasClient) {
    await app.register(fastifyStatic, clientStaticOptions(config.clientDistDir));
  }
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/cdn');
    if (hasClient && wantsPage) {
      // The client routes itself (including its own /404 page).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(notFoundBody());
  });
  return app;
}
