/*
 * Where a ball is at any moment, in board units (one unit = the distance between two pegs of a row; the top peg
 * at x = 0, row r at y = r + 1). Pure and deterministic: the screen's store times the landing with the same
 * numbers the scene draws with, so the ball reaches its bucket exactly when its payout is shown.
 */

/** The fall from the drop point onto the top peg. */
export const DROP_MS = 260;
/** One hop from a peg to a peg of the next row (the last hop ends in the bucket). */
export const HOP_MS = 165;
export const PEG_RADIUS = 0.1;
export const BALL_RADIUS = 0.24;
/** How high a ball bounces off a peg, in rows (the parabola's upward start). */
const BOUNCE = 1.1;
/** Where a ball rests in its bucket, below the last row of pegs. */
const BUCKET_DEPTH = 0.75;

export interface Point {
  x: number;
  y: number;
}

export interface BallState extends Point {
  landed: boolean;
  /** Pegs hit so far (0 .. rows). */
  hits: number;
}

export function plinkoFlightMs(rows: number): number {
  return DROP_MS + rows * HOP_MS;
}

/** Pegs of row r (0-based): r + 3 of them, centred. */
export function pegRow(r: number): Point[] {
  return Array.from({ length: r + 3 }, (_, k) => ({ x: k - (r + 2) / 2, y: r + 1 }));
}

/** Centre of bucket b of a board with `rows` rows: between the last row's pegs b and b + 1. */
export function bucketX(rows: number, bucket: number): number {
  return bucket - rows / 2;
}

export function bucketY(rows: number): number {
  return rows + BUCKET_DEPTH;
}

/** The ball's centre when it touches row r's peg (r = rows is the bucket floor). */
function contact(path: readonly number[], r: number): Point {
  let x = 0;
  for (let i = 0; i < r; i++) x += path[i]! - 0.5;
  const rows = path.length;
  return { x, y: r < rows ? r + 1 - PEG_RADIUS - BALL_RADIUS : bucketY(rows) };
}

/**
 * The ball `elapsedMs` after it was dropped: a fall onto the top peg, then one hop per row. A hop leaves the peg
 * upwards and sideways (ease-out) and falls onto the next contact point, so every bounce reads as a bounce.
 */
export function ballAt(path: readonly number[], elapsedMs: number): BallState {
  const rows = path.length;
  if (elapsedMs <= 0) return { x: 0, y: -0.6, landed: false, hits: 0 };
  if (elapsedMs < DROP_MS) {
    const u = elapsedMs / DROP_MS;
    const end = contact(path, 0);
    return { x: 0, y: -0.6 + (end.y + 0.6) * u * u, landed: false, hits: 0 };
  }
  const hop = Math.floor((elapsedMs - DROP_MS) / HOP_MS);
  if (hop >= rows) return { ...contact(path, rows), landed: true, hits: rows };
  const u = (elapsedMs - DROP_MS - hop * HOP_MS) / HOP_MS;
  const from = contact(path, hop);
  const to = contact(path, hop + 1);
  const dy = to.y - from.y;
  return {
    x: from.x + (to.x - from.x) * (1 - (1 - u) ** 2),
    y: from.y + dy * u * u - BOUNCE * u * (1 - u),
    landed: false,
    hits: hop + 1,
  };
}
