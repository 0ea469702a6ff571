import { createHash } from 'node:crypto';

/** The weight of `process` for `key`: the first 8 bytes of sha256(process, key), so every process computes the same. */
function weight(key: string, process: string): bigint {
  return createHash('sha256').update(process).update('\0').update(key).digest().readBigUInt64BE(0);
}

/**
 * Rendezvous (highest-random-weight) hashing: the process among `processes` with the highest weight for `key`.
 * Every process that sees the same list picks the same one; adding a process moves only the keys it now wins
 * (about 1/n of them), removing one moves only the keys it held. Ties (a 64-bit collision) go to the smaller id.
 */
export function rendezvousOwner(key: string, processes: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestWeight = -1n;
  for (const process of processes) {
    const w = weight(key, process);
    if (w > bestWeight || (w === bestWeight && best !== undefined && process < best)) {
      best = process;
      bestWeight = w;
    }
  }
  return best;
}
