import { describe, expect, it } from 'vitest';
import { type PotatoFairAnswer, potatoClientSeed, sha256OfText, unattendedPotatoStage } from '@arena/schemas';
import { checkPotatoGame } from './potato-verify';

const seed = sha256OfText('verify-view-seed');
const clientSeed = potatoClientSeed(['alice', 'bob']);
const stage = unattendedPotatoStage(seed, clientSeed, 1, [0, 1]);
const FAIR: PotatoFairAnswer = {
  id: 'g1',
  tableId: 'potato-100',
  status: 'FINISHED',
  buyInCents: 1_00,
  serverSeedHash: sha256OfText(seed),
  serverSeed: seed,
  clientSeed,
  seats: [
    {
      seat: 0,
      userId: 'alice',
      name: 'Alice',
      avatar: null,
      knockedOutStage: stage.loserSeat === 0 ? 1 : null,
      payoutCents: 0,
    },
    {
      seat: 1,
      userId: 'bob',
      name: 'Bob',
      avatar: null,
      knockedOutStage: stage.loserSeat === 1 ? 1 : null,
      payoutCents: 0,
    },
  ],
  stages: [stage],
  winnerSeat: 1 - stage.loserSeat,
  potCents: 2_00,
  payoutCents: 1_90,
  edgePermille: 50,
  algorithm: '',
  createdAt: 0,
  endedAt: 1,
};

describe("a potato game's verify view", () => {
  it('re-derives a finished game and the winner the server named', () => {
    expect(checkPotatoGame(FAIR)).toMatchObject({
      ok: true,
      seedMatchesHash: true,
      winnerSeat: 1 - stage.loserSeat,
      winnerMatches: true,
    });
  });

  it('fails a game whose named winner is not the one the stages leave', () => {
    expect(checkPotatoGame({ ...FAIR, winnerSeat: stage.loserSeat })).toMatchObject({
      ok: false,
      winnerMatches: false,
    });
  });

  it('waits while the seed is still secret', () => {
    expect(checkPotatoGame({ ...FAIR, status: 'RUNNING', serverSeed: null })).toBeNull();
  });
});
