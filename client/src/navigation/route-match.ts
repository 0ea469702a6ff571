import { matchRoutes } from 'react-router';
import type { AppRoute } from './route-types';

export interface AppRouteMatch {
  route: AppRoute;
  params: Record<string, string | undefined>;
}

/**
 * The table row a path (without language prefix) shows, ranked the way react-router ranks routes, so
 * flags and the rendered screen always agree. Null means /404.
 */
export function matchAppRoute(routes: readonly AppRoute[], path: string): AppRouteMatch | null {
  const matches = matchRoutes(
    routes.map((route) => ({ id: route.id, path: route.path })),
    path,
  );
  const last = matches?.at(-1);
  const route = last ? routes.find((candidate) => candidate.id === last.route.id) : undefined;
  return route && last ? { route, params: last.params } : null;
}
