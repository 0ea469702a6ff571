import { decodeRoomRefusal } from '@arena/schemas';

/**
 * The address of a listed room's host process: the lobby's `publicAddress` (host and port, or host and path behind a
 * proxy) with the game server's scheme, so a site served over TLS stays on TLS.
 */
export function hostUrl(gameServerUrl: string, publicAddress: string): string {
  return `${/^(wss|https):/.test(gameServerUrl) ? 'wss' : 'ws'}://${publicAddress}`;
}

/**
 * Joins through the room's host when a lobby named one, else through the game server's address; a host that does not
 * answer (its process died since the listing) is forgotten and the join goes through the game server's address, which
 * finds the room wherever it now is. A refusal from the room itself is the answer, not retried.
 */
export async function joinListed<T>(
  join: (url: string | null) => Promise<T>,
  gameServerUrl: string | null,
  host: string | undefined,
  forget: () => void,
): Promise<T> {
  if (!gameServerUrl || !host) return join(gameServerUrl);
  try {
    return await join(hostUrl(gameServerUrl, host));
  } catch (error) {
    if (decodeRoomRefusal(error instanceof Error ? error.message : error)) throw error;
    forget();
    return join(gameServerUrl);
  }
}

/**
 * The host of each room a lobby listed (several game-server processes put a per-match room on one of them), kept beyond
 * the lobby screen: the room's screen that follows builds its own connector. Joining by id through the host reserves
 * the seat in that process's memory instead of over Redis from another process.
 */
export class ListedHosts {
  private readonly hosts = new Map<string, string>();

  /** A lobby entry arrived (the first list or an update); one without an address (one process) changes nothing. */
  note(roomId: string, publicAddress: string | undefined): void {
    if (publicAddress) this.hosts.set(roomId, publicAddress);
  }

  /** The lobby reported the room gone. */
  forget(roomId: string): void {
    this.hosts.delete(roomId);
  }

  join<T>(roomId: string, gameServerUrl: string | null, join: (url: string | null) => Promise<T>): Promise<T> {
    return joinListed(join, gameServerUrl, this.hosts.get(roomId), () => this.forget(roomId));
  }
}
