import { describe, expect, it } from 'vitest';
import { FAIR_ALGORITHMS, type FairAlgorithmId, fairAlgorithm } from './algorithms';
import { SEEDED_GAMES } from './seeded-registry';

const A = 'a'.repeat(64);
const float = (word: number) => String(word / 2 ** 32);

/**
 * What each worked example must show: the published vectors of each game's own test file (computed apart from
 * this code, in Python or node:crypto), so a descriptor that drifted from its algorithm, or from the example's
 * input, fails here.
 */
const EXPECTED: Record<string, Record<string, string>> = {
  // r checked in python3: 1 + int(hmac(H, salt).hexdigest()[:13], 16) * 10**9 // 2**52.
  crash: { r: '682061132', 'crash point classic': '135', 'crash point plus': '143', 'payout, A = 134': '1340' },
  crashBattle: { 'crash point': '341', targets: '290, 570, 162, 100' },
  plinko: { path: '0, 1, 1, 0, 0, 1, 1, 0', bucket: '4', multiplierHundredths: '50' },
  lava: {
    board: '4,6 | 6,8 | 4,7 | 1,4 | 4,8',
    result: 'WIN',
    rowsCrossed: '3',
    multiplier: '6.3068',
    payoutCents: '7782',
  },
  // C(25,2) / C(22,2) · 0.99 = 300 / 231 · 0.99 = 1.285714…, shown floored to 1/10,000.
  mines: { mines: '1, 10, 12', gems: '0, 2', hitMines: '', defused: 'false', result: 'WIN', multiplier: '1.2857' },
  upgrade: { roll: '491228', chanceMillionths: '452500', won: 'false' },
  roll: { cell: '10', colour: 'black' },
  jackpot: {
    D: 'c32876773b0e28dacc0933ecc52f912a57a432fb3cddac1f0717c5ce9008c3e5',
    P: '4995',
    ticket: '1513',
    entry: '1',
    winner: '22222222-2222-4222-8222-222222222222',
  },
  potato: { deal: '3', F: '12', 'automatic passes': '0, 1, 2, 3, 1, 0, 3, 0, 3, 2, 1, 0', 'knocked out': '0' },
  secondLife: { won: 'true', float: float(2109809701), chance: float(2150275376) },
  cases: { ticket: '491228', totalWeight: '1000000', slot: '0' },
  bingo: { D: 'f53e02798e56e68fd5ba14a5fec36b597680d5cf95d4d8bf1786ae66e529661d', numbers: '17, 3, 19, 4, 5' },
  trinity: { tickets: '4912, 37, 3819', cards: '1, 0, 0', pick: '0', tier: '1' },
  christmas: { tickets: '8137, 6652, 8729, 5745, 3881', cards: '3, 2, 3, 1, 1', pick: '4', tier: '1' },
  treasureDrop: { roll: '356619', drops: 'false', slot: '6' },
  treasureActivation: { roll: '975', success: 'true' },
  treasureUpgrade: { pick: '4', slot: '6' },
  wheel: { segment: '13', prizeCents: '5' },
  chatGiveaway: { winner: 'b', prize: '7' },
  giveaway: { D: 'f729ae0cbcc8241ebb6918af712a88d5ca2c13f7fbe08f809aa297bfdf99fbe4', winners: '0:a, 1:d, 2:b, 3:c' },
  clanChoice: { candidates: 'bears, ravens, vipers, wolves', f: '0.5609177788719535', clan: 'vipers' },
};

/** The games played in rounds or draws rather than on the player's seed pair: each needs its descriptor too. */
const SHARED_ROUND_GAMES = [
  'crash',
  'crashBattle',
  'roll',
  'jackpot',
  'potato',
  'bingo',
  'chatGiveaway',
  'giveaway',
  'clanChoice',
  'treasureDrop',
];

describe('published algorithms', () => {
  it('describe every seed-pair game of the fairness center and every shared-round game', () => {
    const seeded = FAIR_ALGORITHMS.flatMap((a) => (a.seededGame ? [a.seededGame] : []));
    expect(seeded.sort()).toEqual(Object.keys(SEEDED_GAMES).sort());
    for (const id of SHARED_ROUND_GAMES) expect(FAIR_ALGORITHMS.some((a) => a.id === id)).toBe(true);
    expect(new Set(FAIR_ALGORITHMS.map((a) => a.id)).size).toBe(FAIR_ALGORITHMS.length);
    for (const algorithm of FAIR_ALGORITHMS) expect(fairAlgorithm(algorithm.id as FairAlgorithmId)).toBe(algorithm);
    expect(Object.keys(EXPECTED).sort()).toEqual(FAIR_ALGORITHMS.map((a) => a.id).sort());
  });

  it.each(FAIR_ALGORITHMS.map((a) => [a.id, a] as const))(
    '%s: the worked example is what the real algorithm gives for the published vector',
    (id, algorithm) => {
      expect(algorithm.example.output()).toEqual(EXPECTED[id]);
      expect(algorithm.steps.length).toBeGreaterThan(80);
    },
  );

  it('seed-pair examples show the seeds they were computed from', () => {
    expect(fairAlgorithm('mines').example.input).toMatchObject({
      serverSeed: A,
      clientSeed: 'client',
      nonce: '0',
      mines: '3',
      mode: 'classic',
      opened: '5',
    });
    expect(fairAlgorithm('plinko').example.input).toMatchObject({
      clientSeed: 'lucky-player',
      nonce: '0',
      rows: '8',
      risk: 'low',
    });
  });

  it('state what the rules tabs promise: which float decides each row, the shuffle, the rounding and the auto target edge', () => {
    expect(fairAlgorithm('plinko').steps).toContain('At row i (i = 0 .. rows-1');
    expect(fairAlgorithm('plinko').steps).toContain('floor(f_i * 2)');
    expect(fairAlgorithm('lava').steps).toContain('f_{2(r-1)}');
    expect(fairAlgorithm('mines').steps).toContain('Fisher-Yates');
    expect(fairAlgorithm('crash').steps).toContain('payout = floor(stake * h / 100)');
    expect(fairAlgorithm('crash').steps).toContain('A equal to the crash point included) the bet loses');
    expect(fairAlgorithm('crash').notes).toEqual(['cashOut', 'autoTarget']);
    expect(fairAlgorithm('chatGiveaway').steps).toContain('winner = participants[floor(f_0 * n)]');
  });
});
