import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { escrowShardOf } from '../bets';
import { SYSTEM_ACCOUNT_SHARDS } from '../types';
import { laneShardOf } from './group-commit';

describe('the escrow shards of a lane', () => {
  const ids = Array.from({ length: 2_000 }, () => randomUUID());

  it('are every shard, as before, with one lane', () => {
    expect(ids.map(laneShardOf(0, 1))).toEqual(ids.map(escrowShardOf));
  });

  it('split the shards between two lanes, each lane over all of its own', () => {
    const even = new Set(ids.map(laneShardOf(0, 2)));
    const odd = new Set(ids.map(laneShardOf(1, 2)));
    expect([...even].sort((a, b) => a - b)).toEqual(Array.from({ length: SYSTEM_ACCOUNT_SHARDS / 2 }, (_, i) => 2 * i));
    expect([...odd].sort((a, b) => a - b)).toEqual(
      Array.from({ length: SYSTEM_ACCOUNT_SHARDS / 2 }, (_, i) => 2 * i + 1),
    );
  });
});
