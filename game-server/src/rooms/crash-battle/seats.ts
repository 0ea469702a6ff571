import { type CrashBattleListing, CrashBattleSeatState, type CrashBattleState, autoPlayTarget } from '@arena/schemas';

/** A taken seat as the referee holds it. */
export interface SeatHolder {
  seat: number;
  kind: 'PLAYER' | 'BOT';
  /** null for a bot. */
  userId: string | null;
  name: string;
  avatar: string;
  lockedUntil: number;
  /** The player's preset target (hundredths), 0 = none. */
  preset: number;
  /** Played by auto-play: the player left or lost the connection while the battle runs. */
  autoPlay: boolean;
  connected: boolean;
}

/**
 * Where a seat leaves the current round, null when its player cashes out by hand: a bot at its seeded target,
 * a seat on auto-play at its preset (else the default), a present player at their preset if they set one.
 */
export function seatTarget(holder: SeatHolder, botTarget: number): number | null {
  if (holder.kind === 'BOT') return botTarget;
  if (holder.autoPlay) return autoPlayTarget(holder.preset);
  return holder.preset > 0 ? holder.preset : null;
}

/** Writes a seat into the synchronized state (patches go out at the room's patch rate). */
export function showSeat(state: CrashBattleState, holder: SeatHolder | null, seat: number): void {
  const view = state.seats[seat];
  if (!view) return;
  view.kind = holder ? holder.kind : 'EMPTY';
  view.userId = holder?.userId ?? '';
  view.name = holder?.name ?? '';
  view.avatar = holder?.avatar ?? '';
  view.lockedUntil = holder?.lockedUntil ?? 0;
  view.connected = holder?.connected ?? false;
  view.autoPlay = holder?.autoPlay ?? false;
  view.autoCashOutHundredths = holder?.preset ?? 0;
}

export function emptySeats(state: CrashBattleState, count: number): void {
  state.seats.clear();
  for (let seat = 0; seat < count; seat++) state.seats.push(new CrashBattleSeatState({ seat }));
}

export function listingOf(
  state: CrashBattleState,
  holders: readonly (SeatHolder | null)[],
  createdAt: number,
): CrashBattleListing {
  const owner = holders.find((h) => h?.userId === state.ownerId);
  return {
    battleId: state.battleId,
    status: state.status,
    seats: state.seatCount,
    taken: holders.filter(Boolean).length,
    rounds: state.roundCount,
    buyInCents: state.buyInCents,
    ownerName: owner?.name ?? '',
    ownerAvatar: owner?.avatar ?? '',
    round: state.round,
    createdAt,
  };
}
