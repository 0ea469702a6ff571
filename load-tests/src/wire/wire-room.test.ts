import { Client, type Room } from '@colyseus/sdk';
import { CloseCode } from '@colyseus/shared-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_CLIENT_MESSAGES, CRASH_SERVER_MESSAGES, CrashRoomState, crashRoomId, payoutCents } from '@arena/schemas';
import { aimNextRound, closeBetting, serverRoom } from '../../../game-server/src/rooms/crash/testing/crash-test-kit';
import { fundedPlayer } from '../players';
import { type EmbeddedPlatform, startCrashPlatform } from './embedded-platform';
import { OwnState, SharedState } from './state-readers';
import { WireRoom } from './wire-room';

let platform: EmbeddedPlatform;
/** Long enough for every client of the test to join and bet within a round's betting, on a loaded machine. */
const BETTING_MS = 5000;

beforeAll(async () => {
  platform = await startCrashPlatform(BETTING_MS);
});

afterAll(async () => {
  await platform?.close();
});

/** What a player sees of a round at each phase: the phase, the crash point and the bets as the list shows them. */
function snapshot(state: CrashRoomState): string {
  const bets = [...state.bets.values()]
    .map(
      (bet) =>
        `${bet.name}:${bet.source}:${bet.stakeCents}:${bet.autoCashOutHundredths}:${bet.status}:${bet.cashOutHundredths}:${bet.payoutCents}`,
    )
    .sort();
  return JSON.stringify({
    crash: state.crashPointHundredths,
    hash: state.roundHash,
    startedAt: state.startedAt,
    history: state.history.length,
    bets,
  });
}

/** Keeps the last snapshot of every round/phase an observer saw. */
class Observer {
  readonly seen = new Map<string, string>();
  see = (state: CrashRoomState): void => {
    if (state.roundId) this.seen.set(`${state.roundId}/${state.phase}`, snapshot(state));
  };
  /** Rounds seen from their betting to their crash. */
  wholeRounds(): string[] {
    return [...this.seen.keys()]
      .filter((key) => key.endsWith('/BETTING'))
      .map((key) => key.split('/')[0]!)
      .filter((round) => this.seen.has(`${round}/CRASHED`));
  }
  round(roundId: string): [string, string][] {
    return [...this.seen.entries()].filter(([key]) => key.startsWith(`${roundId}/`)).sort();
  }
}

describe('the wire client', () => {
  it('sees the crash room as the SDK client does: phases, crash point and bets, decoded alone or shared', async () => {
    const roomId = crashRoomId('classic');
    const [sdkPlayer, wirePlayer] = await Promise.all([
      fundedPlayer(platform.apiUrl, 'sdk bettor', 10_000),
      fundedPlayer(platform.apiUrl, 'wire bettor', 10_000),
    ]);

    // Short first round (1.25x is 3.7 s of running), with the crash above the wire bettor's 1.10x auto-take (pinned:
    // chance would make it flaky).
    const crashPoint = await aimNextRound(
      { db: { orm: platform.orm } },
      'classic',
      (hundredths) => hundredths >= 115 && hundredths <= 125,
    );
    const sdkWatcher = new Observer();
    const sdkSpectator = (await new Client(platform.gameUrl).joinById(roomId, {}, CrashRoomState)) as Room<
      unknown,
      CrashRoomState
    >;
    sdkSpectator.onStateChange(sdkWatcher.see);

    const shared = new SharedState(CrashRoomState);
    const sharedWatcher = new Observer();
    shared.onChange(sharedWatcher.see);
    let frames = 0;
    // The first spectator (on the raw net socket, the default transport) feeds the shared copy; one more on the raw
    // socket and one on `ws` beside it.
    const spectators = [
      await WireRoom.join({
        gameUrl: platform.gameUrl,
        room: roomId,
        state: shared.member(),
        onFrame: () => (frames += 1),
      }),
    ];
    spectators.push(
      ...(await Promise.all(
        (['raw', 'ws'] as const).map((transport) =>
          WireRoom.join({
            gameUrl: platform.gameUrl,
            room: roomId,
            transport,
            state: shared.member(),
            onFrame: () => (frames += 1),
          }),
        ),
      )),
    );

    // A wire bettor (raw socket) with a state of its own: bets with an auto-take every round and hears its confirmations.
    const own = new OwnState(CrashRoomState);
    const ownWatcher = new Observer();
    own.onChange(ownWatcher.see);
    const wireBettor = await WireRoom.join({
      gameUrl: platform.gameUrl,
      room: roomId,
      token: wirePlayer.token,
      state: own,
    });
    const wirePlaced: string[] = [];
    wireBettor.onMessage(CRASH_SERVER_MESSAGES.betPlaced, (event: { roundId: string }) =>
      wirePlaced.push(event.roundId),
    );
    let wireRound = '';
    own.onChange((state) => {
      if (state.phase !== 'BETTING' || state.roundId === wireRound) return;
      wireRound = state.roundId;
      wireBettor.send(CRASH_CLIENT_MESSAGES.bet, { source: 'REAL', amountCents: 25, autoCashOutHundredths: 110 });
    });

    const client = new Client(platform.gameUrl);
    client.auth.token = sdkPlayer.token;
    const bettor = (await client.joinById(roomId, {}, CrashRoomState)) as Room<unknown, CrashRoomState>;
    let sdkRound = '';
    bettor.onMessage(CRASH_SERVER_MESSAGES.betPlaced, () => undefined);
    bettor.onMessage(CRASH_SERVER_MESSAGES.balance, () => undefined);
    bettor.onStateChange((state) => {
      if (state.phase !== 'BETTING' || state.roundId === sdkRound) return;
      sdkRound = state.roundId;
      bettor.send(CRASH_CLIENT_MESSAGES.bet, { source: 'REAL', amountCents: 40 });
    });

    // The first round: everyone has joined during its betting, both bets are in it, and it ends quickly.
    const until = async (what: string, done: () => boolean) => {
      const deadline = Date.now() + 30_000;
      while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      if (!done())
        throw new Error(
          `timed out waiting for ${what}; the SDK spectator saw ${[...sdkWatcher.seen.keys()].join(', ')}`,
        );
    };
    // A round's betting is over for the test once every observer has seen both bets in it: the rest of the window
    // is skipped (the last betting state each observer keeps is then the one with both bets).
    const bothBetsSeen = (roundId: string, watchers: Observer[]) =>
      watchers.every((watcher) => /sdk bettor.*wire bettor/.test(watcher.seen.get(`${roundId}/BETTING`) ?? ''));
    const skipRestOfBetting = () => {
      if (serverRoom('classic').state.phase === 'BETTING') closeBetting('classic', BETTING_MS);
    };
    // The first join opens betting once the room has read its chain: the first round is the first one seen betting.
    await until('the first betting', () => sdkWatcher.seen.size > 0);
    const round = [...sdkWatcher.seen.keys()][0]!.split('/')[0]!;
    await until('both bets of the first round', () => bothBetsSeen(round, [sdkWatcher, sharedWatcher, ownWatcher]));
    skipRestOfBetting();
    await until('the first crash', () =>
      [sdkWatcher, sharedWatcher, ownWatcher].every((watcher) => watcher.seen.has(`${round}/CRASHED`)),
    );

    const expected = sdkWatcher.round(round);
    expect(expected.map(([key]) => key.split('/')[1])).toEqual(['BETTING', 'CRASHED', 'RUNNING']);
    expect(JSON.parse(expected[1]![1])).toMatchObject({
      crash: crashPoint,
      bets: ['sdk bettor:REAL:40:0:LOST:0:0', `wire bettor:REAL:25:110:CASHED_OUT:110:${payoutCents(25, 110)}`],
    });
    expect(sharedWatcher.round(round)).toEqual(expected);
    expect(ownWatcher.round(round)).toEqual(expected);
    expect(wirePlaced).toContain(round);
    expect(frames).toBeGreaterThan(3 * 3);

    // The spectator feeding the shared copy leaves: the next one to join feeds it from its own full state.
    await spectators[0]!.leave();
    spectators.push(await WireRoom.join({ gameUrl: platform.gameUrl, room: roomId, state: shared.member() }));
    const next = () =>
      [...sdkWatcher.seen.keys()]
        .find((key) => key.endsWith('/RUNNING') && !key.startsWith(`${round}/`))
        ?.split('/')[0];
    const nextBetting = () =>
      [...sdkWatcher.seen.keys()]
        .find((key) => key.endsWith('/BETTING') && !key.startsWith(`${round}/`))
        ?.split('/')[0];
    await until('both bets of the next round', () => {
      const betting = nextBetting();
      return betting !== undefined && bothBetsSeen(betting, [sdkWatcher, sharedWatcher]);
    });
    skipRestOfBetting();
    await until('the next round to run', () => next() !== undefined && sharedWatcher.seen.has(`${next()}/RUNNING`));
    expect(sharedWatcher.seen.get(`${next()}/BETTING`)).toBe(sdkWatcher.seen.get(`${next()}/BETTING`));
    expect(sharedWatcher.seen.get(`${next()}/BETTING`)).toMatch(/wire bettor/);
    spectators.shift();

    expect(await spectators[0]!.ping()).toBeGreaterThanOrEqual(0);
    const codes = await Promise.all([...spectators, wireBettor].map((room) => room.leave()));
    expect(codes).toEqual([CloseCode.CONSENTED, CloseCode.CONSENTED, CloseCode.CONSENTED, CloseCode.CONSENTED]);
    expect(spectators.every((room) => !room.isOpen)).toBe(true);
    expect(shared.members).toBe(0);
    await Promise.all([sdkSpectator.leave(), bettor.leave()]);
  }, 90_000);
});
