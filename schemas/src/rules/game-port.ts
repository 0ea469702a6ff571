/**
 * Flood limits of the game port's HTTP side.
 * Match-making requests (`/matchmake/*`: join, create, reconnect) are counted per client address, read as the API
 * reads it (TRUST_PROXY), in fixed windows; loopback is not counted, like the WebSocket cap (load tests, the browser
 * suite and a local proxy without TRUST_PROXY connect from there).
 */
export const GAME_PORT_RULES = {
  /** Match-making requests one address may make per window (env GAME_MATCHMAKE_PER_MINUTE; 0 = off, not in production). */
  matchmakePerWindow: 60,
  matchmakeWindowMs: 60_000,
  /**
   * How long a seat reserved by match-making waits for its WebSocket before it is given back (Colyseus' default, 15 s,
   * set here so that it is one rule every room shares rather than an environment default).
   */
  seatReservationSeconds: 15,
  /** Open WebSockets per client address (env GAME_CONNECTIONS_PER_ADDRESS; 0 = off, not in production). */
  connectionsPerAddress: 30,
} as const;
