import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform, startTestPlatform } from '../testing/test-platform';
import { isDeceptiveName, mixesScripts, nameSkeleton } from './name-skeleton';

describe('name skeletons', () => {
  it('folds look-alike spellings of one name to one skeleton', () => {
    // Cyrillic а/і, Greek Α, digits for letters, fullwidth, zero-width space, dots, l for I, case.
    for (const name of [
      'admin',
      'Аdmin',
      'аdmіn',
      'Αdmin',
      'ADM1N',
      'Admln',
      'ａｄｍｉｎ',
      'ad\u200bmin',
      'A.d.m.i.n',
      'a d m i n',
    ]) {
      expect(nameSkeleton(name)).toBe('admin');
    }
    expect(nameSkeleton('Mödérator')).toBe('moderator');
    expect(nameSkeleton('alice')).not.toBe(nameSkeleton('bob'));
  });

  it('tells names mixing scripts within a word from names in one script', () => {
    expect(mixesScripts('Аdmin')).toBe(true); // Cyrillic А, Latin dmin
    expect(mixesScripts('pаypal')).toBe(true);
    expect(mixesScripts('Иван')).toBe(false);
    expect(mixesScripts('Ivan Иван')).toBe(false); // two words, one script each
    expect(mixesScripts('José')).toBe(false);
    expect(mixesScripts('Ωmega')).toBe(true); // Greek Ω, Latin mega
  });

  it('flags reserved and staff look-alikes, not ordinary names', () => {
    const staff = new Set([nameSkeleton('Warden')]);
    expect(isDeceptiveName('W4rden', staff)).toBe(true);
    expect(isDeceptiveName('SUPPORT', staff)).toBe(true);
    expect(isDeceptiveName('Wardens', staff)).toBe(false);
    expect(isDeceptiveName('Иван', staff)).toBe(false);
  });
});

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ ADMIN_SUBJECTS: 'dev:warden' });
});
afterAll(() => platform.close());

const nameOf = async (auth: string) =>
  (
    await platform.app.inject({ method: 'GET', url: '/api/users/current', headers: { authorization: auth } })
  ).json() as { id: string; name: string };
const row = async (id: string) =>
  (
    await platform.services.orm.em.fork().execute(`select name, name_skeleton, role from users where id = ?`, [id])
  )[0] as {
    name: string;
    name_skeleton: string;
    role: string;
  };

describe('look-alike names at sign-in', () => {
  it('gives a player imitating a staff member, a reserved word or mixing scripts a neutral name, still signed in', async () => {
    const admin = await nameOf(await platform.signIn('warden'));
    expect(admin.name).toBe('warden');
    expect((await row(admin.id)).role).toBe('ADMIN');

    const ids = new Set([admin.id]);
    for (const imitation of ['wаrden', 'WARD3N', 'w.a.r.d.e.n', 'Аdmin', 'Support', 'mоderator', 'pаypal']) {
      const user = await nameOf(await platform.signIn(imitation));
      expect(user.name, imitation).toMatch(/^Player \d{5}$/);
      const stored = await row(user.id);
      expect(stored.role).toBe('USER');
      expect(stored.name_skeleton).toBe(nameSkeleton(user.name));
      ids.add(user.id);
    }
    // Each is an account of its own (the identity is the provider's, not the name), none of them the admin's.
    expect(ids.size).toBe(8);
  });

  it('keeps ordinary names in any one script and stores their skeleton', async () => {
    for (const name of ['Иван', 'José Luis', 'Wardens', 'Ωμέγα']) {
      const user = await nameOf(await platform.signIn(name));
      expect(user.name).toBe(name);
      expect((await row(user.id)).name_skeleton).toBe(nameSkeleton(name));
    }
  });

  it('replaces a player’s name at the next sign-in once a staff member has a look-alike one; staff keep theirs', async () => {
    const player = await nameOf(await platform.signIn('Gatekeeper'));
    expect(player.name).toBe('Gatekeeper');
    const future = await nameOf(await platform.signIn('Gate keeper'));
    expect(future.name).toBe('Gate keeper');
    await platform.services.orm.em.fork().execute(`update users set role = 'MODERATOR' where id = ?`, [future.id]);

    expect((await nameOf(await platform.signIn('Gatekeeper'))).name).toMatch(/^Player \d{5}$/);
    expect((await nameOf(await platform.signIn('Gate keeper'))).name).toBe('Gate keeper');
  });
});
