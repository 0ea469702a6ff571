import { AppError } from '@arena/schemas';

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const EXPECTED_SIGNED = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle';
const NONCE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/;
/** How old a provider's answer may be, and how far ahead its clock may run. */
export const NONCE_MAX_AGE_MS = 5 * 60_000;
const NONCE_MAX_SKEW_MS = 60_000;
const IDENTITY = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656119\d{10})\/?$/;

export interface SteamOpenIdOptions {
  /** The provider's endpoint, e.g. https://steamcommunity.com/openid/login (tests run a local fake). */
  endpoint: string;
  /** Our own URL (scheme, host, port): the realm we announce. */
  realm: string;
  /** The exact `return_to` this sign-in was started with (not a prefix: any other value is refused). */
  returnTo: string;
  /** The clock for the nonce's timestamp (tests). */
  now?: () => number;
  /** Answers true when the nonce was not seen before and is now stored. */
  rememberNonce(nonce: string): Promise<boolean>;
  fetchImpl?: typeof fetch;
}

/** Where to send the browser to sign in. */
export function steamSignInUrl(options: Pick<SteamOpenIdOptions, 'endpoint' | 'realm'>, returnTo: string): string {
  const params = new URLSearchParams({
    'openid.ns': OPENID_NS,
    'openid.mode': 'checkid_setup',
    'openid.return_to': returnTo,
    'openid.realm': options.realm,
    'openid.identity': IDENTIFIER_SELECT,
    'openid.claimed_id': IDENTIFIER_SELECT,
  });
  return `${options.endpoint}?${params.toString()}`;
}

function fail(reason: string): never {
  throw new AppError('GLOBAL.AUTH_FAILED', [reason], 401);
}

/**
 * Verifies a positive assertion strictly, then asks the provider to confirm it (check_authentication),
 * then burns the nonce so the same answer cannot sign anyone in twice. Answers the 64-bit Steam id.
 */
export async function verifySteamAssertion(
  query: Record<string, string | undefined>,
  options: SteamOpenIdOptions,
): Promise<string> {
  const get = (name: string) => query[`openid.${name}`];
  if (get('mode') !== 'id_res') fail('mode');
  if (get('ns') !== OPENID_NS) fail('ns');
  if (get('op_endpoint') !== options.endpoint) fail('op_endpoint');
  if (get('signed') !== EXPECTED_SIGNED) fail('signed');
  const claimedId = get('claimed_id');
  if (!claimedId || claimedId !== get('identity')) fail('claimed_id');
  const returnTo = get('return_to');
  if (!returnTo || returnTo !== options.returnTo) fail('return_to');
  const match = IDENTITY.exec(claimedId);
  if (!match?.[1]) fail('identity');
  const nonce = get('response_nonce');
  if (!nonce || !get('sig') || !get('assoc_handle')) fail('nonce');
  // OpenID 2.0 nonces start with the provider's UTC time; an answer older than a few minutes is refused, so the
  // stored nonces only need to cover that window (older ones are pruned).
  const issuedAt = NONCE_TIME.test(nonce) ? Date.parse(nonce.slice(0, 20)) : NaN;
  const now = (options.now ?? Date.now)();
  if (!Number.isFinite(issuedAt) || issuedAt < now - NONCE_MAX_AGE_MS || issuedAt > now + NONCE_MAX_SKEW_MS)
    fail('nonce');

  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key.startsWith('openid.') && value !== undefined) body.set(key, value);
  }
  body.set('openid.mode', 'check_authentication');
  const fetchImpl = options.fetchImpl ?? fetch;
  let text: string;
  try {
    const response = await fetchImpl(options.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      signal: AbortSignal.timeout(10_000),
    });
    text = await response.text();
  } catch {
    fail('provider unreachable');
  }
  const valid = text.split('\n').some((line) => line.trim() === 'is_valid:true');
  if (!valid) fail('not valid');
  if (!(await options.rememberNonce(nonce))) fail('replay');
  return match[1];
}
