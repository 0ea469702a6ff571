/**
 * Whether authoritative rooms relay their rounds to mirror rooms: only with several processes (REDIS_URL), set by
 * the server at boot. The embedded single process publishes nothing.
 */
let enabled = false;

export function enableRoomMirrors(): void {
  enabled = true;
}

export function roomMirrorsEnabled(): boolean {
  return enabled;
}
