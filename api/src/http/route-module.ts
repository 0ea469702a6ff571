import type { FastifyPluginAsync } from 'fastify';
import type { AppServices } from './services';

/** One group of REST routes: a Fastify plugin built from the app's services. */
export type RouteModule = (services: AppServices) => FastifyPluginAsync;
