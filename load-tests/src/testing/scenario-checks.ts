/**
 * What each scenario must show besides finishing cleanly, checked on the smoke test's one run of its file (each
 * scenario is played once in the suite: the CLI test keeps crash's baseline and the two-URL spread, this the rest).
 */
import type { ExpectStatic } from 'vitest';
import { CHAT_RULES } from '@arena/schemas';
import type { LoadReport } from '../load/run';

type Check = (report: LoadReport, markdown: string, expect: ExpectStatic) => void;

/** Every room game: its clients joined and heard the room, the game server was read, the report says so. */
const roomFigures: Check = (report, markdown, expect) => {
  expect(report.phase.join.count).toBeGreaterThanOrEqual(report.options.clients);
  expect(report.phase.deliveries).toBeGreaterThan(0);
  expect(report.phase.messagesPerClientPerSecond).toBeGreaterThan(0);
  const game = report.servers.game!;
  if ('error' in game) throw new Error(`game scrape failed: ${game.error}`);
  expect(Number.isFinite(game.after.eventLoopLagP99Ms)).toBe(true);
  expect(markdown).toContain('Ledger invariants: hold');
};

const room =
  (own: Check): Check =>
  (report, markdown, expect) => {
    roomFigures(report, markdown, expect);
    own(report, markdown, expect);
  };

export const SCENARIO_CHECKS: Partial<Record<LoadReport['scenario'], Check>> = {
  // Bettors bet on colours during betting.
  roll: room((report, _markdown, expect) => {
    expect(report.room!.sent.bet).toBeGreaterThan(0);
    expect(report.room!.acks.bet!.count).toBeGreaterThan(0);
    expect(report.room!.acks.bet!.p99Ms).toBeGreaterThan(0);
    expect(report.room!.measuring.timeRoundTrip.count).toBeGreaterThan(0);
  }),
  // Players enter skins they bought for the run.
  jackpot: room((report, _markdown, expect) => {
    expect(report.room!.acks.enter!.count).toBeGreaterThan(0);
    expect(report.room!.measuring.timeRoundTrip.count).toBeGreaterThan(0);
  }),
  // Creators (two in the smoke run) battle bots while spectators watch.
  battle: room((report, _markdown, expect) => {
    expect(report.room!.acks.create!.count).toBeGreaterThanOrEqual(2);
    expect(report.room!.acks.start!.count).toBeGreaterThanOrEqual(1);
    expect(report.room!.measuring.timeRoundTrip.count).toBeGreaterThan(0);
  }),
  // Chatters within the limit are never refused; the flooder is throttled and cut off.
  chat: room((report, _markdown, expect) => {
    expect(report.room!.acks.send!.count).toBeGreaterThan(0);
    expect(report.phase.errors).toEqual({});
    const flooder = report.room!.flooder!;
    expect(flooder.sent).toBeGreaterThan(CHAT_RULES.rateCount);
    expect(flooder.accepted).toBeLessThanOrEqual(CHAT_RULES.rateCount);
    expect(flooder.refusals['CHAT.SPAM_LIMIT']).toBeGreaterThan(0);
    expect(Object.keys(flooder.refusals)).toEqual(['CHAT.SPAM_LIMIT']);
    expect(flooder.disconnected).toBe(true);
  }),
  // Only money-moving requests (plinko drops settled at once, deposits): no wallet read, no shop page.
  'wallet-writes': (report, markdown, expect) => {
    expect(report.phase.errors).toEqual({});
    expect(Object.keys(report.wallet!).sort()).toEqual(['deposit', 'plinko drop']);
    expect(report.wallet!['plinko drop']!.count).toBeGreaterThan(0);
    expect(report.wallet!.deposit!.count).toBeGreaterThan(0);
    const drops = report.wallet!['plinko drop']!.count;
    expect(report.ledgerWrites!.count).toBe(drops + report.wallet!.deposit!.count);
    expect(report.ledgerWrites!.perSecond).toBeGreaterThan(0);
    expect(report.spread).toBeUndefined();
    expect(markdown).toContain('Ledger invariants: hold');
    expect(markdown).toContain('Ledger writes acknowledged (shop buy, deposit, plinko drop)');
    expect(markdown).not.toContain('Deliveries:');
  },
};
