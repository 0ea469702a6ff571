import { randomUUID } from 'node:crypto';
import { setLiveClients } from './live';
import { followSchedule, thinkFor } from './phases';
import { type WorkerJob, type WorkerResult, countError, countSent, emptyResult } from './protocol';

type WalletJob = Extract<WorkerJob, { kind: 'wallet' }>;

/** The requests that move money: each answered 2xx is one ledger write acknowledged (the pgbench comparison's count). */
export const LEDGER_WRITES = ['shop buy', 'deposit', 'plinko drop'] as const;

/** Writes-only: the smallest plinko stake on the smallest board, so a funded player never runs dry in a run. */
const DROP = { amountCents: 10, rows: 8, risk: 'low', source: 'REAL' } as const;

/**
 * HTTP players in a loop: read the wallet, read a page of the shop, buy its cheapest skin (a ledger write), now and
 * then a small sandbox deposit. Writes-only (`wallet-writes`) drops the reads: every request moves money, a plinko
 * drop (stake placed and settled in one transaction through the real REST path) and every fifth round a sandbox
 * deposit that credits the balance. Each request's latency is kept by name; refusals by catalogue key.
 */
export async function runWalletClients(job: WalletJob, ready: () => Promise<void>): Promise<WorkerResult> {
  const result = emptyResult();
  result.clients = job.players.length;
  // HTTP players hold no connection: each counts as a client while its request loop runs.
  let looping = 0;
  setLiveClients(() => looping);
  await ready();
  const started = performance.now();
  const deadline = started + job.durationMs;

  async function call(name: string, path: string, token: string, init: RequestInit = {}): Promise<unknown> {
    if (job.thinkMs) await new Promise((resolve) => setTimeout(resolve, thinkFor(job.thinkMs!)));
    const sentAt = performance.now();
    try {
      const res = await fetch(new URL(path, job.apiUrl), {
        ...init,
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
      });
      const body = (await res.json().catch(() => undefined)) as { error?: { key: string } } | undefined;
      (result.requestMs[name] ??= []).push(performance.now() - sentAt);
      if (!res.ok) countError(result, body?.error?.key ?? `HTTP ${res.status}`);
      // Money moved: the ledger writes the pgbench comparison counts.
      else if (init.method === 'POST') countSent(result, name);
      return res.ok ? body : undefined;
    } catch (error) {
      countError(result, `${name}: ${(error as Error).message.slice(0, 40)}`);
      return undefined;
    }
  }

  const deposit = (token: string) =>
    call('deposit', '/api/payments/deposit', token, {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ amountCents: 500, method: 'crypto' }),
    });

  const play = async (player: WalletJob['players'][number], stopped: () => boolean) => {
    let round = 0;
    looping += 1;
    while (performance.now() < deadline && !stopped()) {
      round += 1;
      if (job.writesOnly) {
        await call('plinko drop', '/api/plinko/drop', player.token, {
          method: 'POST',
          headers: { 'idempotency-key': randomUUID() },
          body: JSON.stringify(DROP),
        });
        if (round % 5 === 0) await deposit(player.token);
        continue;
      }
      await call('wallet', '/api/users/current', player.token);
      const shop = (await call('shop page', '/api/shop?sort=price_asc&pageSize=20', player.token)) as
        { items?: { id: number }[] } | undefined;
      const cheapest = shop?.items?.[0];
      if (cheapest) {
        await call('shop buy', '/api/shop/buy', player.token, {
          method: 'POST',
          headers: { 'idempotency-key': randomUUID() },
          body: JSON.stringify({ catalogItemIds: [cheapest.id] }),
        });
      }
      if (round % 5 === 0) await deposit(player.token);
    }
    looping -= 1;
  };
  if (job.phased) {
    // With phases a player's loop starts as the schedule adds it and ends as the schedule lets it go.
    const idle = [...job.players].reverse();
    const running: { player: WalletJob['players'][number]; stop: boolean; done: Promise<void> }[] = [];
    const phases = followSchedule(job.phased, {
      size: () => running.length,
      add: async () => {
        const player = idle.pop();
        if (!player) return;
        const loop = { player, stop: false, done: Promise.resolve() };
        loop.done = play(player, () => loop.stop);
        running.push(loop);
      },
      remove: async () => {
        const loop = running.pop();
        if (!loop) return;
        loop.stop = true;
        // Back among the idle once its last request is answered: a later phase may add it again.
        void loop.done.then(() => idle.push(loop.player));
      },
    });
    await new Promise((resolve) => setTimeout(resolve, job.durationMs));
    await phases.stop();
    result.clients = phases.peak();
    await Promise.all(running.map((loop) => loop.done));
  } else {
    await Promise.all(job.players.map((player) => play(player, () => false)));
  }
  result.measuredMs = performance.now() - started;
  return result;
}
