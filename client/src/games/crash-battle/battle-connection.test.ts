import { describe, expect, it } from 'vitest';
import { battleHostUrl } from './battle-connection';

describe('the address a listed battle is joined through', () => {
  it('is the host process named by the lobby, with the game server’s scheme', () => {
    expect(battleHostUrl('ws://localhost:2567', '127.0.0.1:2568')).toBe('ws://127.0.0.1:2568');
    expect(battleHostUrl('http://localhost:2567', 'localhost:2568')).toBe('ws://localhost:2568');
  });

  it('stays on TLS behind a TLS site, with a host under a path', () => {
    expect(battleHostUrl('wss://play.example', 'play.example/p2')).toBe('wss://play.example/p2');
    expect(battleHostUrl('https://play.example/game', 'play.example/p1')).toBe('wss://play.example/p1');
  });
});
