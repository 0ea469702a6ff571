import { BINGO_RULES, type BingoRoomStatus, type BingoState, type BingoTicket, bingoMatches } from '@arena/schemas';

/** The live draw as plain data (what the screen reads; decoupled from the room's schema objects). */
export interface LiveDraw {
  drawId: string;
  drawNumber: number;
  status: BingoRoomStatus;
  drawAt: number;
  serverSeedHash: string;
  serverSeed: string;
  poolCents: number;
  ticketCount: number;
  numbers: number[];
  nextRevealAt: number;
  closing: boolean;
}

export const EMPTY_LIVE: LiveDraw = {
  drawId: '',
  drawNumber: 0,
  status: 'OPEN',
  drawAt: 0,
  serverSeedHash: '',
  serverSeed: '',
  poolCents: 0,
  ticketCount: 0,
  numbers: [],
  nextRevealAt: 0,
  closing: false,
};

export function liveOf(state: BingoState): LiveDraw {
  return {
    drawId: state.drawId,
    drawNumber: state.drawNumber,
    status: state.status,
    drawAt: state.drawAt,
    serverSeedHash: state.serverSeedHash,
    serverSeed: state.serverSeed,
    poolCents: state.poolCents,
    ticketCount: state.ticketCount,
    numbers: [...state.numbers],
    nextRevealAt: state.nextRevealAt,
    closing: state.closing,
  };
}

/** 1..20, the board every picker and draw shows. */
export const ALL_NUMBERS = Array.from({ length: BINGO_RULES.maxNumber }, (_, i) => i + 1);

/** A ticket against the numbers revealed so far: which of its numbers are hits. */
export function ticketHits(
  ticket: Pick<BingoTicket, 'numbers'>,
  revealed: readonly number[],
): { numbers: { n: number; hit: boolean }[]; matches: number } {
  const drawn = new Set(revealed);
  return {
    numbers: ticket.numbers.map((n) => ({ n, hit: drawn.has(n) })),
    matches: bingoMatches(ticket.numbers, revealed),
  };
}

/** Picking a number toggles it; a sixth pick is ignored (5 per ticket). */
export function togglePick(picks: readonly number[], n: number): number[] {
  if (picks.includes(n)) return picks.filter((x) => x !== n);
  if (picks.length >= BINGO_RULES.numbersPerTicket) return [...picks];
  return [...picks, n].sort((a, b) => a - b);
}

/** "2d 03:04:05", "03:04:05" or "04:05" until a moment. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock =
    hours > 0 || days > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
