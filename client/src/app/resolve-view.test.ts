import { describe, expect, it } from 'vitest';
import { ROUTES } from '../navigation/routes';
import { matchAppRoute } from '../navigation/route-match';
import { resolveView, type ViewInput } from './resolve-view';

const input = (patch: Partial<ViewInput>): ViewInput => ({
  pathname: '/en',
  search: '',
  hash: '',
  background: null,
  isDesktop: true,
  preferred: 'en',
  signedIn: false,
  ...patch,
});

const view = (patch: Partial<ViewInput>) => resolveView(ROUTES, input(patch));

describe('route table', () => {
  it('has unique ids and paths, every path absolute', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(ROUTES.every((route) => route.path.startsWith('/'))).toBe(true);
  });

  it('titles and describes every route with its own keys', () => {
    for (const route of ROUTES) {
      expect(route.titleKey).toBe(`routes.${route.id}.title`);
      expect(route.descriptionKey).toBe(`routes.${route.id}.description`);
    }
  });

  it('matches the spec paths with their parameters', () => {
    expect(matchAppRoute(ROUTES, '/shop/swap/real')).toMatchObject({
      route: { id: 'shop' },
      params: { mode: 'swap', onlyReal: 'real' },
    });
    expect(matchAppRoute(ROUTES, '/faq/9,2')).toMatchObject({ route: { id: 'faq' }, params: { level: '9,2' } });
    expect(matchAppRoute(ROUTES, '/profile/history')).toMatchObject({
      route: { id: 'profile' },
      params: { tab: 'history' },
    });
    expect(matchAppRoute(ROUTES, '/user/abc-1/history/crash')).toMatchObject({
      route: { id: 'user' },
      params: { id: 'abc-1', tab: 'history', game: 'crash' },
    });
    expect(matchAppRoute(ROUTES, '/user/abc-1')?.route.requiresAuth).toBeFalsy();
    expect(matchAppRoute(ROUTES, '/ref/FRIEND')).toMatchObject({ route: { id: 'ref' }, params: { code: 'FRIEND' } });
    expect(matchAppRoute(ROUTES, '/auth/steam')?.route.id).toBe('authSteam');
    expect(matchAppRoute(ROUTES, '/nope')).toBeNull();
  });

  it('marks the spec flags: chat, shop, deposit and FAQ are modals on desktop; deposit and profile need a token', () => {
    const flagged = (flag: 'modalOnDesktop' | 'requiresAuth') =>
      ROUTES.filter((route) => route[flag]).map((route) => route.id);
    expect(flagged('modalOnDesktop')).toEqual(['chat', 'shop', 'deposit', 'faq']);
    expect(flagged('requiresAuth')).toEqual(expect.arrayContaining(['deposit', 'profile']));
    expect(ROUTES.find((route) => route.id === 'bonus')?.marksOpened).toBe('bonus');
  });
});

describe('resolveView', () => {
  it('redirects a path without prefix to the preferred language, keeping query and hash', () => {
    expect(view({ pathname: '/auth/steam', hash: '#token=t', preferred: 'ru' })).toEqual({
      kind: 'redirect',
      to: '/ru/auth/steam#token=t',
      rememberRedirect: null,
    });
    expect(view({ pathname: '/', preferred: 'de' })).toMatchObject({ to: '/de' });
  });

  it('sends unknown paths to /404 in the same language', () => {
    expect(view({ pathname: '/pl/unknown/path' })).toMatchObject({ kind: 'redirect', to: '/pl/404' });
    expect(view({ pathname: '/xx/shop' })).toMatchObject({ kind: 'redirect', to: '/en/xx/shop' });
  });

  it('guards token-only routes and remembers where the player wanted to go', () => {
    expect(view({ pathname: '/es/deposit' })).toEqual({
      kind: 'redirect',
      to: '/es/auth',
      rememberRedirect: '/es/deposit',
    });
    expect(view({ pathname: '/es/profile/transactions', search: '?page=2' })).toMatchObject({
      rememberRedirect: '/es/profile/transactions?page=2',
    });
    expect(view({ pathname: '/es/deposit', signedIn: true })).toMatchObject({
      kind: 'render',
      current: { route: { id: 'deposit' } },
    });
  });

  it('shows modal routes over the page they were opened from on desktop', () => {
    const decision = view({ pathname: '/en/shop/buy', background: '/en/games' });
    expect(decision).toMatchObject({
      kind: 'render',
      page: { route: { id: 'games' } },
      pagePath: '/en/games',
      modal: { route: { id: 'shop' } },
    });
  });

  it('puts a directly opened desktop modal over home, never over another modal', () => {
    expect(view({ pathname: '/fr/faq/9,2' })).toMatchObject({
      pagePath: '/fr',
      page: { route: { id: 'home' } },
      modal: { route: { id: 'faq' } },
    });
    expect(view({ pathname: '/fr/faq', background: '/fr/shop' })).toMatchObject({ pagePath: '/fr' });
  });

  it('shows modal routes as pages on mobile', () => {
    expect(view({ pathname: '/en/shop', isDesktop: false, background: '/en/games' })).toMatchObject({
      kind: 'render',
      page: { route: { id: 'shop' } },
      pagePath: '/en/shop',
      modal: null,
    });
  });
});
