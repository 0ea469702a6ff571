import type { Client } from '@colyseus/sdk';

const clients = new Map<string, Client>();
const PROBE_TIMEOUT_MS = 3000;

/**
 * A real round trip to the game server: the Colyseus SDK opens a WebSocket and measures a ping. The SDK
 * loads lazily so it costs the first route nothing.
 */
export async function probeGameServer(url: string): Promise<number> {
  let client = clients.get(url);
  if (!client) {
    const { Client: SdkClient } = await import('@colyseus/sdk');
    client = new SdkClient(url);
    clients.set(url, client);
  }
  return client.getLatency({ timeout: PROBE_TIMEOUT_MS });
}
