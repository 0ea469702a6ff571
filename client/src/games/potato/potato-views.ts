import type { PotatoPhase, PotatoState, PotatoStatus } from '@arena/schemas';

/** A seat as the screen shows it. */
export interface SeatView {
  seat: number;
  userId: string;
  name: string;
  avatar: string;
  connected: boolean;
  alive: boolean;
  knockedOutStage: number;
  payoutCents: number;
}

/** A plain copy of the table's state, so observers re-render from one observable. */
export interface TableView {
  tableId: string;
  gameId: string;
  buyInCents: number;
  status: PotatoStatus;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed: string;
  startsAt: number;
  stage: number;
  phase: PotatoPhase | '';
  holderSeat: number;
  lastFromSeat: number;
  lastPassAuto: boolean;
  passes: number;
  passDeadline: number;
  explodedSeat: number;
  winnerSeat: number;
  potCents: number;
  payoutCents: number;
  seats: SeatView[];
  spectators: number;
  closing: boolean;
}

export function tableOfState(state: PotatoState): TableView {
  const seats: SeatView[] = [];
  state.seats.forEach(
    (s) =>
      void seats.push({
        seat: s.seat,
        userId: s.userId,
        name: s.name,
        avatar: s.avatar,
        connected: s.connected,
        alive: s.alive,
        knockedOutStage: s.knockedOutStage,
        payoutCents: s.payoutCents,
      }),
  );
  return {
    tableId: state.tableId,
    gameId: state.gameId,
    buyInCents: state.buyInCents,
    status: state.status,
    serverSeedHash: state.serverSeedHash,
    clientSeed: state.clientSeed,
    serverSeed: state.serverSeed,
    startsAt: state.startsAt,
    stage: state.stage,
    phase: state.phase,
    holderSeat: state.holderSeat,
    lastFromSeat: state.lastFromSeat,
    lastPassAuto: state.lastPassAuto,
    passes: state.passes,
    passDeadline: state.passDeadline,
    explodedSeat: state.explodedSeat,
    winnerSeat: state.winnerSeat,
    potCents: state.potCents,
    payoutCents: state.payoutCents,
    seats,
    spectators: state.spectators,
    closing: state.closing,
  };
}

/** Where seat `seat` of `count` sits round the table, as percentages of the stage (seat 0 at the bottom). */
export function seatPosition(seat: number, count: number): { left: number; top: number } {
  const angle = Math.PI / 2 + (2 * Math.PI * seat) / count;
  return { left: 50 + 37 * Math.cos(angle), top: 50 + 36 * Math.sin(angle) };
}
