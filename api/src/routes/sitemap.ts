import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type BoxesListAnswer, GAME_PATHS, LANGUAGES } from '@arena/schemas';
import { internalRequestHeaders } from '../http/internal-requests';

/**
 * Public pages a crawler may index (the client's route table, without the pages that need sign-in, redirects and
 * per-user pages): every game's page from the schemas registry, and the site's own. A new public screen adds its
 * path here; a new game's comes with its definition.
 */
export const SITEMAP_PAGES: readonly string[] = [
  '',
  '/games',
  ...GAME_PATHS,
  '/fair',
  '/premium',
  '/minigame',
  '/treasures',
  '/clans',
  '/giveaway',
  '/leaderboard',
  '/top',
  '/partners',
  '/faq',
  '/bonus',
  '/tos',
  '/privacy',
  '/contacts',
  '/streams',
];

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The origin the crawler asked for (X-Forwarded-Proto / Host only from the proxies TRUST_PROXY names). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Every public page and every case page (`/case/{alias}`), once under each language prefix (`/en/…`, `/ru/…`). */
export function sitemapXml(origin: string, caseAliases: readonly string[]): string {
  const paths = [...SITEMAP_PAGES, ...caseAliases.map((alias) => `/case/${encodeURIComponent(alias)}`)];
  const urls = LANGUAGES.flatMap((language) =>
    paths.map((path) => `  <url><loc>${escapeXml(`${origin}/${language}${path}`)}</loc></url>`),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * `GET /sitemap.xml` at the site root. The case slugs come from the public `POST /api/boxes/list` (root plugins get
 * no services, and this keeps the sitemap exactly what the list shows).
 */
export const sitemapPlugin: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const listed = await app.inject({ method: 'POST', url: '/api/boxes/list', headers: internalRequestHeaders() });
    const groups = listed.statusCode === 200 ? (listed.json() as BoxesListAnswer) : [];
    const aliases = groups.flatMap((group) => group.boxes.map((box) => box.alias));
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(originOf(request), aliases));
  });
};
