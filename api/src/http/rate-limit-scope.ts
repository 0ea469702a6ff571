import type { FastifyRequest } from 'fastify';
import { isInternalRequest } from './internal-requests';

/**
 * Only the API is rate-limited per client address. The built client (index.html for every page address, hashed
 * assets, the service worker) and the item CDN are static files: a player opening eight game pages in a row used
 * up the API's budget on scripts and styles and got a bare JSON refusal instead of a page.
 */
export function isApiPath(url: string): boolean {
  const pathName = url.split('?', 1)[0] ?? '';
  return pathName === '/api' || pathName.startsWith('/api/');
}

/** `allowList` of the rate limit: requests the per-address limit does not count. */
export function skipsRateLimit(request: FastifyRequest): boolean {
  return !isApiPath(request.url) || isInternalRequest(request);
}
