import { describe, expect, it } from 'vitest';
import { ServerClock } from './server-clock';

describe('ServerClock', () => {
  it('reads the offset from the sample with the shortest round trip', () => {
    const clock = new ServerClock();
    expect(clock.synced).toBe(false);
    expect(clock.offsetMs).toBe(0);
    clock.add({ sentAt: 1000, receivedAt: 1400, serverTime: 6000 });
    clock.add({ sentAt: 2000, receivedAt: 2020, serverTime: 7010 });
    clock.add({ sentAt: 3000, receivedAt: 3300, serverTime: 8100 });
    expect(clock.offsetMs).toBe(5000);
    expect(clock.rttMs).toBe(20);
  });

  it('ignores impossible samples and forgets old ones', () => {
    const clock = new ServerClock();
    clock.add({ sentAt: 10, receivedAt: 5, serverTime: 0 });
    expect(clock.synced).toBe(false);
    clock.add({ sentAt: 0, receivedAt: 2, serverTime: 101 });
    for (let i = 1; i <= 8; i++) clock.add({ sentAt: i * 100, receivedAt: i * 100 + 50, serverTime: i * 100 + 25 - 7 });
    expect(clock.offsetMs).toBe(-7);
  });
});
