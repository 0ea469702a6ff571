import { waitFor } from '../../../testing/wait-for';
import { redisCommands } from '../../resp';

/** What every process of a two-process test runs with: its Redis, and ownership that settles and moves within seconds. */
export const clusterEnv = (redisUrl: string) => ({
  REDIS_URL: redisUrl,
  GAME_OWNER_LEASE_MS: '3000',
  GAME_OWNER_RETRY_MS: '250',
});

/** Where Colyseus lists a room (its process and the address seat reservations name), or null when none does. */
export async function listing(
  redisUrl: string,
  roomId: string,
): Promise<{ processId: string; publicAddress?: string } | null> {
  const [raw] = await redisCommands(redisUrl, [['HGET', 'roomcaches', roomId]]);
  return typeof raw === 'string' ? (JSON.parse(raw) as { processId: string; publicAddress?: string }) : null;
}

/** The process listing `roomId` once it has stayed the same for three seconds (a hand-over may follow a start). */
export async function settledListing(
  redisUrl: string,
  roomId: string,
  holdsLease: (processId: string) => Promise<boolean> = async () => true,
) {
  let last: string | null = null;
  let since = Date.now();
  return waitFor(
    `${roomId} ownership settled`,
    async () => {
      const host = await listing(redisUrl, roomId);
      const now = host && (await holdsLease(host.processId)) ? JSON.stringify(host) : null;
      if (now !== last) [last, since] = [now, Date.now()];
      return (
        now !== null && Date.now() - since >= 3_000 && (JSON.parse(now) as { processId: string; publicAddress: string })
      );
    },
    60_000,
  );
}
