import { describe, expect, it } from 'vitest';
import { ApiError } from '../../transport/api-error';
import { gameHttpBase, openRoomMonitor, roomMonitorUrl } from './room-monitor';

function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchStub = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetch: fetchStub };
}

describe('the room monitor link', () => {
  it('turns the game server WebSocket address into its HTTP one', () => {
    expect(gameHttpBase('ws://localhost:2567')).toBe('http://localhost:2567');
    expect(gameHttpBase('wss://game.example.com/g1/')).toBe('https://game.example.com/g1');
  });

  it('asks for a ticket with the bearer header and puts only the ticket in the address', async () => {
    const stub = answering(200, { ticket: 'a.b+c', expiresInSeconds: 60 });
    const url = await roomMonitorUrl({
      gameServerUrl: 'ws://localhost:2567',
      token: 'secret-token',
      fetch: stub.fetch,
    });
    expect(url).toBe('http://localhost:2567/colyseus/?ticket=a.b%2Bc');
    expect(url).not.toContain('secret-token');
    expect(stub.calls[0]?.url).toBe('http://localhost:2567/colyseus/ticket');
    expect(stub.calls[0]?.init).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer secret-token' } });
  });

  it('passes the catalogue refusal on and closes the tab it opened', async () => {
    const stub = answering(403, { error: { key: 'GLOBAL.FORBIDDEN', args: [] } });
    let closed = false;
    const tab = { close: () => (closed = true), opener: {}, location: { href: 'about:blank' } } as unknown as Window;
    const opening = openRoomMonitor({ gameServerUrl: 'ws://x:1', token: 't', fetch: stub.fetch, open: () => tab });
    await expect(opening).rejects.toEqual(new ApiError('GLOBAL.FORBIDDEN', [], 403));
    expect(closed).toBe(true);
  });

  it('sends the opened tab to the monitor without a way back to the console', async () => {
    const stub = answering(200, { ticket: 'tk' });
    const tab = { close: () => undefined, opener: {}, location: { href: 'about:blank' } } as unknown as Window;
    await openRoomMonitor({ gameServerUrl: 'ws://x:1', token: 't', fetch: stub.fetch, open: () => tab });
    expect(tab.location.href).toBe('http://x:1/colyseus/?ticket=tk');
    expect(tab.opener).toBeNull();
  });
});
