/**
 * Seat reservation over HTTP, as the SDK asks for it: `POST /matchmake/<method>/<room>` with the join options as
 * JSON and the player's bearer token; the answer names the process and room the socket must connect to.
 */
export interface SeatReservation {
  name: string;
  roomId: string;
  processId: string;
  sessionId: string;
  /** Set when the room lives on another process of a cluster (host:port). */
  publicAddress?: string;
}

export class MatchmakeError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

export type MatchmakeMethod = 'joinById' | 'join' | 'joinOrCreate' | 'create';

/** `gameUrl` is the game server's ws:// (or wss://) base; matchmaking speaks HTTP to the same host. */
export async function reserveSeat(
  gameUrl: string,
  method: MatchmakeMethod,
  room: string,
  options: object,
  token?: string,
): Promise<SeatReservation> {
  const base = new URL(gameUrl);
  base.protocol = base.protocol === 'wss:' ? 'https:' : 'http:';
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(new URL(`${base.pathname.replace(/\/$/, '')}/matchmake/${method}/${room}`, base), {
    method: 'POST',
    headers,
    body: JSON.stringify(options),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<SeatReservation> & {
    code?: number;
    error?: string;
  };
  if (!response.ok || !body.roomId || !body.sessionId || !body.processId) {
    throw new MatchmakeError(body.error ?? `matchmake answered ${response.status}`, body.code ?? response.status);
  }
  return body as SeatReservation;
}

/** The room socket's URL: the reservation's process and room, the session, and the token the SDK also sends. */
export function seatUrl(gameUrl: string, seat: SeatReservation, token?: string): string {
  const base = new URL(gameUrl);
  const host = seat.publicAddress ?? `${base.host}${base.pathname.replace(/\/$/, '')}`;
  const query = new URLSearchParams({ sessionId: seat.sessionId });
  if (token) query.set('_authToken', token);
  // The state classes are known here, so the server need not send its schema reflection.
  query.set('skipHandshake', '1');
  return `${base.protocol}//${host}/${seat.processId}/${seat.roomId}?${query}`;
}
