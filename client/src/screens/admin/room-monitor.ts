import { ApiError, type ErrorArgs } from '../../transport/api-error';

/** Where the Colyseus monitor lives on the game port (game-server/src/monitor). */
export const ROOM_MONITOR_PATH = '/colyseus';

/** The game server's HTTP address from its WebSocket one (ws → http, wss → https), without a trailing slash. */
export function gameHttpBase(gameServerUrl: string): string {
  return gameServerUrl.replace(/^ws(s?):/i, 'http$1:').replace(/\/+$/, '');
}

export interface RoomMonitorDeps {
  gameServerUrl: string | null;
  /** The signed-in admin's bearer token. */
  token: string | null;
  fetch: typeof fetch;
}

/**
 * Asks the game server for a one-time ticket (60 s) with the admin's bearer header and answers the address that
 * trades it for the monitor's cookie. The long-lived token never goes into an address.
 */
export async function roomMonitorUrl(deps: RoomMonitorDeps): Promise<string> {
  if (!deps.gameServerUrl) throw new ApiError('GLOBAL.SERVICE_UNAVAILABLE', [], 0);
  if (!deps.token) throw new ApiError('GLOBAL.FORBIDDEN', [], 401);
  const base = gameHttpBase(deps.gameServerUrl);
  let answer: Response;
  try {
    answer = await deps.fetch(`${base}${ROOM_MONITOR_PATH}/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${deps.token}` },
    });
  } catch {
    throw new ApiError(null, [], 0);
  }
  const body = (await answer.json().catch(() => null)) as {
    ticket?: string;
    error?: { key?: string; args?: ErrorArgs };
  } | null;
  if (!answer.ok || typeof body?.ticket !== 'string')
    throw new ApiError(body?.error?.key ?? null, body?.error?.args ?? [], answer.status);
  return `${base}${ROOM_MONITOR_PATH}/?ticket=${encodeURIComponent(body.ticket)}`;
}

/**
 * Opens a tab at once (a window opened after an await is blocked as a popup), then sends it to the monitor; the tab
 * is closed again when no ticket comes.
 */
export async function openRoomMonitor(
  deps: RoomMonitorDeps & { open: (url: string, target: string) => Window | null },
): Promise<void> {
  const tab = deps.open('about:blank', '_blank');
  try {
    const url = await roomMonitorUrl(deps);
    if (!tab) throw new ApiError(null, [], 0);
    tab.opener = null;
    tab.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
