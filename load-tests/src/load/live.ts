/**
 * Inside a worker process: how many of its clients are connected right now. The client code of the job sets the
 * count (RoomSession, raw-ws, wallet) and worker.ts reports it to the orchestrator every second, which sums the
 * workers for the clients-over-time series.
 */
let count: () => number = () => 0;

export function setLiveClients(counter: () => number): void {
  count = counter;
}

export function liveClients(): number {
  return count();
}

/** Adds a second kind of client to the count (the wire spectators beside a session's SDK clients). */
export function addLiveClients(counter: () => number): void {
  const previous = count;
  count = () => previous() + counter();
}

/** Actions sent (bets, cash-outs, room actions, money-moving requests) and errors counted so far in this process. */
const tally = { actions: 0, errors: 0 };

export function countLiveAction(): void {
  tally.actions += 1;
}

export function countLiveError(): void {
  tally.errors += 1;
}

export function liveTally(): { actions: number; errors: number } {
  return { ...tally };
}
