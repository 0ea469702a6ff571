import { expect, it } from 'vitest';
import { listeningLine } from './listening-line';

it("names this process's own port and public address, whatever the shared game server address", () => {
  expect(listeningLine('0.0.0.0', 2568, 'localhost:2568')).toBe(
    'game server listening on 0.0.0.0:2568 (public address localhost:2568)',
  );
  expect(listeningLine('127.0.0.1', 2567, undefined)).toBe('game server listening on 127.0.0.1:2567');
});
