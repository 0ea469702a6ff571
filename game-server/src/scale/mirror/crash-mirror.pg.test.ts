import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Orm, ensureCrashChain, queryRows } from '@arena/api';
import { CRASH_SERVER_MESSAGES, type CrashCashedOutEvent, type CrashErrorEvent, crashRoomId } from '@arena/schemas';
import { type RestartHarness, type ServerChild, restartHarness, restartPlayer } from '../../testing/restart-harness';
import { type CrashSdkRoom, aimNextRound, joinAt, waitFor } from '../../rooms/crash/testing/crash-test-kit';
import { redisCommands } from '../resp';
import { SCALE_DEFAULTS } from '../settings';
import { type ClaimedRedisDb, claimRedisDb } from '../testing/redis-db';
import { mirrorRoomId } from './settings';
import { clusterEnv, listing as listingAt, settledListing } from './testing/two-processes';

/**
 * Two real game-server processes over one Postgres and Redis: crash is owned by its rendezvous choice of the two
 * (whichever that is: the test finds it once ownership settles); the other serves the same rounds from its mirror
 * room (scale/mirror/). Runs only with TEST_DATABASE_URL (the *.pg.test.ts rule).
 */
const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), '../testing/scale-server.fixture.ts');
let redis: ClaimedRedisDb;
let harness: RestartHarness;
let db: Awaited<ReturnType<RestartHarness['store']['open']>>;
/** The process hosting crash once ownership has settled, and the other one (which serves crash from its mirror). */
let owner: ServerChild;
let other: ServerChild;
let ownerId: string;

beforeAll(async () => {
  redis = await claimRedisDb();
  harness = await restartHarness(fixture, {
    ...clusterEnv(redis.url),
    // Long enough that a busy machine's stall (CI runs two suites' workers beside these two servers) does not fold a
    // round's whole betting phase into one relayed patch.
    CRASH_BETTING_MS: '3000',
    CRASH_PAUSE_MS: '300',
  });
  db = await harness.store.open();
  await ensureCrashChain(db.orm, 'classic', 200);
  await ensureCrashChain(db.orm, 'plus', 200);
  await aimNextRound({ db }, 'classic', (h) => h >= 110 && h <= 130);
  const first = await harness.start();
  await waitFor('crash room listed', () => listing(crashRoomId('classic')), 30_000);
  const second = await harness.start();
  // Whichever process ownership settles on (a hand-over to the newcomer may follow its start) hosts the rounds.
  ownerId = await settledOwner();
  const hostPort = Number((await listing(crashRoomId('classic')))!.publicAddress!.split(':')[1]);
  [owner, other] = hostPort === first.port ? [first, second] : [second, first];
}, 120_000);
afterAll(async () => {
  await db?.close();
  await harness?.cleanup();
  await redis?.release();
});

const crashOwner = async () =>
  (await redisCommands(redis.url, [['GET', `${SCALE_DEFAULTS.keyPrefix}crash`]]))[0] as string | null;
/** The process that holds crash's lease and lists its room, unchanged for three seconds. */
const settledOwner = async () =>
  (await settledListing(redis.url, crashRoomId('classic'), async (processId) => (await crashOwner()) === processId))
    .processId;
const listing = (roomId: string) => listingAt(redis.url, roomId);
const crashedRounds = (orm: Orm, ids: string[]) =>
  queryRows<{ id: string; crash_point_hundredths: number }>(
    orm.em.fork() as SqlEntityManager,
    `select id::text, crash_point_hundredths from crash_rounds where id::text in (?) and status = 'CRASHED'`,
    [ids],
  );
const betsOf = (orm: Orm, userId: string) =>
  queryRows<{ round_id: string; status: string; stake_cents: string; payout_cents: string | null }>(
    orm.em.fork() as SqlEntityManager,
    `select round_id, status, stake_cents, payout_cents from bets where user_id = ? order by created_at`,
    [userId],
  );

interface Seen {
  roundId: string;
  phase: string;
  crashPointHundredths: number;
}
/** Every (round, phase) a client is shown, in order, with the crash point the state carries then. */
function recordRounds(room: CrashSdkRoom): Seen[] {
  const seen: Seen[] = [];
  room.onStateChange((state) => {
    const last = seen.at(-1);
    if (last?.roundId === state.roundId && last.phase === state.phase) return;
    seen.push({ roundId: state.roundId, phase: state.phase, crashPointHundredths: state.crashPointHundredths });
  });
  return seen;
}
const rounds = (seen: Seen[]) => [...new Set(seen.filter((s) => s.roundId).map((s) => s.roundId))];
const phasesOf = (seen: Seen[], roundId: string) => seen.filter((s) => s.roundId === roundId).map((s) => s.phase);

it(
  "a spectator on the process that does not own crash sees every round of the owner's crash room (served from its mirror)",
  { timeout: 120_000 },
  async () => {
    // Joining by the room's id through the other process seats the client in its mirror, there; through the owner, in the owner's room.
    const spectator = await joinAt(other.port, 'classic');
    const mirrorId = spectator.roomId;
    expect(mirrorId).not.toBe(crashRoomId('classic'));
    expect(mirrorId.startsWith(mirrorRoomId(crashRoomId('classic'), ''))).toBe(true);
    const mirrorListing = await listing(mirrorId);
    expect(mirrorListing?.processId).not.toBe(ownerId);
    expect(mirrorListing?.publicAddress).toBe(`127.0.0.1:${other.port}`);
    const direct = await joinAt(owner.port, 'classic');
    expect(direct.roomId).toBe(crashRoomId('classic'));

    const onMirror = recordRounds(spectator);
    const onOwner = recordRounds(direct);
    // Keeps every round short: while one takes bets, the next is aimed at a low crash point.
    const aimed = new Set<string>();
    const aim = setInterval(() => {
      const { roundId, phase } = direct.state;
      if (phase !== 'BETTING' || aimed.has(roundId)) return;
      aimed.add(roundId);
      void aimNextRound({ db }, 'classic', (h) => h >= 110 && h <= 130).catch(() => undefined);
    }, 50);
    try {
      // Not the round the mirror showed first: a mirror room created by this join starts from the owner's state as it
      // is when its relay begins, which can be after that round's betting the direct client (joined later) still saw.
      const fullRounds = () =>
        rounds(onOwner).filter(
          (id) =>
            id !== onMirror.find((seen) => seen.roundId)?.roundId &&
            phasesOf(onOwner, id)[0] === 'BETTING' &&
            phasesOf(onOwner, id).includes('CRASHED'),
        );
      await waitFor('three whole rounds on the owner', () => fullRounds().length >= 3, 90_000);
      const watched = fullRounds();
      // The mirror's view catches up within a patch or two.
      await waitFor(
        'the mirror saw them crash',
        () => watched.every((id) => phasesOf(onMirror, id).includes('CRASHED')),
        5_000,
      );

      for (const roundId of watched) {
        expect(phasesOf(onMirror, roundId)).toEqual(phasesOf(onOwner, roundId));
        expect(phasesOf(onMirror, roundId)).toEqual(['BETTING', 'RUNNING', 'CRASHED']);
      }
      // Same rounds in the same order, the same crash points, and those are what the database recorded.
      const mirrorRounds = rounds(onMirror).filter((id) => watched.includes(id));
      expect(mirrorRounds).toEqual(watched);
      const crashPoint = (seen: Seen[], id: string) =>
        seen.find((s) => s.roundId === id && s.phase === 'CRASHED')!.crashPointHundredths;
      const stored = new Map(
        (await crashedRounds(db.orm, watched)).map((row) => [row.id, Number(row.crash_point_hundredths)]),
      );
      expect(stored.size).toBe(watched.length);
      for (const id of watched) {
        expect(crashPoint(onMirror, id)).toBe(stored.get(id));
        expect(crashPoint(onOwner, id)).toBe(stored.get(id));
      }
      // The history strip too.
      await waitFor(
        'history caught up',
        () => spectator.state.history[0]?.roundId === direct.state.history[0]?.roundId,
      );
      expect(spectator.state.history.map((h) => h.roundId).slice(0, 3)).toEqual(
        direct.state.history.map((h) => h.roundId).slice(0, 3),
      );
    } finally {
      clearInterval(aim);
      await spectator.leave();
      await direct.leave();
    }
  },
);

it(
  'a bet and a cash-out sent through the mirror are settled once on the owner, as when sent to the owner',
  { timeout: 120_000 },
  async () => {
    const viaMirror = await restartPlayer(db.services, 10_00);
    const viaOwner = await restartPlayer(db.services, 10_00);
    const mirrored = await joinAt(other.port, 'classic', viaMirror.token);
    const direct = await joinAt(owner.port, 'classic', viaOwner.token);
    expect(mirrored.roomId).not.toBe(crashRoomId('classic'));
    try {
      // A round long enough to cash out in: aimed while the one before takes bets, then joined at its betting.
      await waitFor('a round taking bets', () => direct.state.phase === 'BETTING', 30_000);
      const before = direct.state.roundId;
      await aimNextRound({ db }, 'classic', (h) => h >= 300 && h <= 500);
      await waitFor(
        'the aimed round taking bets',
        () => direct.state.phase === 'BETTING' && direct.state.roundId !== before,
        30_000,
      );
      const roundId = direct.state.roundId;

      // Each player sends a second bet right behind the first (same socket, so it arrives while the round still takes
      // bets, however loaded the machine): the same refusal, whichever room it is sent to.
      const placed = Promise.all([
        mirrored.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced, 10_000),
        direct.waitForMessage(CRASH_SERVER_MESSAGES.betPlaced, 10_000),
      ]);
      const refused = Promise.all([
        mirrored.waitForMessage(CRASH_SERVER_MESSAGES.error, 10_000),
        direct.waitForMessage(CRASH_SERVER_MESSAGES.error, 10_000),
      ]);
      for (const room of [mirrored, direct]) {
        room.send('bet', { source: 'REAL', amountCents: 2_00 });
        room.send('bet', { source: 'REAL', amountCents: 1_00 });
      }
      const [placedMirror, placedDirect] = await placed;
      expect(placedMirror).toMatchObject({ roundId, stakeCents: 2_00 });
      expect(placedDirect).toMatchObject({ roundId, stakeCents: 2_00 });
      const [againMirror, againDirect] = (await refused) as [CrashErrorEvent, CrashErrorEvent];
      expect(againDirect.error.key).toBe('CRASH.ALREADY_IN_GAME');
      expect(againMirror).toEqual(againDirect);
      expect(againMirror.action).toBe('bet');
      await waitFor('the mirror shows both bets', () => mirrored.state.bets.size === 2);

      await waitFor(
        'running on the mirror',
        () => mirrored.state.phase === 'RUNNING' && mirrored.state.roundId === roundId,
        30_000,
      );
      const sentAt = performance.now();
      mirrored.send('cashOut', {});
      const cashed = (await mirrored.waitForMessage(CRASH_SERVER_MESSAGES.cashedOut, 10_000)) as CrashCashedOutEvent;
      const ackMs = performance.now() - sentAt;
      direct.send('cashOut', {});
      const cashedDirect = (await direct.waitForMessage(
        CRASH_SERVER_MESSAGES.cashedOut,
        10_000,
      )) as CrashCashedOutEvent;
      console.log(`cash-out ack through the mirror: ${ackMs.toFixed(1)} ms`);
      for (const event of [cashed, cashedDirect]) {
        expect(event).toMatchObject({ roundId, reason: 'MANUAL' });
        expect(event.hundredths).toBeGreaterThanOrEqual(100);
        expect(event.payoutCents).toBe(Math.floor((2_00 * event.hundredths) / 100));
      }
      // A second cash-out is refused alike.
      mirrored.send('cashOut', {});
      direct.send('cashOut', {});
      const [twiceMirror, twiceDirect] = (await Promise.all([
        mirrored.waitForMessage(CRASH_SERVER_MESSAGES.error, 10_000),
        direct.waitForMessage(CRASH_SERVER_MESSAGES.error, 10_000),
      ])) as [CrashErrorEvent, CrashErrorEvent];
      expect(twiceMirror).toEqual(twiceDirect);
      expect(twiceMirror.action).toBe('cashOut');

      // Settled exactly once on the owner, at the price the player was told; the money adds up.
      for (const [player, event] of [
        [viaMirror, cashed],
        [viaOwner, cashedDirect],
      ] as const) {
        await waitFor('settled', async () => (await betsOf(db.orm, player.userId))[0]?.status === 'SETTLED');
        const bets = await betsOf(db.orm, player.userId);
        expect(
          bets.map((bet) => ({ ...bet, stake_cents: Number(bet.stake_cents), payout_cents: Number(bet.payout_cents) })),
        ).toEqual([{ round_id: roundId, status: 'SETTLED', stake_cents: 2_00, payout_cents: event.payoutCents }]);
        expect((await db.services.ledger.balances(player.userId)).realCents).toBe(10_00 - 2_00 + event.payoutCents);
      }
      await waitFor(
        'the mirror shows the cash-out',
        () => mirrored.state.bets.get(viaMirror.userId)?.status === 'CASHED_OUT',
      );
      expect(mirrored.state.bets.get(viaMirror.userId)?.payoutCents).toBe(cashed.payoutCents);
      await db.services.ledger.assertInvariants();
    } finally {
      await mirrored.leave();
      await direct.leave();
    }
  },
);

it(
  "when the owner dies, its clients are seated in the survivor's mirror at once, and the mirror carries them into the survivor's rounds without a drop",
  { timeout: 120_000 },
  async () => {
    const spectator = await joinAt(other.port, 'classic');
    const onOwner = await joinAt(owner.port, 'classic');
    await waitFor('the mirror shows a round', () => spectator.state.roundId !== '', 30_000);
    const survivorId = (await listing(spectator.roomId))!.processId;
    const codes: number[] = [];
    spectator.onLeave((code) => codes.push(code));
    const dropped = new Promise<number>((resolve) => onOwner.onLeave((code) => resolve(code)));
    owner.child.kill('SIGKILL');
    await owner.exited;
    await dropped;
    const before = spectator.state.roundId;

    // The dead owner's client joins again through the survivor while the dead lease runs: seated in its mirror at once.
    const killedAt = Date.now();
    const early = await joinAt(other.port, 'classic');
    expect(early.roomId).toBe(spectator.roomId);
    expect(Date.now() - killedAt).toBeLessThan(5_000);
    early.onLeave((code) => codes.push(code));

    // The survivor takes crash over; its mirror drains instead of closing: both clients stay and see its rounds.
    await waitFor(
      'the survivor hosts crash',
      async () => (await listing(crashRoomId('classic')))?.processId === survivorId,
      30_000,
    );
    for (const room of [spectator, early])
      await waitFor(
        'a new round in the draining mirror',
        () => room.state.roundId !== before && room.state.phase === 'BETTING',
        30_000,
      );
    expect(codes).toEqual([]);

    // Newcomers land in the real room; once the mirror's last client has left, it closes.
    const rejoined = await joinAt(other.port, 'classic');
    expect(rejoined.roomId).toBe(crashRoomId('classic'));
    await waitFor(
      'the real room and the draining mirror show the same round',
      () => rejoined.state.roundId !== '' && rejoined.state.roundId === spectator.state.roundId,
      10_000,
    );
    const stored = await queryRows<{ status: string }>(
      db.orm.em.fork() as SqlEntityManager,
      `select status from crash_rounds where id::text = ?`,
      [rejoined.state.roundId],
    );
    expect(stored).toHaveLength(1);
    expect(['BETTING', 'RUNNING', 'CRASHED']).toContain(stored[0]!.status);
    for (const room of [spectator, early]) await room.leave();
    await waitFor('the survivor closed its drained mirror', async () => !(await listing(spectator.roomId)), 30_000);
    await rejoined.leave();
  },
);
