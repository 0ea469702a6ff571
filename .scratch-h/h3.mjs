import { schema, t, Encoder, Decoder } from '@colyseus/schema';
const E = schema({ roundId: t.string().default(''), n: t.number().default(0) }, 'E');
const S = schema({ phase: t.string().default(''), history: t.array(E) }, 'S');
const server = new S();
const enc = new Encoder(server);
let list = [];
for (let i = 1; i <= 20; i++) list.push(String(21 - i));
const replace = () => { server.history.clear(); server.history.push(...list.map(id => new E({ roundId: id, n: +id }))); };
replace();
const clients = [];
function join() { const c = new S(); const d = new Decoder(c); d.decode(enc.encodeAll()); clients.push([c,d]); }
function patch() { const p = enc.encode(); for (const [c,d] of clients) d.decode(p); enc.discardChanges(); }
join(); patch();
for (let r = 22; r < 40; r++) {
  server.phase = 'B' + r; patch();
  list = [String(r), ...list].slice(0, 20); replace();
  patch();
  if (r === 25) join();
  const want = server.history.map(e => e.roundId).join(',');
  for (const [i,[c]] of clients.entries()) { const got = c.history.map(e => e.roundId).join(','); console.log(r, i, got === want ? 'ok' : 'BAD got ' + got.slice(0,50) + ' want ' + want.slice(0,50)); }
}
