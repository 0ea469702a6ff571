/**
 * What a started game server logs: where this process listens (and its public address, several processes), not
 * GAME_SERVER_URL, which every process of a cluster shares (the match-making entry).
 */
export function listeningLine(host: string, port: number, publicAddress: string | undefined): string {
  return `game server listening on ${host}:${port}${publicAddress ? ` (public address ${publicAddress})` : ''}`;
}
