import type {
  CrashBattleAnswer,
  CrashBattleRoundPhase,
  CrashBattleSeatKind,
  CrashBattleState,
  CrashBattleStatus,
} from '@arena/schemas';

/** A seat as the columns show it: a plain copy of the synchronized state (or of the stored battle). */
export interface SeatView {
  seat: number;
  kind: CrashBattleSeatKind;
  userId: string;
  name: string;
  avatar: string;
  lockedUntil: number;
  connected: boolean;
  autoPlay: boolean;
  autoCashOutHundredths: number;
  /** This round's cash-out (hundredths), 0 while still in or crashed. */
  cashOutHundredths: number;
  /** Score per finished round (hundredths; 0 = crashed). */
  results: number[];
  totalHundredths: number;
  payoutCents: number;
}

/** One battle, live from its room or as stored once the room is gone. */
export interface BattleView {
  id: string;
  status: CrashBattleStatus;
  ownerId: string;
  seatCount: number;
  roundCount: number;
  buyInCents: number;
  isPrivate: boolean;
  serverSeedHash: string;
  /** 1-based round in play, 0 before the start. */
  round: number;
  roundPhase: CrashBattleRoundPhase | '';
  curveStartsAt: number;
  crashPointHundredths: number;
  /** Crash points of finished rounds, round 1 first. */
  crashPoints: number[];
  seats: SeatView[];
  /** -1 until finished, and on a draw. */
  winnerSeat: number;
  draw: boolean;
  spectators: number;
  closing: boolean;
}

export function battleOfState(state: CrashBattleState): BattleView {
  return {
    id: state.battleId,
    status: state.status as CrashBattleStatus,
    ownerId: state.ownerId,
    seatCount: state.seatCount,
    roundCount: state.roundCount,
    buyInCents: state.buyInCents,
    isPrivate: state.isPrivate,
    serverSeedHash: state.serverSeedHash,
    round: state.round,
    roundPhase: state.roundPhase as CrashBattleRoundPhase | '',
    curveStartsAt: state.curveStartsAt,
    crashPointHundredths: state.crashPointHundredths,
    crashPoints: [...state.crashPoints],
    seats: state.seats.map((seat) => ({
      seat: seat.seat,
      kind: seat.kind as CrashBattleSeatKind,
      userId: seat.userId,
      name: seat.name,
      avatar: seat.avatar,
      lockedUntil: seat.lockedUntil,
      connected: seat.connected,
      autoPlay: seat.autoPlay,
      autoCashOutHundredths: seat.autoCashOutHundredths,
      cashOutHundredths: seat.cashOutHundredths,
      results: [...seat.results],
      totalHundredths: seat.totalHundredths,
      payoutCents: seat.payoutCents,
    })),
    winnerSeat: state.winnerSeat,
    draw: state.draw,
    spectators: state.spectators,
    closing: state.closing,
  };
}

/** A battle read from `GET /api/crashbattle/{id}`: nothing live, the last round shown as crashed. */
export function battleOfAnswer(answer: CrashBattleAnswer): BattleView {
  const last = answer.crashPoints.at(-1) ?? 0;
  return {
    id: answer.id,
    status: answer.status,
    ownerId: answer.ownerId,
    seatCount: answer.seats,
    roundCount: answer.rounds,
    buyInCents: answer.buyInCents,
    isPrivate: answer.isPrivate,
    serverSeedHash: '',
    round: answer.crashPoints.length,
    roundPhase: last ? 'CRASHED' : '',
    curveStartsAt: 0,
    crashPointHundredths: last,
    crashPoints: answer.crashPoints,
    seats: answer.seatList.map((seat) => ({
      seat: seat.seat,
      kind: seat.kind,
      userId: seat.userId ?? '',
      name: seat.name,
      avatar: seat.avatar ?? '',
      lockedUntil: 0,
      connected: false,
      autoPlay: false,
      autoCashOutHundredths: 0,
      cashOutHundredths: 0,
      results: seat.results,
      totalHundredths: seat.totalHundredths,
      payoutCents: seat.payoutCents,
    })),
    winnerSeat: answer.winnerSeat ?? -1,
    draw: answer.draw,
    spectators: 0,
    closing: false,
  };
}

export function isOver(battle: BattleView): boolean {
  return battle.status === 'FINISHED' || battle.status === 'CANCELLED' || battle.status === 'VOIDED';
}

/**
 * What a seat shows for round `round` (1-based): its score once the round is over, its cash-out while the
 * current round runs, or null when there is nothing to show yet.
 */
export function seatRoundValue(
  battle: BattleView,
  seat: SeatView,
  round: number,
): { hundredths: number; live: boolean } | null {
  const done = seat.results[round - 1];
  if (done !== undefined) return { hundredths: done, live: false };
  if (round === battle.round && seat.cashOutHundredths > 0) return { hundredths: seat.cashOutHundredths, live: true };
  return null;
}
