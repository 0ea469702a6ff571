import { describe, expect, it } from 'vitest';
import {
  CRASH_BATTLE_ALGORITHM,
  crashBattleBotTargets,
  crashBattleClientSeed,
  crashBattleCrashPoint,
  sha256OfText,
} from '@arena/schemas';
import { verifyBattle } from './battle-verify';

const serverSeed = '3f'.repeat(32);
const clientSeed = crashBattleClientSeed(['user-a', null]);
const fair = {
  id: 'b',
  serverSeedHash: sha256OfText(serverSeed),
  serverSeed,
  clientSeed,
  seats: 2,
  rounds: [1, 2].map((round) => ({ round, crashPoint: crashBattleCrashPoint(serverSeed, clientSeed, round) / 100 })),
  bots: [
    { seat: 1, targets: [1, 2].map((round) => crashBattleBotTargets(serverSeed, clientSeed, round, 2)[1]! / 100) },
  ],
  algorithm: CRASH_BATTLE_ALGORITHM,
};

describe('verifyBattle', () => {
  it('confirms what the server announced', () => {
    const check = verifyBattle(fair)!;
    expect(check.ok).toBe(true);
    expect(check.rounds).toHaveLength(2);
    expect(check.bots).toHaveLength(2);
  });

  it('catches a changed crash point, and waits for the seed', () => {
    const lie = { ...fair, rounds: [{ round: 1, crashPoint: fair.rounds[0]!.crashPoint + 0.01 }, fair.rounds[1]!] };
    const check = verifyBattle(lie)!;
    expect(check.ok).toBe(false);
    expect(check.rounds.map((r) => r.ok)).toEqual([false, true]);
    expect(verifyBattle({ ...fair, serverSeed: null })).toBeNull();
  });
});
