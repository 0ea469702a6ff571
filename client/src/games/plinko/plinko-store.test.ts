import { describe, expect, it } from 'vitest';
import type { PlinkoDropAnswer } from '@arena/schemas';
import { fakeClock } from '../../testing/fake-room';
import { ApiError } from '../../transport/api-error';
import { plinkoFlightMs } from '../../scenes/plinko/ball-flight';
import { AUTO_DROP_MS, MAX_DROPS_IN_FLIGHT, PlinkoStore } from './plinko-store';

type Post = (path: string, body: unknown, options: { idempotencyKey?: string }) => Promise<unknown>;

function answer(over: Partial<PlinkoDropAnswer> & { balanceVersion: number; realCents: number }): PlinkoDropAnswer {
  const path = over.path ?? [1, 0, 1, 1, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0];
  return {
    betId: `bet-${over.balanceVersion}`,
    rows: path.length,
    risk: 'medium',
    amountCents: 100,
    path,
    bucket: path.reduce((a, b) => a + b, 0),
    multiplierHundredths: 50,
    payoutCents: 50,
    serverSeedHash: 'h',
    clientSeed: 'c',
    nonce: over.balanceVersion,
    balance: { realCents: over.realCents, bonusCents: 0 },
    ...over,
  };
}

function setup(post: Post) {
  const clock = fakeClock();
  const sent: { body: unknown; key?: string }[] = [];
  let keys = 0;
  const store = new PlinkoStore({
    api: {
      post: ((path: string, body: unknown, options: { idempotencyKey?: string } = {}) => {
        sent.push({ body, key: options.idempotencyKey });
        return post(path, body, options);
      }) as never,
      get: (async () => ({ items: [], total: 0, page: 1, pageSize: 20 })) as never,
    },
    now: clock.now,
    setTimer: clock.setTimer,
    newKey: () => `key-${++keys}`,
    showBalance: clock.onBalance,
  });
  return { store, clock, sent };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('plinko store', () => {
  it('sends the board and stake with a fresh key per ball, and flies the ball the server answered', async () => {
    const { store, clock, sent } = setup(async () => answer({ balanceVersion: 1, realCents: 950, payoutCents: 50 }));
    store.setAmountText('1.00');
    expect(await store.drop()).toBe(true);
    expect(sent).toEqual([{ body: { amountCents: 100, rows: 16, risk: 'medium' }, key: 'key-1' }]);
    expect(store.flying).toHaveLength(1);
    expect(store.lastBetId).toBe('bet-1');
    // The stake leaves at once; the 0.5× payout arrives when the ball lands.
    expect(clock.balances.at(-1)).toEqual([900, 0]);
    expect(store.boardLocked).toBe(true);
    store.setRows(8);
    expect(store.rows).toBe(16);
    clock.advance(plinkoFlightMs(16) - 1);
    expect(store.flying).toHaveLength(1);
    clock.advance(1);
    expect(store.flying).toHaveLength(0);
    expect(clock.balances.at(-1)).toEqual([950, 0]);
    expect(store.results[0]).toMatchObject({
      betId: 'bet-1',
      multiplierHundredths: 50,
      payoutCents: 50,
      stakeCents: 100,
    });
    expect(store.landings.at(-1)).toMatchObject({ bucket: 8 });
    expect(store.boardLocked).toBe(false);
    store.setRows(8);
    expect(store.rows).toBe(8);
  });

  it('keeps the newest server balance whatever order answers arrive in, and pays each ball on landing', async () => {
    const replies: ((value: PlinkoDropAnswer) => void)[] = [];
    const { store, clock } = setup(() => new Promise((resolve) => replies.push(resolve as never)));
    // Start 1000; ball A (version 1) pays 300, ball B (version 2) pays 20; both staked 100.
    const a = answer({ betId: 'A', balanceVersion: 1, realCents: 1000 - 100 + 300, payoutCents: 300 });
    const b = answer({
      betId: 'B',
      balanceVersion: 2,
      realCents: 1000 - 200 + 320,
      payoutCents: 20,
      path: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
    void store.drop();
    void store.drop();
    expect(store.sending).toBe(2);
    replies[1]!(b); // B answers first
    await flush();
    expect(clock.balances.at(-1)).toEqual([1000 - 200 + 300, 0]); // both stakes gone; A's payout is in B's balance, A not landed
    clock.advance(50);
    replies[0]!(a); // A's older balance is ignored
    await flush();
    expect(clock.balances.at(-1)).toEqual([800, 0]);
    clock.advance(plinkoFlightMs(16) - 50); // B lands
    expect(clock.balances.at(-1)).toEqual([820, 0]);
    clock.advance(50); // A lands
    expect(clock.balances.at(-1)).toEqual([1120, 0]);
    expect(store.results.map((r) => r.betId)).toEqual(['A', 'B']);
  });

  it('checks the stake before sending, with the server keys', async () => {
    const { store, sent } = setup(async () => answer({ balanceVersion: 1, realCents: 0 }));
    store.setAmountText('0.05');
    expect(await store.drop()).toBe(false);
    expect(store.error).toMatchObject({ key: 'BET.MIN_LIMIT', args: ['0.10'] });
    store.setAmountText('abc');
    await store.drop();
    expect(store.error).toMatchObject({ key: 'BET.AMOUNT_LOW' });
    store.setRisk('high');
    store.setAmountText('2.01');
    await store.drop();
    expect(store.error).toMatchObject({ key: 'BET.MAX_LIMIT', args: ['2.00'] });
    expect(sent).toHaveLength(0);
  });

  it('shows a refusal, and retries an unanswered drop with the same key', async () => {
    let calls = 0;
    const { store, clock, sent } = setup(async () => {
      calls++;
      if (calls === 1) throw new ApiError(null, [], 0);
      if (calls === 2) return answer({ balanceVersion: 1, realCents: 900 });
      throw new ApiError('USER.LOW_BALANCE', [], 400);
    });
    const first = store.drop();
    await flush();
    clock.advance(400);
    expect(await first).toBe(true);
    expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-1']);
    expect(await store.drop()).toBe(false);
    expect(store.error).toMatchObject({ key: 'USER.LOW_BALANCE' });
    expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('auto-drops N balls on a timer without waiting for landings, and stops on a refusal', async () => {
    let version = 0;
    const { store, clock, sent } = setup(async () => {
      version++;
      if (version === 4) throw new ApiError('USER.LOW_BALANCE', [], 400);
      return answer({ betId: `b${version}`, balanceVersion: version, realCents: 1000 - version * 100 });
    });
    store.startAuto(10);
    await flush();
    for (let i = 0; i < 5; i++) {
      clock.advance(AUTO_DROP_MS);
      await flush();
    }
    expect(sent).toHaveLength(4);
    expect(store.autoLeft).toBe(0);
    expect(store.error).toMatchObject({ key: 'USER.LOW_BALANCE' });
    expect(store.flying).toHaveLength(3);
  });

  it('holds at most MAX_DROPS_IN_FLIGHT requests at once', async () => {
    const { store, sent } = setup(() => new Promise(() => undefined));
    for (let i = 0; i < MAX_DROPS_IN_FLIGHT + 3; i++) void store.drop();
    expect(sent).toHaveLength(MAX_DROPS_IN_FLIGHT);
    expect(store.canDrop).toBe(false);
  });

  it('½, ×2 and max stay within the board limits; leaving lands every ball at once', async () => {
    const { store, clock } = setup(async () => answer({ balanceVersion: 1, realCents: 900, payoutCents: 50 }));
    store.setRows(8);
    store.setRisk('low');
    store.setAmountText('0.15');
    store.scaleAmount(0.5);
    expect(store.amountText).toBe('0.10');
    store.setAmountText('150.00');
    store.scaleAmount(2);
    expect(store.amountText).toBe('200.00');
    store.setMaxAmount(12_345);
    expect(store.amountText).toBe('123.45');
    store.setRisk('high');
    store.setMaxAmount(12_345);
    expect(store.amountText).toBe('69.20'); // 8 rows high: a 28.9× top bucket keeps the win within $2000
    store.setRows(16);
    store.setMaxAmount(12_345);
    expect(store.amountText).toBe('2.00'); // 16 rows high: 1000×
    await store.drop();
    expect(clock.balances.at(-1)).toEqual([850, 0]);
    store.dispose();
    expect(clock.balances.at(-1)).toEqual([900, 0]);
    expect(store.flying).toHaveLength(0);
  });

  it('takes a balance from elsewhere (poll, deposit) as the truth and still hides the payouts in the air', async () => {
    const { store, clock } = setup(async () =>
      answer({ balanceVersion: 1, realCents: 1000 - 100 + 40, payoutCents: 40 }),
    );
    await store.drop();
    expect(clock.balances.at(-1)).toEqual([900, 0]);
    // Our own push coming back changes nothing.
    store.noteBalance(900, 0);
    expect(clock.balances).toHaveLength(1);
    // A poll during the flight (truth 940) must not show the payout early; a $5 deposit shows at once.
    store.noteBalance(940, 0);
    expect(clock.balances.at(-1)).toEqual([900, 0]);
    store.noteBalance(1440, 0);
    expect(clock.balances.at(-1)).toEqual([1400, 0]);
    clock.advance(plinkoFlightMs(16));
    expect(clock.balances.at(-1)).toEqual([1440, 0]);
    // Once nothing is in the air a later deposit is simply the new base.
    store.noteBalance(2440, 0);
    expect(clock.balances.at(-1)).toEqual([1440, 0]);
    expect(store.shownBalance).toEqual({ realCents: 2440, bonusCents: 0 });
  });
});
