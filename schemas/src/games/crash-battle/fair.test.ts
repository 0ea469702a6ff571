import { describe, expect, it } from 'vitest';
import { CRASH_BATTLE_RULES } from '../../constants';
import { battleOutcome, roundScore, unattendedRound } from './rules';
import {
  botTargetFromFloat,
  crashBattleBotTargets,
  crashBattleClientSeed,
  crashBattleCrashPoint,
  verifyCrashBattle,
} from './fair';
import { sha256OfText } from '../../fair/hex';

/**
 * Published vectors, computed independently (Python hmac/hashlib) from the algorithm text:
 * server seed 7f3d…a8f, players 1111… in seat 0 and 2222… in seat 2, bots in seats 1 and 3.
 */
const SERVER_SEED = '7f3d9a2b6c1e4f8a0b5d2c9e7a1f3b6d8e0c2a4f6b8d0e2c4a6f8b0d2e4c6a8f';
const CLIENT_SEED = crashBattleClientSeed([
  '11111111-1111-4111-8111-111111111111',
  null,
  '22222222-2222-4222-8222-222222222222',
  null,
]);
const VECTORS: [round: number, crash: number, targets: number[]][] = [
  [1, 341, [290, 570, 162, 100]],
  [2, 309, [115, 136, 124, 137]],
  [3, 435, [330, 102, 331, 187]],
  [4, 123, [122, 1238, 117, 100]],
  [5, 176, [186, 196, 2921, 935]],
];

describe('crash battle fairness', () => {
  it('writes the client seed as seat ids joined with ":", bots as "bot"', () => {
    expect(CLIENT_SEED).toBe('11111111-1111-4111-8111-111111111111:bot:22222222-2222-4222-8222-222222222222:bot');
    expect(sha256OfText(SERVER_SEED)).toBe('84bce5486cef39aa133b5b34108fee0ea4817325e196523a819199193b0c6e27');
  });

  it.each(VECTORS)('round %i crashes at %i and gives the published bot targets', (round, crash, targets) => {
    expect(crashBattleCrashPoint(SERVER_SEED, CLIENT_SEED, round)).toBe(crash);
    expect(crashBattleBotTargets(SERVER_SEED, CLIENT_SEED, round, 4)).toEqual(targets);
  });

  it('maps floats to bot targets within 1.00x-1000x', () => {
    expect(botTargetFromFloat(0)).toBe(CRASH_BATTLE_RULES.botMinTargetHundredths);
    expect(botTargetFromFloat(0.5)).toBe(198);
    expect(botTargetFromFloat(0.99)).toBe(9900);
    expect(botTargetFromFloat(0.9999999)).toBe(CRASH_BATTLE_RULES.botMaxTargetHundredths);
    expect(() => botTargetFromFloat(1)).toThrow(RangeError);
  });

  it('verifies a battle and reports each mismatch', () => {
    const crashPoints = VECTORS.map((v) => v[1]);
    const bots = [1, 3].map((seat) => ({ seat, targets: VECTORS.map((v) => v[2][seat]!) }));
    const input = {
      serverSeed: SERVER_SEED,
      serverSeedHash: sha256OfText(SERVER_SEED),
      clientSeed: CLIENT_SEED,
      seats: 4,
      crashPoints,
      bots,
    };
    expect(verifyCrashBattle(input).ok).toBe(true);
    const forged = verifyCrashBattle({ ...input, crashPoints: [...crashPoints.slice(0, 4), 999] });
    expect(forged.ok).toBe(false);
    expect(forged.rounds[4]).toEqual({ round: 5, announced: 999, computed: 176, ok: false });
    expect(verifyCrashBattle({ ...input, serverSeed: 'not hex' }).ok).toBe(false);
  });
});

describe('crash battle scoring', () => {
  it('scores an exit strictly below the crash, else 0', () => {
    expect(roundScore(150, 151)).toBe(150);
    expect(roundScore(151, 151)).toBe(0);
    expect(roundScore(null, 500)).toBe(0);
  });

  it('gives the pool to a single highest total and calls a tie a draw', () => {
    expect(battleOutcome([300, 250, 0])).toEqual({ kind: 'WIN', winnerSeat: 0 });
    expect(battleOutcome([300, 300, 100])).toEqual({ kind: 'DRAW', seats: [0, 1] });
    expect(battleOutcome([0, 0])).toEqual({ kind: 'DRAW', seats: [0, 1] });
  });

  it('plays an unattended round from the seeds: bots at their targets, players at their preset or 2.00x', () => {
    const seats = [
      { bot: false, presetHundredths: 0 },
      { bot: true, presetHundredths: 0 },
      { bot: false, presetHundredths: 300 },
      { bot: true, presetHundredths: 0 },
    ];
    // Round 1 crashes at 3.41x: the default 2.00x, bot 5.70x (too late), the 3.00x preset, bot 1.00x.
    expect(unattendedRound({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, round: 1, seats })).toEqual({
      round: 1,
      crashPointHundredths: 341,
      scores: [200, 0, 300, 100],
    });
  });
});
