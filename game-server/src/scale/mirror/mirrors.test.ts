import { createServer } from 'node:http';
import { Room, Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ColyseusSDK } from '@colyseus/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GameModule } from '../../game-module';
import { freePort } from '../../testing/room-test-server';
import { waitFor } from '../../testing/wait-for';
import { announceOwnershipChange } from '../owners';
import { keepMirrors, routeJoinsToMirrors } from './mirrors';
import { mirrorRoomId } from './settings';

/**
 * One process (in this test's own Colyseus server) that hosts a mirrored game or not: its mirror exists only while
 * it does not, and a join by the game's room id lands in whichever of the two rooms is open here.
 */
class Source extends Room {
  override onCreate(): void {
    this.roomId = 'source';
    this.autoDispose = false;
  }
}
class Mirror extends Room {
  override onCreate(options: { source: string }): void {
    this.roomId = mirrorRoomId(options.source, matchMaker.processId);
    this.autoDispose = false;
  }
}
const mirrored = {
  game: 'crash',
  rooms: [{ name: 'source', room: Source }],
  mirrors: { name: 'source-mirror', room: Mirror, sources: [{ roomId: 'source', options: { source: 'source' } }] },
} as unknown as GameModule;

let server: Server;
let port: number;
beforeAll(async () => {
  const http = createServer();
  routeJoinsToMirrors(http, [mirrored]);
  server = new Server({ transport: new WebSocketTransport({ server: http }), greet: false, gracefullyShutdown: false });
  server.define('source', Source);
  server.define('source-mirror', Mirror);
  port = await freePort();
  await server.listen(port, '127.0.0.1');
});
afterAll(() => server?.gracefullyShutdown(false));

const mirrorHere = () => matchMaker.getLocalRoomById(mirrorRoomId('source', matchMaker.processId));
const hosting = (hosted: boolean) =>
  announceOwnershipChange({ game: 'crash', hosted, processId: matchMaker.processId });
/** A client joining the game's room by its id, as the web client does: the room id it is seated in. */
async function joinedRoomId(): Promise<string> {
  const room = await new ColyseusSDK(`ws://127.0.0.1:${port}`).joinById('source');
  const roomId = room.roomId;
  await room.leave();
  return roomId;
}

it('opens the mirror while another process hosts the game, drains it on a take-over, opens it again on a hand-over', async () => {
  const kept = keepMirrors([mirrored]);
  await waitFor('mirror opened', () => mirrorHere());
  expect(await joinedRoomId()).toBe(mirrorRoomId('source', matchMaker.processId));
  const watcher = await new ColyseusSDK(`ws://127.0.0.1:${port}`).joinById('source');
  let dropped: number | undefined;
  watcher.onLeave((code) => (dropped = code));

  // Take-over: the real room opens here; the mirror keeps the client seated in it, joins go to the real room.
  const source = await matchMaker.handleCreateRoom('source', {});
  hosting(true);
  await waitFor('mirror draining', () => mirrorHere()?.autoDispose === true);
  expect(await joinedRoomId()).toBe('source');
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // past Colyseus's 1 s auto-dispose check
  expect(mirrorHere()?.clients.length).toBe(1);
  expect(dropped).toBeUndefined();
  // Its last client gone, the draining mirror closes.
  await watcher.leave();
  await waitFor('mirror closed', () => !mirrorHere());

  // Hand-over: the real room closes here, the mirror opens again for this process's audience.
  await matchMaker.getLocalRoomById(source.roomId)!.disconnect();
  hosting(false);
  await waitFor('mirror reopened', () => mirrorHere());
  expect(await joinedRoomId()).toBe(mirrorRoomId('source', matchMaker.processId));

  // Handed over while still draining: the mirror stays open (it is this process's mirror again) with its client.
  const stays = await new ColyseusSDK(`ws://127.0.0.1:${port}`).joinById('source');
  await matchMaker.handleCreateRoom('source', {});
  hosting(true);
  await waitFor('mirror draining again', () => mirrorHere()?.autoDispose === true);
  await matchMaker.getLocalRoomById('source')!.disconnect();
  hosting(false);
  await waitFor('mirror kept', () => mirrorHere()?.autoDispose === false);
  await stays.leave();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(mirrorHere()).toBeDefined();
  expect(await joinedRoomId()).toBe(mirrorRoomId('source', matchMaker.processId));

  // Stopped (shutting down): ownership changes no longer open or close mirrors.
  await kept.stop();
  hosting(true);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(mirrorHere()).toBeDefined();
  await mirrorHere()!.disconnect();
});

it('opens no mirror of a game whose room is already open here (the take-over came first)', async () => {
  await matchMaker.handleCreateRoom('source', {});
  const kept = keepMirrors([mirrored]);
  await kept.stop();
  expect(mirrorHere()).toBeUndefined();
  expect(await joinedRoomId()).toBe('source');
});
