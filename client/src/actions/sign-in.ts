import { type TokenAnswer, safeRedirectPath } from '@arena/schemas';
import type { RootStore } from '../stores/root-store';
import { clientError } from '../transport/api-error';

/** Developer sign-in (local setups): the Terms of Service must be accepted first (docs/product-rules.md §5). */
export async function signInDev(root: RootStore, name: string, agreeTos: boolean): Promise<void> {
  if (!agreeTos) throw clientError('GLOBAL.TOS_NOT_ACCEPTED');
  const { token, expiresAt } = await root.api.post<TokenAnswer>('/auth/dev', { name: name.trim(), agreeTos });
  root.session.setToken(token, expiresAt);
  await root.user.refresh();
}

/** Where `/auth/steam` sends the browser: the API's provider hop, carrying the stored redirect URL. */
export function steamSignInUrl(root: RootStore): string {
  const params = new URLSearchParams();
  const redirect = root.session.peekRedirect();
  if (redirect) params.set('redirect', redirect);
  if (root.settings.tosAccepted) params.set('agreeTos', '1');
  const query = params.toString();
  return `/api/auth/steam${query ? `?${query}` : ''}`;
}

export interface SteamReturn {
  token: string;
  expiresAt: number;
  redirect: string;
}

/** The API comes back to `/auth/steam#token=…&expiresAt=…&redirect=/path`. */
export function readSteamReturn(hash: string): SteamReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  const expiresAt = Number(params.get('expiresAt'));
  if (!token || !Number.isFinite(expiresAt) || expiresAt <= 0) return null;
  return { token, expiresAt, redirect: safeRedirectPath(params.get('redirect')) };
}
