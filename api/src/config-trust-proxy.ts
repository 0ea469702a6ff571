import { isIP } from 'node:net';

/**
 * The widest ranges a proxy list may name: the largest private ranges (10.0.0.0/8, fc00::/7). Anything wider trusts
 * strangers to name their own address (`0.0.0.0/0` is `TRUST_PROXY=true` spelt differently).
 */
const WIDEST_PROXY_PREFIX = { ipv4: 8, ipv6: 7 } as const;

function prefixBits(range: string): number {
  if (!range.includes('.')) return Number(range);
  // A netmask such as 255.0.0.0: its set bits.
  return range.split('.').reduce((bits, octet) => bits + (Number(octet) >>> 0).toString(2).replace(/0/g, '').length, 0);
}

/** Whether one TRUST_PROXY entry trusts (nearly) every address. */
function isCatchAll(entry: string): boolean {
  const [address = '', range] = entry.split('/');
  if (range === undefined) return false;
  const bits = prefixBits(range.trim());
  const host = address.trim().toLowerCase();
  if (isIP(host) === 4) return bits < WIDEST_PROXY_PREFIX.ipv4;
  if (host.startsWith('::ffff:') && isIP(host.slice(7)) === 4) return bits - 96 < WIDEST_PROXY_PREFIX.ipv4;
  return isIP(host) === 6 && bits < WIDEST_PROXY_PREFIX.ipv6;
}

/**
 * TRUST_PROXY: unset -> trust nobody; "10.0.0.1,10.1.0.0/16" or "loopback" -> those proxy addresses may name the
 * client. Never "any" (true), a catch-all range (0.0.0.0/0) or a bare hop count (Fastify fails closed on counts: it
 * cannot check the peer).
 */
export function readTrustProxy(value: string | undefined): false | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true' || /^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text} cannot be checked against the peer; give the proxy addresses (e.g. 10.0.0.1 or loopback)`,
    );
  }
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const wide = entries.find(isCatchAll);
  if (wide)
    throw new Error(
      `TRUST_PROXY=${wide} trusts (nearly) every address to name itself; give the proxy addresses (e.g. 10.0.0.1 or loopback)`,
    );
  return entries;
}
