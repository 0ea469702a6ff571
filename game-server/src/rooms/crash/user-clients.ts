/** What the index needs of a Colyseus client: its session and who signed in. */
export interface IndexedClient {
  sessionId: string;
  auth?: { userId?: string } | undefined;
}

/**
 * The room's sockets by player, so a message for one player (an acknowledgement, a balance) costs a map lookup
 * instead of a scan of every client: with thousands of spectators a cash-out burst spent most of its time scanning.
 * Entries are added on join and reconnect and removed on leave; `isCurrent` (the room's own client list) has the last
 * word, so a client that left without a hook firing is never sent to and is dropped at the next lookup.
 */
export class UserClients<C extends IndexedClient> {
  private readonly byUser = new Map<string, Set<C>>();

  constructor(private readonly isCurrent: (client: C) => boolean) {}

  add(client: C): void {
    const userId = client.auth?.userId;
    if (!userId) return;
    let clients = this.byUser.get(userId);
    if (!clients) this.byUser.set(userId, (clients = new Set()));
    clients.add(client);
  }

  remove(client: C): void {
    const userId = client.auth?.userId;
    const clients = userId ? this.byUser.get(userId) : undefined;
    if (!clients) return;
    clients.delete(client);
    if (clients.size === 0) this.byUser.delete(userId!);
  }

  /** The player's clients still in the room. */
  of(userId: string): C[] {
    const clients = this.byUser.get(userId);
    if (!clients) return [];
    const live: C[] = [];
    for (const client of clients) {
      if (this.isCurrent(client)) live.push(client);
      else clients.delete(client);
    }
    if (clients.size === 0) this.byUser.delete(userId);
    return live;
  }
}
