import { expect, it } from 'vitest';
import { rendezvousOwner } from './rendezvous';

const keys = Array.from({ length: 3_000 }, (_, i) => `game-${i}`);
const owners = (processes: string[]) => new Map(keys.map((key) => [key, rendezvousOwner(key, processes)]));

it('no process, no owner; one process owns everything; the order of the list does not matter', () => {
  expect(rendezvousOwner('crash', [])).toBeUndefined();
  expect(rendezvousOwner('crash', ['p1'])).toBe('p1');
  for (const key of keys.slice(0, 200))
    expect(rendezvousOwner(key, ['a', 'b', 'c'])).toBe(rendezvousOwner(key, ['c', 'a', 'b']));
});

it('spreads keys fairly: each of 4 processes gets 25% ± 3% of 3,000 keys', () => {
  const processes = ['p1', 'p2', 'p3', 'p4'];
  const byOwner = owners(processes);
  for (const process of processes) {
    const share = [...byOwner.values()].filter((owner) => owner === process).length / keys.length;
    expect(share).toBeGreaterThan(0.22);
    expect(share).toBeLessThan(0.28);
  }
});

it('adding a process moves only the keys it now owns (~1/n); removing one moves only its own', () => {
  const before = owners(['p1', 'p2', 'p3']);
  const after = owners(['p1', 'p2', 'p3', 'p4']);
  const moved = keys.filter((key) => before.get(key) !== after.get(key));
  expect(moved.every((key) => after.get(key) === 'p4')).toBe(true);
  expect(moved.length / keys.length).toBeGreaterThan(0.22);
  expect(moved.length / keys.length).toBeLessThan(0.28);

  const without = owners(['p1', 'p3', 'p4']);
  const movedAgain = keys.filter((key) => after.get(key) !== without.get(key));
  expect(movedAgain.every((key) => after.get(key) === 'p2')).toBe(true);
  expect(movedAgain.length).toBe([...after.values()].filter((owner) => owner === 'p2').length);
});

it('the eight game modules over two processes: both get some (the real module names)', () => {
  const games = ['crash', 'crash_battle', 'jackpot', 'roll', 'bingo', 'potato', 'chat', 'clan_war'];
  const chosen = games.map((game) => rendezvousOwner(game, ['proc-a', 'proc-b']));
  expect(new Set(chosen).size).toBe(2);
});
