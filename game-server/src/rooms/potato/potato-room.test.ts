import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPotatoStages } from '@arena/api';
import { potatoClientSeed, potatoStageDraw, sha256OfText, unattendedPotatoStage, verifyPotato } from '@arena/schemas';
import {
  type Player,
  type PotatoKit,
  type PotatoSdkRoom,
  balanceOf,
  bootPotatoKit,
  em,
  endCountdown,
  newPlayer,
  refusalOf,
  serverTable,
  sit,
  waitFor,
} from './testing/potato-test-kit';

let kit: PotatoKit;
beforeAll(async () => {
  kit = await bootPotatoKit();
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

const state = () => serverTable().state;

describe('a table played by hand', () => {
  it(
    'seats three, deals from the seeds, follows every pass, knocks out on the fuse and pays the survivor 95% of the pot',
    { timeout: 180_000 },
    async () => {
      const players: Player[] = [await newPlayer(kit, 10_00), await newPlayer(kit, 10_00), await newPlayer(kit, 10_00)];
      const hash = state().serverSeedHash;
      const gameId = state().gameId;
      const rooms: PotatoSdkRoom[] = [];
      for (const [i, player] of players.entries()) {
        const { room, seat } = await sit(kit.port, player);
        expect(seat).toBe(i);
        rooms.push(room);
        expect(await balanceOf(kit, player.userId)).toBe(9_00);
        if (i === 1) expect(state().startsAt).toBeGreaterThan(Date.now());
      }
      expect(await refusalOf(rooms[0]!, 'join', {})).toBe('POTATO.ALREADY_SEATED');
      endCountdown();
      await waitFor('the start', () => state().status === 'RUNNING');
      const clientSeed = potatoClientSeed(players.map((p) => p.userId));
      expect(state().clientSeed).toBe(clientSeed);
      expect(state().potCents).toBe(3_00);
      expect(await refusalOf(rooms[1]!, 'leave', {})).toBe('POTATO.GAME_STARTED');
      const late = await sit(kit.port, await newPlayer(kit, 10_00)).catch((error: Error) => error.message);
      expect(late).toBe('POTATO.GAME_STARTED');

      // The seed is secret until the end: play each stage by hand, always passing to the next survivor round the table.
      const serverSeed = (serverTable() as unknown as { table: { game: { serverSeed: string } } }).table.game
        .serverSeed;
      expect(sha256OfText(serverSeed)).toBe(hash);
      let survivors = [0, 1, 2];
      const losers: number[] = [];
      for (let stage = 1; survivors.length > 1; stage++) {
        const draw = potatoStageDraw(serverSeed, clientSeed, stage, survivors);
        await waitFor(`stage ${stage} passing`, () => state().stage === stage && state().phase === 'PASSING');
        expect(state().holderSeat).toBe(draw.startSeat);
        let holder = draw.startSeat;
        const other = survivors.find((s) => s !== holder)!;
        expect(await refusalOf(rooms[other]!, 'pass', { to: holder })).toBe('POTATO.NOT_HOLDER');
        expect(await refusalOf(rooms[holder]!, 'pass', { to: holder })).toBe('POTATO.BAD_TARGET');
        expect(await refusalOf(rooms[holder]!, 'pass', { to: 7 })).toBe('POTATO.BAD_TARGET');
        for (const out of losers)
          expect(await refusalOf(rooms[holder]!, 'pass', { to: out })).toBe('POTATO.BAD_TARGET');
        expect(await refusalOf(rooms[holder]!, 'pass', { to: 'x' })).toBe('GLOBAL.BAD_REQUEST');
        for (let t = 1; t <= draw.fuse; t++) {
          const to = survivors[(survivors.indexOf(holder) + 1) % survivors.length]!;
          rooms[holder]!.send('pass', { to });
          holder = to;
          // The explosion shows for only explodedMs before the next deal resets the counters: wait on what stays.
          if (t === draw.fuse) break;
          await waitFor(`pass ${t}`, () => state().passes === t, 45_000);
          expect(state().holderSeat).toBe(to);
        }
        await waitFor(`stage ${stage} explosion`, () => state().seats[holder]!.knockedOutStage === stage, 45_000);
        expect(state().seats[holder]!.alive).toBe(false);
        losers.push(holder);
        survivors = survivors.filter((s) => s !== holder);
      }
      await waitFor('payout', () => state().status === 'FINISHED');
      const winnerSeat = survivors[0]!;
      expect(state()).toMatchObject({ winnerSeat, payoutCents: 2_85, serverSeed });
      for (const [seat, player] of players.entries())
        expect(await balanceOf(kit, player.userId)).toBe(seat === winnerSeat ? 11_85 : 9_00);
      const stages = await loadPotatoStages(em(kit), gameId);
      expect(stages.every((s) => s.passes.every((p) => !p.auto) && !s.autoOnly)).toBe(true);
      expect(verifyPotato({ serverSeed, serverSeedHash: hash, clientSeed, seats: [0, 1, 2], stages })).toMatchObject({
        ok: true,
        winnerSeat,
      });
      for (const room of rooms) await room.leave();
    },
  );
});

describe('waiting', () => {
  it(
    'counts down once two sit, stops the countdown and refunds when one leaves, and refuses strangers',
    { timeout: 30_000 },
    async () => {
      const fresh = await bootPotatoKit({ countdownMs: 60_000 });
      try {
        const [a, b, poor] = [await newPlayer(fresh, 5_00), await newPlayer(fresh, 5_00), await newPlayer(fresh, 50)];
        const table = () => serverTable().state;
        const first = await sit(fresh.port, a);
        expect(table().startsAt).toBe(0);
        const second = await sit(fresh.port, b);
        expect(table().startsAt).toBeGreaterThan(Date.now() + 50_000);
        second.room.send('leave', {});
        await waitFor('the refund', async () => (await balanceOf(fresh, b.userId)) === 5_00);
        await waitFor('no countdown', () => table().startsAt === 0 && table().seats[1]!.userId === '');
        expect(await refusalOf(second.room, 'leave', {})).toBe('POTATO.NOT_SEATED');
        expect(await refusalOf(second.room, 'pass', { to: 0 })).toBe('POTATO.NOT_SEATED');
        expect(await refusalOf(first.room, 'pass', { to: 1 })).toBe('POTATO.NOT_HOLDER');
        expect(await refusalOf(first.room, 'hello', {})).toBe('GLOBAL.BAD_REQUEST');
        expect(await refusalOf(first.room, 'join', { seat: 3 })).toBe('GLOBAL.BAD_REQUEST');
        const poorSeat = await sit(fresh.port, poor).catch((error: Error) => error.message);
        expect(poorSeat).toBe('USER.LOW_BALANCE');
        const spectator = await (await import('./testing/potato-test-kit')).openTable(fresh.port);
        expect(await refusalOf(spectator, 'join', {})).toBe('GLOBAL.FORBIDDEN');
        // A stop calls the waiting game off: the buy-in comes back.
        await fresh.stopServer();
        expect(await balanceOf(fresh, a.userId)).toBe(5_00);
        await fresh.services.ledger.assertInvariants();
      } finally {
        await fresh.close();
      }
    },
  );
});

describe('automatic passes', () => {
  it('passes for a holder who times out or is offline, to the seat the seeds name', { timeout: 60_000 }, async () => {
    const auto = await bootPotatoKit({ passMs: 500, disconnectedPassMs: 100 });
    try {
      const players = [await newPlayer(auto, 2_00), await newPlayer(auto, 2_00), await newPlayer(auto, 2_00)];
      const gameId = serverTable().state.gameId;
      const seated = [];
      for (const p of players) seated.push(await sit(auto.port, p));
      // Seat 2 goes offline: its turns are passed for after 100 ms, the others' after 500 ms.
      await seated[2]!.room.leave();
      endCountdown();
      await waitFor('the end', () => serverTable().state.status === 'FINISHED', 50_000);
      const s = serverTable().state;
      const clientSeed = potatoClientSeed(players.map((p) => p.userId));
      const stages = await loadPotatoStages(em(auto), gameId);
      let survivors = [0, 1, 2];
      for (const stored of stages) {
        expect(stored).toEqual({
          ...unattendedPotatoStage(s.serverSeed, clientSeed, stored.stage, survivors),
          autoOnly: false,
        });
        survivors = survivors.filter((x) => x !== stored.loserSeat);
      }
      expect(stages.length).toBe(2);
      expect(s.winnerSeat).toBe(survivors[0]);
      expect(await balanceOf(auto, players[survivors[0]!]!.userId)).toBe(2_00 - 1_00 + 2_85);
      await auto.services.ledger.assertInvariants();
    } finally {
      await auto.close();
    }
  });

  it('finishes a running game from the seeds when the server stops', { timeout: 30_000 }, async () => {
    const stopping = await bootPotatoKit({ passMs: 60_000 });
    try {
      const players = [await newPlayer(stopping, 2_00), await newPlayer(stopping, 2_00)];
      const gameId = serverTable().state.gameId;
      const rooms = [];
      for (const p of players) rooms.push((await sit(stopping.port, p)).room);
      endCountdown();
      await waitFor('passing', () => serverTable().state.phase === 'PASSING');
      const seed = (serverTable() as unknown as { table: { game: { serverSeed: string } } }).table.game.serverSeed;
      const holder = serverTable().state.holderSeat;
      rooms[holder]!.send('pass', { to: 1 - holder });
      await waitFor('the pass', () => serverTable().state.passes === 1 || serverTable().state.phase === 'EXPLODED');
      await stopping.stopServer();
      const stages = await loadPotatoStages(em(stopping), gameId);
      const clientSeed = potatoClientSeed(players.map((p) => p.userId));
      if (stages[0]!.autoOnly)
        expect(stages[0]).toEqual({ ...unattendedPotatoStage(seed, clientSeed, 1, [0, 1]), autoOnly: true });
      const winner = 1 - stages[0]!.loserSeat;
      expect(await balanceOf(stopping, players[winner]!.userId)).toBe(2_00 - 1_00 + 1_90);
      expect(await balanceOf(stopping, players[1 - winner]!.userId)).toBe(1_00);
      await stopping.services.ledger.assertInvariants();
    } finally {
      await stopping.close();
    }
  });
});
