/**
 * A per-match room's lobby listing, set only when it changed. Each `setMetadata` writes the room's listing to the
 * matchmaker's driver (Redis in a cluster) and publishes it to every lobby; a spectator coming or going changes
 * nothing in a listing (Colyseus itself refreshes the lobby's client count on every join and leave), and a battle
 * watched by a hundred spectators used to write its same listing a hundred times as they came in.
 */
export class LobbyListing<T> {
  private last: string | undefined;

  constructor(private readonly room: { setMetadata(listing: T): Promise<unknown> }) {}

  set(listing: T): void {
    const text = JSON.stringify(listing);
    if (text === this.last) return;
    this.last = text;
    void this.room.setMetadata(listing);
  }
}
