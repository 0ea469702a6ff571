import { describe, expect, it } from 'vitest';
import { gameNameKey } from './game-names';

describe('gameNameKey', () => {
  it('names every ledger game by its tile, crash battle included, and nothing else', () => {
    expect(gameNameKey('crash')).toBe('crash.name');
    expect(gameNameKey('crashbattle')).toBe('crash-battle.name');
    expect(gameNameKey('second-life')).toBe('second-life.name');
    expect(gameNameKey('plinko')).toBe('plinko.name');
    expect(gameNameKey('profile')).toBeNull();
    expect(gameNameKey('nope')).toBeNull();
  });
});
