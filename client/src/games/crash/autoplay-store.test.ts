import { describe, expect, it } from 'vitest';
import { memoryKeyValue } from '../../stores/key-value';
import { AutoplayStore } from './autoplay-store';
import { CrashStore } from './crash-store';
import { FakeRoom, fakeDeps } from './fake-room';

async function setup(storage = memoryKeyValue()) {
  const room = new FakeRoom();
  const store = new CrashStore('classic', fakeDeps(room, 'me').deps);
  await store.connect('token');
  const autoplay = new AutoplayStore(store, storage);
  const detach = autoplay.attach();
  const openRound = (id: string) => {
    room.state.phase = 'BETTING';
    room.state.roundId = id;
    room.state.bets.clear();
    room.push();
  };
  const confirm = (id: string) => {
    room.addBet({ userId: 'me', stakeCents: 100 });
    room.receive('betPlaced', { roundId: id, betId: `b${id}`, stakeCents: 100 });
    room.push();
  };
  const bets = () => room.sent.filter((m) => m.type === 'bet').map((m) => m.message);
  return { room, store, autoplay, detach, openRound, confirm, bets, storage };
}

describe('auto-play', () => {
  it('needs the amount and the multiplier, in the spec words', async () => {
    const { autoplay } = await setup();
    autoplay.start();
    expect(autoplay.problem).toBe('crash.autoplay.enterAmount');
    autoplay.edit({ amountText: '1' });
    autoplay.start();
    expect(autoplay.problem).toBe('crash.autoplay.enterMultiplier');
    autoplay.edit({ multiplierText: '1' });
    autoplay.start();
    expect(autoplay.problem).toMatchObject({ key: 'CRASH.BAD_MULTIPLIER' });
    expect(autoplay.settings.running).toBe(false);
  });

  it('bets once per round for N rounds, then stops', async () => {
    const { autoplay, openRound, confirm, bets } = await setup();
    autoplay.edit({ amountText: '1.00', multiplierText: '2', roundsText: '2' });
    autoplay.start();
    openRound('1');
    confirm('1');
    expect(autoplay.settings.remaining).toBe(1);
    openRound('2');
    openRound('2');
    confirm('2');
    openRound('3');
    expect(bets()).toEqual([
      { source: 'REAL', amountCents: 100, autoCashOutHundredths: 200 },
      { source: 'REAL', amountCents: 100, autoCashOutHundredths: 200 },
    ]);
    expect(autoplay.settings).toMatchObject({ running: false, remaining: 0 });
  });

  it('survives a reload and stops on a refusal', async () => {
    const first = await setup();
    first.autoplay.edit({ amountText: '1', multiplierText: '1.5' });
    first.autoplay.start();
    first.detach();

    const reloaded = await setup(first.storage);
    expect(reloaded.autoplay.settings).toMatchObject({
      running: true,
      amountText: '1',
      multiplierText: '1.5',
      remaining: null,
    });
    reloaded.openRound('9');
    expect(reloaded.bets()).toEqual([{ source: 'REAL', amountCents: 100, autoCashOutHundredths: 150 }]);
    reloaded.room.receive('error', { error: { key: 'USER.LOW_BALANCE', args: [] }, action: 'bet' });
    expect(reloaded.autoplay.settings.running).toBe(false);
  });
});
