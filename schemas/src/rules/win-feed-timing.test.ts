import { describe, expect, it } from 'vitest';
import { WIN_FEED_RULES } from './chat';
import { CASE_RULES, SECOND_LIFE_RULES, UPGRADE_RULES, WIN_FEED_POLLED_GAMES } from '../games/registry';

/**
 * a win reaches the live feed only once the game has shown it. The REST games are read from the settled
 * bets `pollDelayMs` after they settle, so that delay must outlast each polled game's own show (with a margin for the
 * answer's trip; the case reel of CASE_RULES.reelMs had only half a second to spare at 5 s).
 */
describe('the win feed waits for every polled game show', () => {
  const shows: Record<string, number> = {
    cases: CASE_RULES.reelMs,
    upgrade: UPGRADE_RULES.spinMs,
    'second-life': SECOND_LIFE_RULES.revealMs,
  };
  it.each(Object.entries(shows))('%s', (game, showMs) => {
    expect(WIN_FEED_POLLED_GAMES).toContain(game);
    expect(WIN_FEED_RULES.pollDelayMs).toBeGreaterThanOrEqual(showMs + WIN_FEED_RULES.showMarginMs);
  });
});
