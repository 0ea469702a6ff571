import type { FastifyPluginAsync } from 'fastify';
import type { RouteModule } from '../http/app';
import { fairRoutes } from './fair';
import { maintenanceRoutes } from './maintenance';

/** Route modules beyond sign-in and the user (those are CORE_ROUTES). Each capability adds its own here. */
export const API_ROUTES: RouteModule[] = [maintenanceRoutes, fairRoutes];

/** Root-level plugins (outside `/api`), e.g. the item CDN. */
export const API_ROOT_PLUGINS: FastifyPluginAsync[] = [];
