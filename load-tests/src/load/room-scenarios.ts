import type { LoadOptions } from './args';
import type { RoomGame, RoomPlayer, WorkerJob } from './protocol';
import { buySkins, cheapestJackpotSkin, signIn } from './sign-in';
import { spreadOverGameUrls } from './spread';
import { deal } from './workers';
import { phasedShare, thinkOf } from './pacing';

type RoomJob = Extract<WorkerJob, { kind: 'room' }>;

/** Jackpot players' skins are bought ten players at a time (the shop is rate limited per address like sign-in). */
async function giveSkins(options: LoadOptions, players: RoomPlayer[]): Promise<void> {
  if (players.length === 0) return;
  const skin = await cheapestJackpotSkin(options.url, players[0]!.token);
  for (let i = 0; i < players.length; i += 10) {
    await Promise.all(
      players.slice(i, i + 10).map(async (player) => {
        player.itemIds = await buySkins(options.url, player.token, skin.id, options.skins);
      }),
    );
  }
}

/** `watchers` spread over the battle creators (the measuring creator keeps none while there are others). */
export function spreadWatchers(creators: RoomPlayer[], watchers: number): void {
  const hosts = creators.length > 1 ? creators.slice(1) : creators;
  hosts.forEach(
    (host, i) => (host.spectators = Math.floor(watchers / hosts.length) + (i < watchers % hosts.length ? 1 : 0)),
  );
}

/**
 * Signs the players of a room scenario in (funded), gives jackpot players their skins and battle creators their
 * watchers, then deals everyone over the workers: the measuring client (the first player, or a watcher) alone in
 * the first job, as in crash; the chat flooder in the first generator job.
 */
export async function roomJobs(options: LoadOptions, game: RoomGame): Promise<RoomJob[]> {
  const flooding = game === 'chat';
  const signedIn = await signIn(options, options.bettors + (flooding ? 1 : 0), `load ${game}`);
  const flooderToken = flooding ? signedIn.pop()!.token : undefined;
  const players: RoomPlayer[] = signedIn.map((player) => ({ token: player.token }));
  if (game === 'jackpot') await giveSkins(options, players);
  const watchers = Math.max(0, options.clients - players.length - (flooding ? 1 : 0));
  if (game === 'battle') spreadWatchers(players, watchers);

  const base = { kind: 'room' as const, game, durationMs: options.durationS * 1000, ...thinkOf(options) };
  const [measuringPlayer, ...others] = players;
  // A battle's watchers travel with their creator; everywhere else watchers are dealt like players (with phases they
  // join while measuring, each worker its share, none before).
  const looseWatchers = game === 'battle' || options.phases ? 0 : Math.max(0, watchers - (measuringPlayer ? 0 : 1));
  const items: (RoomPlayer | null)[] = [...others, ...Array.from({ length: looseWatchers }, () => null)];
  const jobs: Omit<RoomJob, 'gameUrls' | 'firstClient'>[] = [
    {
      ...base,
      players: measuringPlayer ? [measuringPlayer] : [],
      spectators: measuringPlayer ? 0 : 1,
      measuring: true,
    },
    ...deal(items, options.workers)
      .map((pile, worker) => ({
        ...base,
        ...phasedShare(options, worker),
        players: pile.filter((item): item is RoomPlayer => item !== null),
        spectators: pile.filter((item) => item === null).length,
        measuring: false,
      }))
      .filter((job) => job.phased || job.players.length + job.spectators > 0),
  ];
  if (flooderToken) (jobs[1] ?? jobs[0]!).flooderToken = flooderToken;
  // Spread once the flooder has its job: it is one of the clients the round-robin counts.
  return spreadOverGameUrls(jobs, options.gameUrls);
}
