import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyStaticOptions } from '@fastify/static';

/**
 * Files of the built client whose address stays the same from one deploy to the next: a browser must ask again
 * every time, or it keeps an old service worker, page or manifest for the static max-age. `/sw.js` in particular:
 * a cached one would delay every deploy (the 10 s reload rule of docs/product-rules.md §4 counts on seeing the new
 * worker).
 */
const REVALIDATED = new Set(['sw.js', 'index.html', 'offline.html', 'manifest.webmanifest']);

export function clientCacheControl(filePath: string): string | null {
  return REVALIDATED.has(path.basename(filePath)) ? 'no-cache' : null;
}

/** How the platform serves the built client (`CLIENT_DIST_DIR`); hashed assets keep the one-hour max-age. */
export function clientStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: false,
    index: false,
    maxAge: '1h',
    setHeaders: (reply: FastifyReply, filePath: string) => {
      const cacheControl = clientCacheControl(filePath);
      if (cacheControl) reply.header('cache-control', cacheControl);
    },
  };
}
