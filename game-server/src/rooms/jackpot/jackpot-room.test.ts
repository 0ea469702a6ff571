import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@arena/api';
import {
  JACKPOT_ROOM_ID,
  jackpotEntryOfTicket,
  jackpotTicket,
  playerChances,
  sha256OfText,
  splitPot,
  verifyJackpot,
} from '@arena/schemas';
import { runOutRoomTimer } from '../../testing/room-timers';
import { type PublishedWin, WIN_FEED_PRESENCE_CHANNEL } from '../../win-feed';
import {
  type JackpotKit,
  bootJackpotKit,
  em,
  endCountdown,
  enter,
  giveSkins,
  itemOwners,
  joinPot,
  newPlayer,
  serverPot,
  skinPriced,
  waitFor,
} from './testing/jackpot-test-kit';

let kit: JackpotKit;
const SPIN_MS = 1_500;
beforeAll(async () => {
  // A countdown long enough for an entry made during it to arrive on a loaded CI machine (cut once it has).
  // The spin is long enough that a win published at the draw (not the landing) is seen during it.
  kit = await bootJackpotKit({ countdownMs: 4_000, spinMs: SPIN_MS, resultMs: 300 });
});
afterAll(async () => {
  await kit.services.ledger.assertInvariants();
  await kit.close();
});

describe('a whole jackpot round', () => {
  it(
    'counts entries made during the countdown, draws by the published rule, pays skins to the winner and opens the next pot',
    { timeout: 30_000 },
    async () => {
      const [alice, bob, carol] = [
        await newPlayer(kit.services),
        await newPlayer(kit.services),
        await newPlayer(kit.services),
      ];
      const a = await giveSkins(kit.services, alice.userId, [skinPriced(20_00, 60_00).id]);
      const b = await giveSkins(kit.services, bob.userId, [skinPriced(5_00, 15_00).id, skinPriced(1_00, 3_00).id]);
      const c = await giveSkins(kit.services, carol.userId, [skinPriced(3_00, 8_00).id]);
      const feed: PublishedWin[] = [];
      // What the room showed when the win was published.
      const shownAtPublish: string[] = [];
      const serverStatus = () =>
        (matchMaker.getLocalRoomById(JACKPOT_ROOM_ID) as unknown as { state: { status: string } } | undefined)?.state
          .status ?? '';
      await matchMaker.presence.subscribe(WIN_FEED_PRESENCE_CHANNEL, (win: PublishedWin) => {
        shownAtPublish.push(serverStatus());
        feed.push(win);
      });
      const spectator = await joinPot(kit.port);
      await waitFor('pot open', () => spectator.state.status === 'OPEN' && spectator.state.roundId !== '');
      const roundId = spectator.state.roundId;
      const hash = spectator.state.serverSeedHash;
      expect(spectator.state.serverSeed).toBe('');

      const [aliceRoom, bobRoom, carolRoom] = [
        await joinPot(kit.port, alice),
        await joinPot(kit.port, bob),
        await joinPot(kit.port, carol),
      ];
      await enter(aliceRoom, a);
      expect(spectator.state.status).toBe('OPEN');
      await enter(bobRoom, b);
      await waitFor('countdown', () => spectator.state.status === 'COUNTDOWN' && spectator.state.closesAt > 0);
      // Carol comes in during the countdown: her entry counts.
      await enter(carolRoom, c);
      await waitFor('three entries shown', () => spectator.state.entries.length === 3);
      const chances = playerChances([...spectator.state.entries]);
      expect(chances.map((x) => x.userId)).toEqual([alice.userId, bob.userId, carol.userId]);
      endCountdown();

      await waitFor('drawn', () => spectator.state.winnerUserId !== '', 15_000);
      const view = spectator.state;
      expect(sha256OfText(view.serverSeed)).toBe(hash);
      const entries = [...view.entries].map((e) => ({
        betId: e.betId,
        userId: e.userId,
        valueCents: e.valueCents,
        items: [...e.items].map((i) => ({ id: i.id, priceCents: i.priceCents })),
      }));
      // The browser's check, with the shared schemas code.
      const ticket = jackpotTicket(view.serverSeed, view.closesAt, entries);
      expect(view.ticket).toBe(ticket);
      expect(view.winnerUserId).toBe(entries[jackpotEntryOfTicket(entries, ticket)]!.userId);
      expect(
        verifyJackpot({
          serverSeed: view.serverSeed,
          serverSeedHash: hash,
          closedAtMs: view.closesAt,
          entries,
          ticket: view.ticket,
          winnerUserId: view.winnerUserId,
        }).ok,
      ).toBe(true);
      const winnerId = view.winnerUserId;
      const split = splitPot(entries, winnerId);
      expect([view.prizeCents, view.houseCents]).toEqual([split.prizeCents, split.houseCents]);
      expect(view.potCents).toBe(split.potCents);

      // Skins: the house's are used up in their owner's bet, every other one now belongs to the winner.
      const ownerOf = (id: string) => (a.includes(id) ? alice.userId : b.includes(id) ? bob.userId : carol.userId);
      const all = [...a, ...b, ...c];
      expect(await itemOwners(kit.services, all)).toEqual(
        Object.fromEntries(
          all.map((id) => [
            id,
            split.houseItemIds.includes(id) ? `${ownerOf(id)}:CONSUMED` : `${view.winnerUserId}:AVAILABLE`,
          ]),
        ),
      );
      const bets = await queryRows<{ status: string; payout_cents: number; n: number }>(
        em(kit.services),
        `select b.status, b.payout_cents, (select count(*)::int from ledger_transfers t where t.bet_id = b.id and t.operation in ('BET_SETTLE','BET_REFUND')) as n
       from bets b where b.round_id = ?`,
        [roundId],
      );
      expect(bets.map((x) => `${x.status}:${Number(x.payout_cents)}:${x.n}`)).toEqual([
        'SETTLED:0:1',
        'SETTLED:0:1',
        'SETTLED:0:1',
      ]);
      await kit.services.ledger.assertInvariants();
      // What is left of the spin, if any, is not needed: the win was not published during it.
      if (runOutRoomTimer(serverPot(), SPIN_MS)) expect(feed).toEqual([]);
      // The live feed shows the win: the prize against what the winner put in.
      const winnerStake = entries
        .filter((e) => e.userId === view.winnerUserId)
        .reduce((sum, e) => sum + e.valueCents, 0);
      await waitFor('win in the feed', () => feed.length === 1);
      expect(feed[0]).toMatchObject({
        game: 'jackpot',
        userId: view.winnerUserId,
        stakeCents: winnerStake,
        payoutCents: split.prizeCents,
      });
      // Published once the spinner landed (the next round may already be open by the time the name is read).
      expect(shownAtPublish).toHaveLength(1);
      expect(['FINISHED', 'OPEN']).toContain(shownAtPublish[0]);

      await waitFor(
        'finished',
        () => spectator.state.status === 'FINISHED' || spectator.state.roundId !== roundId,
        5_000,
      );
      await waitFor('next pot', () => spectator.state.roundId !== roundId && spectator.state.status === 'OPEN', 5_000);
      expect(spectator.state.entries.length).toBe(0);
      expect(spectator.state.serverSeedHash).not.toBe(hash);

      // A server stop with the next pot open (one entry): the pot is called off and the entry refunded at once.
      const nextRound = spectator.state.roundId;
      // The synchronized view is the new pot's now: the winner is the one drawn above.
      const winnerRoom = [aliceRoom, bobRoom, carolRoom][[alice, bob, carol].findIndex((p) => p.userId === winnerId)]!;
      const again = all.filter((id) => !split.houseItemIds.includes(id)).slice(0, 1);
      await enter(winnerRoom, again);
      await kit.stopServer();
      const [next] = await queryRows<{ status: string }>(
        em(kit.services),
        `select status from jackpot_rounds where id = ?`,
        [nextRound],
      );
      expect(next!.status).toBe('VOIDED');
      expect(await itemOwners(kit.services, again)).toEqual({ [again[0]!]: `${winnerId}:AVAILABLE` });
    },
  );
});
