/**
 * Redis pub/sub ignores the database number: a message published while on database 3 reaches subscribers on every
 * database of that Redis. Processes that share a Redis on different databases (two deployments, or test runs that
 * each claim a database) would hear each other's channels, including Colyseus's fixed room channels. So every
 * channel this platform uses on a Redis carries this namespace: none on database 0 (names unchanged), `db<n>:` on
 * database n, the same for the API and every game server given the same REDIS_URL.
 */
export function redisChannelNamespace(redisUrl: string): string {
  let db = 0;
  try {
    const path = new URL(redisUrl).pathname.replace(/^\//, '');
    if (path !== '') db = Number(path);
  } catch {
    return '';
  }
  return Number.isInteger(db) && db > 0 ? `db${db}:` : '';
}
