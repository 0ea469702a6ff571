/**
 * "Now" for every battlepass rule (status, pre-sale price, calendar days). Tests move it through
 * presale → active → ended; production reads the wall clock. Earned experience is cut by the bets' own database
 * timestamps against the pass dates, so it does not depend on this clock.
 */
export const battlepassClock = {
  now: (): number => Date.now(),
};
