import { createHmac } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { queryOne } from '../db/sql';

/**
 * Addresses that name no single client: loopback, private, carrier-grade NAT, link-local, unique-local. Behind a
 * reverse proxy without TRUST_PROXY every request comes from one of these, and matching on it would refuse every
 * referral; a local setup and the tests run on loopback.
 */
const NOT_A_CLIENT = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  NOT_A_CLIENT.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  NOT_A_CLIENT.addSubnet(network, prefix, 'ipv6');
}

/** The first four groups of an IPv6 address: one subscriber usually holds a whole /64, so that is "one address". */
function ipv6Prefix64(ip: string): string {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** What a client address counts as for the same-address signal, or null when it cannot tell clients apart. */
export function publicAddressKey(raw: string | undefined): string | null {
  if (!raw) return null;
  const ip = raw.replace(/%.*$/, '').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  if (isIPv4(ip)) return NOT_A_CLIENT.check(ip, 'ipv4') ? null : ip;
  if (isIPv6(ip)) return NOT_A_CLIENT.check(ip, 'ipv6') ? null : ipv6Prefix64(ip.toLowerCase());
  return null;
}

export interface Sighting {
  ip?: string;
  device?: string;
}

/** Keyed hashes: the table can match equal values without holding addresses (an unkeyed IPv4 hash is reversible). */
function valueHash(secret: string, kind: 'IP' | 'DEVICE', value: string): string {
  return createHmac('sha256', `referral-sighting:${secret}`).update(`${kind}:${value}`).digest('hex');
}

/** Notes that `userId` was just used from this address and device. */
export async function recordSighting(
  em: SqlEntityManager,
  secret: string,
  userId: string,
  seen: Sighting,
  nowMs: number,
): Promise<void> {
  const values: ['IP' | 'DEVICE', string][] = [];
  const address = publicAddressKey(seen.ip);
  if (address) values.push(['IP', address]);
  if (seen.device) values.push(['DEVICE', seen.device]);
  for (const [kind, value] of values) {
    await em.execute(
      `insert into referral_sightings (user_id, kind, value_hash, last_seen_at) values (?, ?, ?, ?)
       on conflict (user_id, kind, value_hash) do update set last_seen_at = greatest(referral_sightings.last_seen_at, excluded.last_seen_at)`,
      [userId, kind, valueHash(secret, kind, value), new Date(nowMs)],
      'run',
    );
  }
}

/** Whether both accounts were seen from one public address or one device since `sinceMs`. */
export async function seenTogether(
  em: SqlEntityManager,
  userId: string,
  otherId: string,
  sinceMs: number,
): Promise<boolean> {
  const since = new Date(sinceMs);
  const row = await queryOne(
    em,
    `select 1 from referral_sightings mine
     join referral_sightings theirs on theirs.kind = mine.kind and theirs.value_hash = mine.value_hash
     where mine.user_id = ? and theirs.user_id = ? and mine.last_seen_at >= ? and theirs.last_seen_at >= ? limit 1`,
    [userId, otherId, since, since],
  );
  return row !== undefined;
}
