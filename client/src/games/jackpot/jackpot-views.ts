import { type JackpotState, type JackpotStatus, playerChances, sha256OfText } from '@arena/schemas';

export interface EntryItemView {
  id: string;
  name: string;
  iconUrl: string;
  color: string;
  priceCents: number;
}

export interface EntryView {
  betId: string;
  userId: string;
  name: string;
  valueCents: number;
  items: EntryItemView[];
}

export interface PlayerView {
  userId: string;
  name: string;
  avatar: string;
  valueCents: number;
  /** Share of the pot in basis points (the win chance). */
  basisPoints: number;
  color: string;
}

export interface RoundView {
  roundId: string;
  status: JackpotStatus;
  serverSeedHash: string;
  serverSeed: string;
  potCents: number;
  closesAt: number;
  ticket: number;
  winnerUserId: string;
  prizeCents: number;
  houseCents: number;
  closing: boolean;
  entries: EntryView[];
}

/** A copy of the synchronized state as plain data, so MobX observes it and tests compare it. */
export function roundOf(state: JackpotState): RoundView {
  return {
    roundId: state.roundId,
    status: state.status as JackpotStatus,
    serverSeedHash: state.serverSeedHash,
    serverSeed: state.serverSeed,
    potCents: state.potCents,
    closesAt: state.closesAt,
    ticket: state.ticket,
    winnerUserId: state.winnerUserId,
    prizeCents: state.prizeCents,
    houseCents: state.houseCents,
    closing: state.closing,
    entries: [...state.entries].map((e) => ({
      betId: e.betId,
      userId: e.userId,
      name: e.name,
      valueCents: e.valueCents,
      items: [...e.items].map((i) => ({
        id: i.id,
        name: i.name,
        iconUrl: i.iconUrl,
        color: i.color,
        priceCents: i.priceCents,
      })),
    })),
  };
}

const PALETTE = ['#7c5cff', '#ff9f43', '#2ed47a', '#ff5c6c', '#3ec7ff', '#ffd23f', '#c86bfa', '#5ce1e6'];

/** Players in order of first entry with their chance and a colour that stays theirs for the round. */
export function playersOf(round: RoundView, avatars: ReadonlyMap<string, string> = new Map()): PlayerView[] {
  const names = new Map(round.entries.map((e) => [e.userId, e.name]));
  return playerChances(round.entries).map((p, i) => ({
    ...p,
    name: names.get(p.userId) ?? '',
    avatar: avatars.get(p.userId) ?? '',
    color: PALETTE[i % PALETTE.length]!,
  }));
}

/** Tiles of the spinner strip and where the winner's tile is. */
export const SPIN_TILES = 56;
export const SPIN_WINNER_TILE = 48;

/**
 * The spinner strip: each tile is a player, picked in proportion to their share of the pot from a sequence
 * seeded by the round id (so every viewer sees the same strip), with the winner's tile at SPIN_WINNER_TILE.
 * Decoration only: the winner comes from the server and is re-checked with the published rule.
 */
export function spinStrip(roundId: string, players: readonly PlayerView[], winnerUserId: string): PlayerView[] {
  if (players.length === 0) return [];
  const total = players.reduce((sum, p) => sum + p.valueCents, 0);
  let seed = sha256OfText(roundId);
  const tiles: PlayerView[] = [];
  for (let i = 0; i < SPIN_TILES; i++) {
    if (i % 8 === 0) seed = sha256OfText(seed);
    const roll = (parseInt(seed.slice((i % 8) * 8, (i % 8) * 8 + 8), 16) / 2 ** 32) * total;
    let acc = 0;
    tiles.push(players.find((p) => (acc += p.valueCents) > roll) ?? players[players.length - 1]!);
  }
  const winner = players.find((p) => p.userId === winnerUserId);
  if (winner) tiles[SPIN_WINNER_TILE] = winner;
  return tiles;
}
