import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '@arena/schemas';
import { getCatalog } from './catalog';

/** A content hash names the item list, so a cached copy never needs revalidating. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Icon names are not content hashes; a day keeps them fresh after a catalog regeneration. */
const ICON_CACHE = 'public, max-age=86400';

/** Readable from any origin without credentials, as a content-delivery host serves files. */
function cdnHeaders(reply: FastifyReply, cacheControl: string): FastifyReply {
  return reply
    .header('cache-control', cacheControl)
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin');
}

const iconCache = new Map<string, Buffer>();

/**
 * The item CDN at the site root: `/cdn/items/{hash}.json` (the catalog sorted by price ascending) and
 * `/cdn/icons/{file}.svg`. A stale or unknown hash is a 404, so a client holding an old hash refetches it.
 */
export const cdnPlugin: FastifyPluginAsync = async (app) => {
  app.get('/cdn/items/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const catalog = getCatalog();
    if (file !== `${catalog.hash}.json`) throw new AppError('GLOBAL.NOT_FOUND', [], 404);
    return cdnHeaders(reply, IMMUTABLE).type('application/json; charset=utf-8').send(catalog.json);
  });

  app.get('/cdn/icons/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const catalog = getCatalog();
    // Only files the catalog names are served: no path ever reaches the file system from the URL.
    if (!catalog.iconFiles.has(file)) throw new AppError('GLOBAL.NOT_FOUND', [], 404);
    let body = iconCache.get(file);
    if (!body) {
      body = await readFile(new URL(file, catalog.iconsDir));
      iconCache.set(file, body);
    }
    return cdnHeaders(reply, ICON_CACHE).type('image/svg+xml').send(body);
  });
};
