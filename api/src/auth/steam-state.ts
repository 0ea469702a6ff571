import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { AppError, safeRedirectPath } from '@arena/schemas';

/**
 * Binds a Steam sign-in to the browser that started it (login CSRF: without it, an attacker could send a victim
 * their own finished Steam answer and sign the victim into the attacker's account). Starting sign-in sets a random
 * value in an HttpOnly cookie and puts a signed state in `return_to` that carries the cookie's hash, the redirect
 * and the Terms of Service choice, so none of them come from the unsigned query any more.
 */
export const STEAM_STATE_COOKIE = 'arena_steam_state';
const COOKIE_PATH = '/api/auth/steam';
const AUDIENCE = 'steam-sign-in';
const LIFETIME_SECONDS = 10 * 60;

export interface SteamState {
  redirect: string;
  agreeTos: boolean;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function startSteamState(
  secret: string,
  state: SteamState,
  secure: boolean,
): Promise<{ token: string; setCookie: string }> {
  const browserValue = randomBytes(32).toString('hex');
  const token = await new SignJWT({
    bind: digest(browserValue),
    redirect: safeRedirectPath(state.redirect),
    tos: state.agreeTos,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(Date.now() / 1000) + LIFETIME_SECONDS)
    .sign(keyOf(secret));
  const attributes = [
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${LIFETIME_SECONDS}`,
    ...(secure ? ['Secure'] : []),
  ];
  return { token, setCookie: `${STEAM_STATE_COOKIE}=${browserValue}; ${attributes.join('; ')}` };
}

/** The state of a returning sign-in, or GLOBAL.AUTH_FAILED ['state'] when it is missing, forged, stale or another browser's. */
export async function readSteamState(
  secret: string,
  token: string | undefined,
  cookieHeader: string | undefined,
): Promise<SteamState> {
  const browserValue = cookieValue(cookieHeader, STEAM_STATE_COOKIE);
  if (!token || !browserValue) throw new AppError('GLOBAL.AUTH_FAILED', ['state'], 401);
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['exp'],
    });
    if (payload.bind !== digest(browserValue)) throw new Error('another browser');
    return {
      redirect: safeRedirectPath(typeof payload.redirect === 'string' ? payload.redirect : '/'),
      agreeTos: payload.tos === true,
    };
  } catch {
    throw new AppError('GLOBAL.AUTH_FAILED', ['state'], 401);
  }
}

export function clearSteamStateCookie(secure: boolean): string {
  return `${STEAM_STATE_COOKIE}=; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}
