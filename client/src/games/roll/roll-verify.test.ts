import { describe, expect, it } from 'vitest';
import { type RollFairAnswer, previousRoundHashOf, rollCell } from '@arena/schemas';
import { checkRollRound } from './roll-verify';

const OLD_SALT = '1'.repeat(64);
const NEW_SALT = '2'.repeat(64);
// A round two links before the old chain's terminating hash, and one of the new chain.
const OLD_ROUND = 'a'.repeat(64);
const OLD_TERMINATING = previousRoundHashOf(previousRoundHashOf(OLD_ROUND));
const NEW_ROUND = 'b'.repeat(64);
const NEW_TERMINATING = previousRoundHashOf(NEW_ROUND);
const chain = (generation: number, salt: string, terminatingHash: string, status: 'DONE' | 'CURRENT') => ({
  generation,
  status,
  salt,
  terminatingHash,
  length: 10,
  firstIndex: 0,
  seed: null,
});
const FAIR: RollFairAnswer = {
  salt: NEW_SALT,
  terminatingHash: NEW_TERMINATING,
  algorithm: '',
  chainLength: 10,
  nextTerminatingHash: null,
  chains: [chain(1, OLD_SALT, OLD_TERMINATING, 'DONE'), chain(2, NEW_SALT, NEW_TERMINATING, 'CURRENT')],
};

describe('a Rush round re-checked in the browser', () => {
  it('uses the salt of the chain the round belongs to and names the round', () => {
    const check = checkRollRound(FAIR, { roundId: '3', hash: OLD_ROUND, cell: rollCell(OLD_ROUND, OLD_SALT) });
    expect(check).toMatchObject({
      roundId: '3',
      salt: OLD_SALT,
      generation: 1,
      result: { ok: true, cellMatches: true },
    });
  });

  it('finds a cell the server announced wrongly', () => {
    const wrong = (rollCell(NEW_ROUND, NEW_SALT) + 1) % 15;
    const check = checkRollRound(FAIR, { roundId: '9', hash: NEW_ROUND, cell: wrong });
    expect(check).toMatchObject({
      roundId: '9',
      salt: NEW_SALT,
      generation: 2,
      result: { ok: false, cellMatches: false, computedCell: rollCell(NEW_ROUND, NEW_SALT) },
    });
  });
});
