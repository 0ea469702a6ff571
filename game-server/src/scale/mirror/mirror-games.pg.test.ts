import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Orm, queryRows } from '@arena/api';
import {
  JACKPOT_ROOM_ID,
  type JackpotErrorEvent,
  ROLL_ROOM_ID,
  ROLL_SERVER_MESSAGES,
  type RollBalanceEvent,
  type RollBetPlacedEvent,
  type RollErrorEvent,
  rollBetKey,
} from '@arena/schemas';
import { type RestartHarness, type ServerChild, restartHarness } from '../../testing/restart-harness';
import { newTestPlayer } from '../../testing/room-test-server';
import { type RollSdkRoom, joinRoll, waitFor } from '../../rooms/roll/testing/roll-test-kit';
import {
  type JackpotSdkRoom,
  enter,
  giveSkins,
  joinPot,
  nextError,
  skinPriced,
} from '../../rooms/jackpot/testing/jackpot-test-kit';
import { type ClaimedRedisDb, claimRedisDb } from '../testing/redis-db';
import { mirrorRoomId } from './settings';
import { clusterEnv, listing as listingAt, settledListing } from './testing/two-processes';

/**
 * Two real game-server processes over one Postgres and Redis, hosting Rush and DropZone wherever ownership settles
 * (the same process or not); the process that does not own a game serves it from its mirror room. Runs only with
 * TEST_DATABASE_URL (the *.pg.test.ts rule).
 */
const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/mirror-games.fixture.ts');
let redis: ClaimedRedisDb;
let harness: RestartHarness;
let db: Awaited<ReturnType<RestartHarness['store']['open']>>;
/** Per game: the process hosting its room once ownership has settled, and the other one (serving its mirror). */
const sides: Record<string, { owner: ServerChild; other: ServerChild }> = {};

beforeAll(async () => {
  redis = await claimRedisDb();
  harness = await restartHarness(fixture, {
    ...clusterEnv(redis.url),
    ROLL_CHAIN_LENGTH: '300',
    ROLL_BETTING_MS: '2500',
    ROLL_SPIN_MS: '300',
    ROLL_RESULT_MS: '200',
    JACKPOT_COUNTDOWN_MS: '1500',
    JACKPOT_SPIN_MS: '300',
    JACKPOT_RESULT_MS: '300',
  });
  db = await harness.store.open();
  const first = await harness.start();
  await waitFor(
    'both rooms listed',
    async () => (await listing(ROLL_ROOM_ID)) !== null && (await listing(JACKPOT_ROOM_ID)) !== null,
    30_000,
  );
  const second = await harness.start();
  for (const roomId of [ROLL_ROOM_ID, JACKPOT_ROOM_ID]) {
    // Whichever process ownership settles on (a hand-over to the newcomer may follow its start) hosts the rounds.
    const port = await settledHostPort(roomId);
    sides[roomId] = port === first.port ? { owner: first, other: second } : { owner: second, other: first };
  }
}, 120_000);
afterAll(async () => {
  await db?.services.ledger.assertInvariants();
  await db?.close();
  await harness?.cleanup();
  await redis?.release();
});

const listing = (roomId: string) => listingAt(redis.url, roomId);
/** The port of the process listing `roomId`, unchanged for three seconds. */
const settledHostPort = async (roomId: string) =>
  Number((await settledListing(redis.url, roomId)).publicAddress.split(':')[1]);
const betsOf = (orm: Orm, userId: string) =>
  queryRows<{ game: string; round_id: string; status: string; stake_cents: string; payout_cents: string | null }>(
    orm.em.fork() as SqlEntityManager,
    `select game, round_id, status, stake_cents, payout_cents from bets where user_id = ? order by created_at`,
    [userId],
  );

/** Every (round, phase) a client is shown, in order, with what the round showed then. */
function record<S>(
  room: { onStateChange(handler: (state: S) => void): void },
  view: (state: S) => { roundId: string; phase: string; shown: string },
) {
  const seen: { roundId: string; phase: string; shown: string }[] = [];
  room.onStateChange((state) => {
    const now = view(state);
    const last = seen.at(-1);
    if (last?.roundId !== now.roundId || last.phase !== now.phase) seen.push(now);
  });
  return seen;
}
type Seen = ReturnType<typeof record>;
const phasesOf = (seen: Seen, roundId: string) => seen.filter((s) => s.roundId === roundId).map((s) => s.phase);
const roundsOf = (seen: Seen) => [...new Set(seen.filter((s) => s.roundId).map((s) => s.roundId))];
const rushView = (state: RollSdkRoom['state']) => ({
  roundId: state.roundId,
  phase: state.phase,
  shown: String(state.cell),
});
const dropView = (state: JackpotSdkRoom['state']) => ({
  roundId: state.roundId,
  phase: state.status,
  shown: `${state.winnerUserId}:${state.ticket}`,
});

it(
  'a Rush spectator on the process that does not own it sees every round; a bet through the mirror is acknowledged, refused and settled as on the owner',
  { timeout: 120_000 },
  async () => {
    const { owner, other } = sides[ROLL_ROOM_ID]!;
    const spectator = await joinRoll(other.port);
    expect(spectator.roomId).not.toBe(ROLL_ROOM_ID);
    expect(spectator.roomId.startsWith(mirrorRoomId(ROLL_ROOM_ID, ''))).toBe(true);
    expect((await listing(spectator.roomId))?.publicAddress).toBe(`127.0.0.1:${other.port}`);
    const direct = await joinRoll(owner.port);
    expect(direct.roomId).toBe(ROLL_ROOM_ID);
    const onMirror = record(spectator, rushView);
    const onOwner = record(direct, rushView);
    // Rounds after the one in play at the join: its first phase may have been decoded before the recorders were attached.
    const inPlayAtJoin = new Set([spectator.state.roundId, direct.state.roundId]);

    const player = await newTestPlayer(db.services, 10_00, 'mirror');
    const mirrored = await joinRoll(other.port, player.token);
    const guest = await joinRoll(other.port);
    expect(mirrored.roomId).toBe(spectator.roomId);
    try {
      // A round with most of its betting still ahead, so the bets arrive in time on a loaded machine.
      await waitFor(
        'fresh betting on the mirror',
        () => mirrored.state.phase === 'BETTING' && mirrored.state.bettingEndsAt - Date.now() > 1_500,
        30_000,
      );
      const roundId = mirrored.state.roundId;
      const placed = mirrored.waitForMessage(ROLL_SERVER_MESSAGES.betPlaced, 10_000) as Promise<RollBetPlacedEvent>;
      mirrored.send('bet', { colour: 'red', source: 'REAL', amountCents: 1_00 });
      expect(await placed).toMatchObject({ roundId, colour: 'red', stakeCents: 1_00 });
      // Refusals come back with the catalogue's key, the same body the owner's room sends its own sockets.
      const tooSmall = mirrored.waitForMessage(ROLL_SERVER_MESSAGES.error, 10_000) as Promise<RollErrorEvent>;
      mirrored.send('bet', { colour: 'red', source: 'REAL', amountCents: 1 });
      expect((await tooSmall).error.key).toBe('BET.MIN_LIMIT');
      expect((await tooSmall).action).toBe('bet');
      const refusedGuest = guest.waitForMessage(ROLL_SERVER_MESSAGES.error, 10_000) as Promise<RollErrorEvent>;
      guest.send('bet', { colour: 'red', source: 'REAL', amountCents: 1_00 });
      expect(await refusedGuest).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] }, action: 'bet' });
      await waitFor(
        'the mirror shows the bet',
        () => mirrored.state.bets.get(rollBetKey(player.userId, 'red'))?.stakeCents === 1_00,
      );

      // Settled once on the owner; the balance notice reaches the player on the mirror.
      const balance = mirrored.waitForMessage(ROLL_SERVER_MESSAGES.balance, 20_000) as Promise<RollBalanceEvent>;
      await waitFor('settled', async () => (await betsOf(db.orm, player.userId))[0]?.status === 'SETTLED', 20_000);
      const [bet, ...more] = await betsOf(db.orm, player.userId);
      expect(more).toEqual([]);
      expect(bet).toMatchObject({ game: 'roll', status: 'SETTLED' });
      expect(Number(bet!.stake_cents)).toBe(1_00);
      const payout = Number(bet!.payout_cents);
      expect([0, 2_00]).toContain(payout);
      expect((await db.services.ledger.balances(player.userId)).realCents).toBe(10_00 - 1_00 + payout);
      expect((await balance).balanceCents).toBe(10_00 - 1_00 + payout);
      await waitFor(
        'the mirror shows the outcome',
        () => mirrored.state.bets.get(rollBetKey(player.userId, 'red'))?.status === (payout > 0 ? 'WON' : 'LOST'),
      );

      // Every whole round the owner's client saw, the mirror's saw alike, landing on the cell the database holds.
      const whole = () =>
        roundsOf(onOwner).filter(
          (id) =>
            !inPlayAtJoin.has(id) && phasesOf(onOwner, id)[0] === 'BETTING' && phasesOf(onOwner, id).includes('RESULT'),
        );
      await waitFor('three whole rounds on the owner', () => whole().length >= 3, 60_000);
      const watched = whole();
      await waitFor(
        'the mirror saw them land',
        () => watched.every((id) => phasesOf(onMirror, id).includes('RESULT')),
        5_000,
      );
      expect(roundsOf(onMirror).filter((id) => watched.includes(id))).toEqual(watched);
      const stored = await queryRows<{ id: string; cell: number }>(
        db.orm.em.fork() as SqlEntityManager,
        `select id::text, cell from roll_rounds where id::text in (?)`,
        [watched],
      );
      expect(stored).toHaveLength(watched.length);
      for (const roundId of watched) {
        expect(phasesOf(onMirror, roundId)).toEqual(phasesOf(onOwner, roundId));
        expect(phasesOf(onMirror, roundId)).toEqual(['BETTING', 'SPINNING', 'RESULT']);
        const landed = (seen: Seen) => seen.find((s) => s.roundId === roundId && s.phase === 'RESULT')!.shown;
        expect(landed(onMirror)).toBe(String(stored.find((row) => row.id === roundId)!.cell));
        expect(landed(onOwner)).toBe(landed(onMirror));
      }
      expect(spectator.state.history.map((h) => h.roundId).slice(0, 3)).toEqual(
        direct.state.history.map((h) => h.roundId).slice(0, 3),
      );
    } finally {
      for (const room of [spectator, direct, mirrored, guest]) await room.leave();
    }
  },
);

it(
  'a DropZone spectator on the process that does not own it sees every round; an entry through the mirror is acknowledged, refused and drawn once on the owner',
  { timeout: 120_000 },
  async () => {
    const { owner, other } = sides[JACKPOT_ROOM_ID]!;
    const spectator = await joinPot(other.port);
    expect(spectator.roomId).not.toBe(JACKPOT_ROOM_ID);
    expect(spectator.roomId.startsWith(mirrorRoomId(JACKPOT_ROOM_ID, ''))).toBe(true);
    const direct = await joinPot(owner.port);
    expect(direct.roomId).toBe(JACKPOT_ROOM_ID);
    const onMirror = record(spectator, dropView);
    const onOwner = record(direct, dropView);
    // The pot open when the clients joined: its first phase may have been decoded before the recorders were attached.
    await waitFor('a pot shown', () => spectator.state.roundId !== '' && direct.state.roundId !== '');
    const openAtJoin = new Set([spectator.state.roundId, direct.state.roundId]);
    const [alice, bob] = [await newTestPlayer(db.services, 0, 'alice'), await newTestPlayer(db.services, 0, 'bob')];
    const viaMirror = await joinPot(other.port, alice);
    const viaOwner = await joinPot(owner.port, bob);
    try {
      // A skin that is not alice's is refused with the catalogue's key, the same body through the mirror as on the owner.
      const aliceOnOwner = await joinPot(owner.port, alice);
      const bobs = await giveSkins(db.services, bob.userId, [skinPriced(1_00, 5_00).id]);
      const refusals = Promise.all([nextError(viaMirror), nextError(aliceOnOwner)]);
      viaMirror.send('enter', { itemIds: bobs });
      aliceOnOwner.send('enter', { itemIds: bobs });
      const [throughMirror, onOwnerRoom] = (await refusals) as [JackpotErrorEvent, JackpotErrorEvent];
      expect(throughMirror.error.key).toBe('INVENTORY.BAD_ID');
      expect(throughMirror.action).toBe('enter');
      expect(throughMirror).toEqual(onOwnerRoom);
      await aliceOnOwner.leave();
      const refusedGuest = nextError(spectator);
      spectator.send('enter', { itemIds: bobs });
      expect(await refusedGuest).toEqual({ error: { key: 'GLOBAL.FORBIDDEN', args: [] }, action: 'enter' });

      const rounds: { roundId: string; entered: string[] }[] = [];
      for (let round = 0; round < 2; round++) {
        await waitFor(
          'an open pot on the mirror',
          () =>
            viaMirror.state.status === 'OPEN' &&
            viaMirror.state.roundId !== '' &&
            !rounds.some((r) => r.roundId === viaMirror.state.roundId),
          30_000,
        );
        const roundId = viaMirror.state.roundId;
        const [a, b] = [
          await giveSkins(db.services, alice.userId, [skinPriced(1_00, 5_00).id]),
          await giveSkins(db.services, bob.userId, [skinPriced(1_00, 5_00).id]),
        ];
        const entries = [await enter(viaMirror, a), await enter(viaOwner, b)];
        rounds.push({ roundId, entered: entries.map((e) => e.betId) });
        await waitFor(
          'the mirror shows both entries',
          () => viaMirror.state.entries.length === 2 && viaMirror.state.entries[0]!.items.length === 1,
        );
        expect(viaMirror.state.entries.map((e) => e.betId)).toEqual(entries.map((e) => e.betId));
        await waitFor(
          'drawn and shown on the mirror',
          () => spectator.state.roundId === roundId && spectator.state.status === 'FINISHED',
          20_000,
        );
      }

      expect(rounds.some((r) => !openAtJoin.has(r.roundId))).toBe(true);
      for (const { roundId, entered } of rounds) {
        await waitFor('the owner client saw it finish', () => phasesOf(onOwner, roundId).includes('FINISHED'));
        const whole = ['OPEN', 'COUNTDOWN', 'SPINNING', 'FINISHED'];
        const shown = (seen: Seen) =>
          openAtJoin.has(roundId)
            ? phasesOf(seen, roundId).filter((phase) => phase !== 'OPEN')
            : phasesOf(seen, roundId);
        expect(shown(onMirror)).toEqual(shown(onOwner));
        expect(shown(onMirror)).toEqual(openAtJoin.has(roundId) ? whole.slice(1) : whole);
        const drawn = (seen: Seen) => seen.find((s) => s.roundId === roundId && s.phase === 'FINISHED')!.shown;
        expect(drawn(onMirror)).toBe(drawn(onOwner));
        // Each entry settled exactly once, in the round it was made in.
        const settled = await queryRows<{ id: string; status: string }>(
          db.orm.em.fork() as SqlEntityManager,
          `select id::text, status from bets where id::text in (?)`,
          [entered],
        );
        expect(settled.map((bet) => bet.status)).toEqual(['SETTLED', 'SETTLED']);
      }
      expect((await betsOf(db.orm, alice.userId)).map((bet) => bet.status)).toEqual(['SETTLED', 'SETTLED']);
    } finally {
      for (const room of [spectator, direct, viaMirror, viaOwner]) await room.leave();
    }
  },
);

it(
  'when the process owning Rush dies, the survivor takes it over and drains its mirror; clients joining again land on the real rooms',
  { timeout: 120_000 },
  async () => {
    const { owner: doomed, other: survivor } = sides[ROLL_ROOM_ID]!;
    const spectator = await joinRoll(survivor.port);
    expect(spectator.roomId).not.toBe(ROLL_ROOM_ID);
    // One client of each game on the process about to die, in its room or its mirror there.
    const rushThere = await joinRoll(doomed.port);
    const dropThere = await joinPot(doomed.port);
    await waitFor('the mirror shows a round', () => spectator.state.roundId !== '', 30_000);
    const spectatorCodes: number[] = [];
    spectator.onLeave((code) => spectatorCodes.push(code));
    const dropped = Promise.all(
      [rushThere, dropThere].map((room) => new Promise<number>((resolve) => room.onLeave((code) => resolve(code)))),
    );
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    await dropped;
    const before = spectator.state.roundId;

    // The survivor takes Rush over (its round left open by the dead owner is voided); its mirror drains: its audience
    // stays and sees the survivor's rounds, and the mirror closes once they have left.
    await waitFor(
      'the survivor hosts Rush',
      async () => (await listing(ROLL_ROOM_ID))?.publicAddress === `127.0.0.1:${survivor.port}`,
      30_000,
    );
    await waitFor(
      'a new round in the draining mirror',
      () => spectator.state.roundId !== before && spectator.state.phase === 'BETTING',
      30_000,
    );
    expect(spectatorCodes).toEqual([]);
    await spectator.leave();
    await waitFor(
      'the survivor closed its drained Rush mirror',
      async () => !(await listing(spectator.roomId)),
      30_000,
    );

    // Each client joins again through the survivor and lands on the real room showing the live round.
    const rush = await joinRoll(survivor.port);
    expect(rush.roomId).toBe(ROLL_ROOM_ID);
    await waitFor(
      'a new round on the survivor',
      () => rush.state.roundId !== before && rush.state.phase === 'BETTING',
      30_000,
    );
    const stored = await queryRows<{ status: string }>(
      db.orm.em.fork() as SqlEntityManager,
      `select status from roll_rounds where id::text = ?`,
      [rush.state.roundId],
    );
    expect(stored).toHaveLength(1);
    await waitFor(
      'the survivor hosts DropZone',
      async () => (await listing(JACKPOT_ROOM_ID))?.publicAddress === `127.0.0.1:${survivor.port}`,
      30_000,
    );
    const drop = await joinPot(survivor.port);
    expect(drop.roomId).toBe(JACKPOT_ROOM_ID);
    await waitFor(
      'the rejoined DropZone client shows an open pot',
      () => drop.state.roundId !== '' && drop.state.status === 'OPEN',
      30_000,
    );
    for (const room of [rush, drop]) await room.leave();
  },
);
