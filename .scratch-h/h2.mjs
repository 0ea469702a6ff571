import { schema, t, Encoder, Decoder } from '@colyseus/schema';
const E = schema({ roundId: t.string().default(''), n: t.number().default(0) }, 'E');
const S = schema({ phase: t.string().default(''), history: t.array(E) }, 'S');
const server = new S();
const enc = new Encoder(server);
for (let i = 1; i <= 20; i++) server.history.push(new E({ roundId: String(21 - i), n: i }));
const c = new S(); const d = new Decoder(c); d.decode(enc.encodeAll());
let online = true;
function patch() { const p = enc.encode(); if (online) d.decode(p); enc.discardChanges(); }
patch();
for (let r = 22; r < 40; r++) {
  server.phase = 'B' + r; patch();
  server.history.unshift(new E({ roundId: String(r), n: r })); while (server.history.length > 20) server.history.pop();
  patch();
  if (r === 25) online = false;
  if (r === 29) { online = true; d.decodeResync(enc.encodeAll()); }
  const want = server.history.map(e => e.roundId).join(',');
  const got = c.history.map(e => e.roundId).join(',');
  console.log(r, got === want ? 'ok' : 'BAD got ' + got.slice(0,50) + ' want ' + want.slice(0,50));
}
