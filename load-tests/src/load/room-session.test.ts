import type { Room } from '@colyseus/sdk';
import { describe, expect, it } from 'vitest';
import { hostUrlOf } from './room-session';

const joined = (url: string | undefined) => ({ connection: { url } }) as unknown as Room;

describe('the host of a joined room', () => {
  it('is the socket address without its process and room ids', () => {
    expect(hostUrlOf(joined('ws://127.0.0.1:3172/xK3dP/room9?_authToken=t'))).toBe('ws://127.0.0.1:3172');
  });

  it('keeps the path of a host reached under one (PUBLIC_ADDRESS `host/path`)', () => {
    expect(hostUrlOf(joined('wss://game.example/p2/xK3dP/room9'))).toBe('wss://game.example/p2');
  });

  it('is unknown before the socket is open', () => {
    expect(hostUrlOf(joined(undefined))).toBeUndefined();
  });
});
