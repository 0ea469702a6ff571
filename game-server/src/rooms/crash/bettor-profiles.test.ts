import { describe, expect, it } from 'vitest';
import { BettorProfiles, type BettorProfile } from './bettor-profiles';

function counted(profiles: Record<string, BettorProfile>) {
  const reads: string[][] = [];
  const read = async (userIds: string[]) => {
    reads.push(userIds);
    return new Map(userIds.flatMap((id) => (profiles[id] ? [[id, profiles[id]] as const] : [])));
  };
  return { reads, read };
}

describe('bettor profiles', () => {
  it('reads a profile once while it is fresh, again after it expires', async () => {
    let now = 1_000;
    const source = { alice: { name: 'alice', avatar: 'a.png' } };
    const { reads, read } = counted(source);
    const profiles = new BettorProfiles(read, { ttlMs: 60_000, now: () => now });
    expect(await profiles.of('alice')).toEqual({ name: 'alice', avatar: 'a.png' });
    expect(await profiles.of('alice')).toEqual({ name: 'alice', avatar: 'a.png' });
    expect(reads).toEqual([['alice']]);
    source.alice = { name: 'alice2', avatar: 'b.png' };
    now += 60_001;
    expect(await profiles.of('alice')).toEqual({ name: 'alice2', avatar: 'b.png' });
    expect(reads).toEqual([['alice'], ['alice']]);
  });

  it('refuses an unknown player and does not remember the refusal', async () => {
    const source: Record<string, BettorProfile> = {};
    const { reads, read } = counted(source);
    const profiles = new BettorProfiles(read);
    await expect(profiles.of('ghost')).rejects.toMatchObject({ key: 'GLOBAL.FORBIDDEN' });
    source.ghost = { name: 'ghost', avatar: '' };
    expect(await profiles.of('ghost')).toEqual({ name: 'ghost', avatar: '' });
    expect(reads).toEqual([['ghost'], ['ghost']]);
  });

  it('a warmed profile serves the first bet without a read; warming a known one reads nothing', async () => {
    const { reads, read } = counted({ bob: { name: 'bob', avatar: '' } });
    const profiles = new BettorProfiles(read);
    profiles.warm('bob');
    await profiles.of('bob');
    await profiles.of('bob');
    profiles.warm('bob');
    expect(reads).toEqual([['bob']]);
  });

  it('keeps at most its bound of players', async () => {
    const source = Object.fromEntries(['a', 'b', 'c'].map((id) => [id, { name: id, avatar: '' }]));
    const { reads, read } = counted(source);
    const profiles = new BettorProfiles(read, { max: 2 });
    for (const id of ['a', 'b', 'c', 'a']) await profiles.of(id);
    expect(reads).toEqual([['a'], ['b'], ['c'], ['a']]);
  });

  it('reads the players asked for within one turn in one read, a refusal each for the unknown ones', async () => {
    const source = Object.fromEntries(['a', 'b', 'c'].map((id) => [id, { name: id, avatar: '' }]));
    const { reads, read } = counted(source);
    const profiles = new BettorProfiles(read);
    profiles.warm('a');
    profiles.warm('b');
    const answers = await Promise.allSettled(['c', 'a', 'ghost'].map((id) => profiles.of(id)));
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value.name : (a.reason as { key: string }).key))).toEqual([
      'c',
      'a',
      'GLOBAL.FORBIDDEN',
    ]);
    expect(reads).toEqual([['a', 'b', 'c', 'ghost']]);
    await profiles.of('b');
    expect(reads.length).toBe(1);
  });
});
