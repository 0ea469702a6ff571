import { POTATO_RULES } from '../../constants';
import { isHashHex, sha256OfText } from '../../fair/hex';
import { generateFloats } from '../../fair/seeded';

/** Fixed when the game starts: the seated players' ids in seat order (empty seats skipped), joined with ":". */
export function potatoClientSeed(seatedIds: readonly string[]): string {
  return seatedIds.join(':');
}

/** Floats one stage reads: f_0 deals, f_1..f_maxPasses are the fuse, the next maxPasses pick auto-passes. */
export const POTATO_FLOATS_PER_STAGE = 1 + 2 * POTATO_RULES.maxPasses;

export interface PotatoStageDraw {
  /** Seat that is dealt the potato. */
  startSeat: number;
  /** The pass whose landing explodes (1..maxPasses). */
  fuse: number;
  /** Float of each pass (index 0 = pass 1) used when that pass is made automatically. */
  autoFloats: number[];
}

/** The fuse from its floats: the first pass j (1-based) with f_j < 1/4, at the latest maxPasses. */
export function potatoFuse(fuseFloats: readonly number[]): number {
  const { maxPasses, explodeChance } = POTATO_RULES;
  for (let j = 1; j < maxPasses; j++) if (fuseFloats[j - 1]! < explodeChance) return j;
  return maxPasses;
}

/** survivors[floor(f · count)]: a uniform pick among `count` choices from one float in [0, 1). */
function pick<T>(choices: readonly T[], float: number): T {
  if (choices.length === 0) throw new RangeError('nothing to pick from');
  if (!(float >= 0 && float < 1)) throw new RangeError('float must be in [0, 1)');
  return choices[Math.floor(float * choices.length)]!;
}

/** Where an automatic pass goes: the survivors other than the holder, in seat order, picked by the pass's float. */
export function potatoAutoTarget(survivors: readonly number[], holder: number, float: number): number {
  return pick(
    survivors.filter((seat) => seat !== holder),
    float,
  );
}

/**
 * Stage `stage` (1-based) with `survivors` (seat numbers, ascending): floats = generateFloats({serverSeed,
 * clientSeed, nonce: stage, count: 49}). Deal: survivors[floor(f_0 · k)]. Fuse: potatoFuse(f_1..f_24). Auto-pass
 * of pass t: potatoAutoTarget(survivors, holder, f_(24+t)).
 */
export function potatoStageDraw(
  serverSeed: string,
  clientSeed: string,
  stage: number,
  survivors: readonly number[],
): PotatoStageDraw {
  if (!Number.isSafeInteger(stage) || stage < 1) throw new RangeError('stage must be a positive integer');
  if (survivors.length < 2) throw new RangeError('a stage needs two survivors');
  const floats = generateFloats({ serverSeed, clientSeed, nonce: stage, count: POTATO_FLOATS_PER_STAGE });
  const { maxPasses } = POTATO_RULES;
  return {
    startSeat: pick(survivors, floats[0]!),
    fuse: potatoFuse(floats.slice(1, 1 + maxPasses)),
    autoFloats: floats.slice(1 + maxPasses),
  };
}

/** One pass as recorded: the seat it landed on and whether the server made it (timeout or offline holder). */
export interface PotatoPass {
  to: number;
  auto: boolean;
}

export interface PotatoStageRecord {
  stage: number;
  startSeat: number;
  fuse: number;
  passes: PotatoPass[];
  /** The seat the last pass landed on: knocked out. */
  loserSeat: number;
}

/**
 * A stage nobody plays by hand (boot recovery, shutdown): dealt from the seeds, every pass automatic, until the
 * fuse. What the server would have done had every holder timed out.
 */
export function unattendedPotatoStage(
  serverSeed: string,
  clientSeed: string,
  stage: number,
  survivors: readonly number[],
): PotatoStageRecord {
  const draw = potatoStageDraw(serverSeed, clientSeed, stage, survivors);
  const passes: PotatoPass[] = [];
  let holder = draw.startSeat;
  for (let t = 1; t <= draw.fuse; t++) {
    holder = potatoAutoTarget(survivors, holder, draw.autoFloats[t - 1]!);
    passes.push({ to: holder, auto: true });
  }
  return { stage, startSeat: draw.startSeat, fuse: draw.fuse, passes, loserSeat: holder };
}

/** The potato algorithm in words, served with every game's fairness answer and shown on its screen. */
export const POTATO_ALGORITHM = [
  'When the table opens a game the server draws a secret server seed (64 lowercase hex characters) and shows',
  "SHA-256(UTF-8 text of the server seed). When the game starts the client seed is fixed as the seated players'",
  'ids in seat order, joined with ":".',
  'Stage s (1, 2, ...) is played by the survivors S (seat numbers, ascending, k = |S|):',
  `  floats f_0..f_${POTATO_FLOATS_PER_STAGE - 1}: float j comes from HMAC-SHA256(key = UTF-8 of the server seed hex text,`,
  '  message = "<clientSeed>:<s>:<i>") 4 bytes at a time (big-endian / 2^32), i = 0, 1, ... (8 floats per HMAC).',
  '  1. Deal: the potato starts with S[floor(f_0 * k)].',
  `  2. Fuse: F = the first j in 1..${POTATO_RULES.maxPasses - 1} with f_j < ${POTATO_RULES.explodeChance}, else ${POTATO_RULES.maxPasses}. The potato explodes when pass F lands;`,
  '     the player it lands on is knocked out. Each pass therefore explodes with chance 1/4 whatever came before.',
  '  3. The holder chooses whom to pass to. A pass the server makes (the holder timed out or is offline) is pass t',
  `     to T[floor(f_(${POTATO_RULES.maxPasses}+t) * (k-1))], T = S without the holder, ascending.`,
  'The last survivor wins the pot (buy-in * players) minus the house edge:',
  `  payout = floor(pot * ${1000 - POTATO_RULES.edgePermille} / 1000) cents; the rest stays with the house.`,
  "Deal, fuse and automatic passes are fixed by the seeds before anyone passes; only the players' own passes",
  'decide who holds the potato when it explodes.',
].join('\n');

export interface PotatoVerifyInput {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Seats that played, ascending. */
  seats: readonly number[];
  stages: readonly PotatoStageRecord[];
}

export interface PotatoStageCheck {
  stage: number;
  ok: boolean;
  /** What the seeds give: deal and fuse; `autoOk` every automatic pass went where the seeds say. */
  startSeat: number | null;
  fuse: number | null;
  autoOk: boolean;
  /** The announced loser is where the announced passes end and passes are between survivors. */
  loserOk: boolean;
}

export interface PotatoVerification {
  ok: boolean;
  seedMatchesHash: boolean;
  stages: PotatoStageCheck[];
  /** The survivor after the last stage (null when the stages do not leave exactly one). */
  winnerSeat: number | null;
}

/** Re-derives a finished game in the browser; never throws on bad input, it reports it. */
export function verifyPotato(input: PotatoVerifyInput): PotatoVerification {
  const seed = input.serverSeed.trim().toLowerCase();
  const usable = isHashHex(seed);
  const seedMatchesHash = usable && sha256OfText(seed) === input.serverSeedHash.trim().toLowerCase();
  let survivors = [...input.seats].sort((a, b) => a - b);
  const stages: PotatoStageCheck[] = [];
  for (const [i, record] of input.stages.entries()) {
    const check: PotatoStageCheck = {
      stage: record.stage,
      ok: false,
      startSeat: null,
      fuse: null,
      autoOk: false,
      loserOk: false,
    };
    if (usable && record.stage === i + 1 && survivors.length >= 2) {
      const draw = potatoStageDraw(seed, input.clientSeed, record.stage, survivors);
      check.startSeat = draw.startSeat;
      check.fuse = draw.fuse;
      let holder = draw.startSeat;
      let autoOk = true;
      let between = true;
      for (const [t, pass] of record.passes.entries()) {
        if (pass.auto && potatoAutoTarget(survivors, holder, draw.autoFloats[t]!) !== pass.to) autoOk = false;
        if (pass.to === holder || !survivors.includes(pass.to)) between = false;
        holder = pass.to;
      }
      check.autoOk = autoOk;
      check.loserOk = between && record.passes.length === draw.fuse && holder === record.loserSeat;
      check.ok = check.startSeat === record.startSeat && check.fuse === record.fuse && autoOk && check.loserOk;
    }
    stages.push(check);
    survivors = survivors.filter((seat) => seat !== record.loserSeat);
  }
  const winnerSeat = survivors.length === 1 ? survivors[0]! : null;
  const ok = seedMatchesHash && stages.length > 0 && stages.every((s) => s.ok) && winnerSeat !== null;
  return { ok, seedMatchesHash, stages, winnerSeat };
}
