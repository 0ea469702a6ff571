import { describe, expect, it } from 'vitest';
import { upgradeOutcome } from '@arena/schemas';
import { SPIN_TURNS, arcPath, insideWinArc, landingRotation, turnDegrees } from './dial-geometry';

describe('upgrade dial', () => {
  it('lands the pointer inside the win arc exactly when the server says the upgrade won', () => {
    const serverSeed = 'c'.repeat(64);
    for (const chance of [60_000, 300_000, 452_500, 896_039]) {
      for (let nonce = 0; nonce < 400; nonce++) {
        const outcome = upgradeOutcome({ serverSeed, clientSeed: 'dial', nonce }, { chanceMillionths: chance });
        expect(insideWinArc(landingRotation(outcome.roll), chance)).toBe(outcome.won);
      }
    }
    // The edges: the last winning millionth is inside, the chance itself is outside.
    expect(insideWinArc(landingRotation(452_499), 452_500)).toBe(true);
    expect(insideWinArc(landingRotation(452_500), 452_500)).toBe(false);
  });

  it('spins whole turns before it settles at the roll', () => {
    expect(landingRotation(0)).toBe(SPIN_TURNS * 360);
    expect(landingRotation(250_000)).toBe(SPIN_TURNS * 360 + 90);
    expect(turnDegrees(500_000)).toBe(180);
  });

  it('draws the win arc from the top clockwise', () => {
    expect(arcPath(100, 100, 50, 0)).toBe('');
    expect(arcPath(100, 100, 50, 90)).toBe('M 100 50 A 50 50 0 0 1 150.000 100.000');
    expect(arcPath(100, 100, 50, 270)).toContain(' 0 1 1 ');
    expect(arcPath(100, 100, 50, 360).split('A')).toHaveLength(3);
  });
});
