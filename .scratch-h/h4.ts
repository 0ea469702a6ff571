import { Encoder, Decoder } from '@colyseus/schema';
import { CrashRoomState, CrashHistoryEntry, CrashBetState } from '../schemas/src/games/crash/state';
const server = new CrashRoomState({ variant: 'classic' });
const enc = new Encoder(server);
const e = (id: number) => new CrashHistoryEntry({ roundId: String(id), crashPointHundredths: 100 + id, hash: 'h' + id, voided: false });
for (let i = 20; i >= 1; i--) server.history.push(e(i));
type C = { s: any; d: Decoder; online: boolean };
const clients: C[] = [];
function join() { const s = new CrashRoomState(); const d = new Decoder(s); d.decode(enc.encodeAll()); const c = { s, d, online: true }; clients.push(c); return c; }
function patch() { if (!enc.hasChanges) return; const p = enc.encode(); for (const c of clients) if (c.online) c.d.decode(p); enc.discardChanges(); }
const a = join();
let bad = 0;
for (let r = 21; r < 80; r++) {
  server.phase = 'BETTING'; server.roundId = String(r); server.bets.clear(); patch();
  if (r % 3 === 0) { server.bets.set('u' + r, new CrashBetState({ userId: 'u' + r, name: 'x', stakeCents: 100 })); patch(); }
  server.phase = 'RUNNING'; patch();
  server.phase = 'CRASHED'; server.history.unshift(e(r)); while (server.history.length > 20) server.history.pop(); patch();
  if (r === 30) a.online = false;
  if (r === 33) { a.online = true; a.d.decodeResync(enc.encodeAll()); }
  if (r === 50) a.online = false;
  if (r === 52) { a.online = true; (a.d as any).decodeResync(enc.encodeAll()); }
  if (r === 60) join();
  const want = server.history.map((x: any) => x.roundId).join(',');
  clients.forEach((c, i) => { if (!c.online) return; const got = c.s.history.map((x: any) => x.roundId).join(','); if (got !== want) { bad++; console.log(r, i, 'got', got.slice(0, 40), 'want', want.slice(0, 40)); } });
}
console.log('bad', bad);
