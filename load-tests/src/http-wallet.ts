import { assertLoopback, summarize } from './stats';
import { writeReport } from './report';

/**
 * HTTP scenario: BOTS players sign in (dev sign-in) and read their wallet state and the server clock in a
 * loop, REQUESTS per bot at most, for at most SECONDS. Run against a started platform:
 *   node --import tsx load-tests/src/http-wallet.ts   (env: BASE_URL, BOTS, REQUESTS, SECONDS)
 */
const base = assertLoopback(process.env.BASE_URL ?? 'http://127.0.0.1:3000');
const bots = Number(process.env.BOTS ?? 50);
const requestsPerBot = Number(process.env.REQUESTS ?? 200);
const deadline = Date.now() + Number(process.env.SECONDS ?? 30) * 1000;
const run = `${Date.now().toString(36)}`;

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(new URL(url, base), init);
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

async function bot(index: number, latencies: number[], statuses: Map<number, number>): Promise<void> {
  const signIn = await fetch(new URL('/api/auth/dev', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `load ${run} ${index}`, agreeTos: true }),
  });
  if (!signIn.ok) throw new Error(`sign-in refused: ${signIn.status} ${await signIn.text()}`);
  const { token } = (await signIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < requestsPerBot && Date.now() < deadline; i++) {
    const { ms, status } = await timed(i % 2 === 0 ? '/api/users/current' : '/api/time', { headers });
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}

const latencies: number[] = [];
const statuses = new Map<number, number>();
const started = performance.now();
await Promise.all(Array.from({ length: bots }, (_, i) => bot(i, latencies, statuses)));
const seconds = (performance.now() - started) / 1000;
const result = {
  target: base.origin,
  bots,
  requestsPerBot,
  seconds: Math.round(seconds * 100) / 100,
  requestsPerSecond: Math.round(latencies.length / seconds),
  statuses: Object.fromEntries(statuses),
  latency: summarize(latencies),
};
console.log(JSON.stringify(result, null, 2));
console.log(`report: ${writeReport('http-wallet', result)}`);
