import { schema, t, Encoder, Decoder } from '@colyseus/schema';
const E = schema({ roundId: t.string().default(''), n: t.number().default(0) }, 'E');
const S = schema({ phase: t.string().default(''), history: t.array(E) }, 'S');
const server = new S();
const enc = new Encoder(server);
for (let i = 1; i <= 20; i++) server.history.push(new E({ roundId: String(21 - i), n: i }));
const clients = [];
function join() { const c = new S(); const d = new Decoder(c); d.decode(enc.encodeAll()); clients.push([c,d]); }
join();
function patch() { const p = enc.encode(); for (const [c,d] of clients) d.decode(p); enc.discardChanges(); }
patch();
for (let r = 22; r < 60; r++) {
  server.phase = 'B' + r; patch();
  server.history.unshift(new E({ roundId: String(r), n: r })); while (server.history.length > 20) server.history.pop();
  patch();
  if (r === 30) join();
  const want = server.history.map(e => e.roundId).join(',');
  for (const [i,[c]] of clients.entries()) { const got = c.history.map(e => e.roundId).join(','); if (got !== want) console.log('r', r, 'client', i, 'got', got.slice(0,40), 'want', want.slice(0,40)); }
}
console.log('done');
