import { describe, expect, it } from 'vitest';
import { encodeRoomRefusal } from '@arena/schemas';
import { ListedHosts, hostUrl, joinListed } from './listed-hosts';

describe('the address a listed room is joined through', () => {
  it('is the host process named by the lobby, with the game server’s scheme', () => {
    expect(hostUrl('ws://localhost:2567', '127.0.0.1:2568')).toBe('ws://127.0.0.1:2568');
    expect(hostUrl('http://localhost:2567', 'localhost:2568')).toBe('ws://localhost:2568');
  });

  it('stays on TLS behind a TLS site, with a host under a path', () => {
    expect(hostUrl('wss://play.example', 'play.example/p2')).toBe('wss://play.example/p2');
    expect(hostUrl('https://play.example/game', 'play.example/p1')).toBe('wss://play.example/p1');
  });
});

describe('joining a listed room', () => {
  const refusal = () => new Error(encodeRoomRefusal('CRASH_BATTLE.NOT_FOUND', []));

  it('goes through the game server when the lobby named no host', async () => {
    const urls: (string | null)[] = [];
    await joinListed(
      async (url) => void urls.push(url),
      'ws://game:2567',
      undefined,
      () => undefined,
    );
    expect(urls).toEqual(['ws://game:2567']);
  });

  it('goes through the host, and through the game server when the host does not answer', async () => {
    const urls: (string | null)[] = [];
    let forgotten = false;
    const joined = await joinListed(
      async (url) => {
        urls.push(url);
        if (url === 'ws://10.0.0.2:2568') throw new Error('connection refused');
        return 'room';
      },
      'ws://game:2567',
      '10.0.0.2:2568',
      () => (forgotten = true),
    );
    expect(joined).toBe('room');
    expect(urls).toEqual(['ws://10.0.0.2:2568', 'ws://game:2567']);
    expect(forgotten).toBe(true);
  });

  it('takes a refusal from the room as the answer', async () => {
    const urls: (string | null)[] = [];
    const join = joinListed(
      async (url) => {
        urls.push(url);
        throw refusal();
      },
      'ws://game:2567',
      '10.0.0.2:2568',
      () => undefined,
    );
    await expect(join).rejects.toThrow();
    expect(urls).toEqual(['ws://10.0.0.2:2568']);
  });
});

describe('the hosts a lobby listed', () => {
  it('joins through the listed host until the lobby reports the room gone', async () => {
    const hosts = new ListedHosts();
    const urls: (string | null)[] = [];
    const join = async (url: string | null) => void urls.push(url);
    hosts.note('potato-10', '10.0.0.2:2568');
    hosts.note('potato-50', undefined); // one process: no address listed
    await hosts.join('potato-10', 'ws://game:2567', join);
    await hosts.join('potato-50', 'ws://game:2567', join);
    hosts.forget('potato-10');
    await hosts.join('potato-10', 'ws://game:2567', join);
    expect(urls).toEqual(['ws://10.0.0.2:2568', 'ws://game:2567', 'ws://game:2567']);
  });

  it('forgets a host that does not answer, so the next join goes straight through the game server', async () => {
    const hosts = new ListedHosts();
    const urls: (string | null)[] = [];
    const join = async (url: string | null) => {
      urls.push(url);
      if (url === 'ws://10.0.0.2:2568') throw new Error('connection refused');
    };
    hosts.note('battle-1', '10.0.0.2:2568');
    await hosts.join('battle-1', 'ws://game:2567', join);
    await hosts.join('battle-1', 'ws://game:2567', join);
    expect(urls).toEqual(['ws://10.0.0.2:2568', 'ws://game:2567', 'ws://game:2567']);
  });
});
