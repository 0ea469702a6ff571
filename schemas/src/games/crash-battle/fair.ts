import { CRASH_BATTLE_RULES } from '../../constants';
import { CRASH_HMAC_BITS, CRASH_K, crashPointFromRoll, hmacRoll } from '../../fair/crash-point';
import { assertHashHex, isHashHex, sha256OfText } from '../../fair/hex';
import { generateFloats } from '../../fair/seeded';

/** What a bot's seat contributes to the client seed. */
export const CRASH_BATTLE_BOT_SEED = 'bot';

/** A seat as the client seed sees it: a player's id, or null for a bot. */
export type BattleSeatSeed = string | null;

/** Fixed when the battle starts: the seated players' ids (bots: "bot") joined in seat order with ":". */
export function crashBattleClientSeed(seats: readonly BattleSeatSeed[]): string {
  return seats.map((seat) => seat ?? CRASH_BATTLE_BOT_SEED).join(':');
}

/**
 * Round `round` (1-based) crash point in hundredths: r = 1 + floor(U · 1e9) with U the first 52 bits of
 * HMAC_SHA256(key = server seed hex text, message = `${clientSeed}:${round}`) / 2^52, then the classic
 * crash formula max(100, floor(K / r)), K = 92,500,000,000.
 */
export function crashBattleCrashPoint(serverSeed: string, clientSeed: string, round: number): number {
  assertHashHex(serverSeed, 'server seed');
  if (!Number.isSafeInteger(round) || round < 1) throw new RangeError('round must be a positive integer');
  return crashPointFromRoll(hmacRoll(serverSeed, `${clientSeed}:${round}`), 'classic');
}

/** Millionths used to turn a float into a bot target without float rounding differences. */
const TARGET_STEPS = 1_000_000;

/**
 * A bot's target from one float f in [0, 1): d = 1,000,000 − floor(f · 1,000,000) (1..1,000,000),
 * target = floor(99,000,000 / d) hundredths, clamped to 1.00x..1000.00x. P(target ≥ x) ≈ 0.99 / x, like a
 * player chasing the curve: half the targets are under 1.98x, one in a hundred reaches 99x.
 */
export function botTargetFromFloat(float: number): number {
  if (!(float >= 0 && float < 1)) throw new RangeError('float must be in [0, 1)');
  const d = TARGET_STEPS - Math.floor(float * TARGET_STEPS);
  const raw = Math.floor((99 * TARGET_STEPS) / d);
  return Math.min(CRASH_BATTLE_RULES.botMaxTargetHundredths, Math.max(CRASH_BATTLE_RULES.botMinTargetHundredths, raw));
}

/**
 * Every seat's bot target for round `round`: floats = generateFloats({serverSeed, clientSeed, nonce: round,
 * count: seats}); seat i (0-based) uses floats[i]. Player seats get a value too and simply ignore it.
 */
export function crashBattleBotTargets(serverSeed: string, clientSeed: string, round: number, seats: number): number[] {
  return generateFloats({ serverSeed, clientSeed, nonce: round, count: seats }).map(botTargetFromFloat);
}

/** The crash battle algorithm in words, served with every battle's fairness answer. */
export const CRASH_BATTLE_ALGORITHM = [
  'At creation the server draws a secret server seed (64 lowercase hex characters) and shows',
  'SHA-256(UTF-8 text of the server seed). When the battle starts the client seed is fixed as the seated',
  `players' ids in seat order, a bot's seat written "${CRASH_BATTLE_BOT_SEED}", joined with ":".`,
  'Round r (1, 2, ...):',
  `  1. M = HMAC-SHA256(key = UTF-8 of the server seed hex text, message = UTF-8 of "<clientSeed>:<r>").`,
  `  2. U = (first ${CRASH_HMAC_BITS} bits of M) / 2^${CRASH_HMAC_BITS}; n = 1 + floor(U * 1000000000).`,
  `  3. Crash point in hundredths = max(100, floor(${CRASH_K.classic} / n)) (the classic crash formula).`,
  'Bot targets of round r: floats f_0..f_(seats-1) where float k comes from HMAC-SHA256(key = server seed,',
  '  message = "<clientSeed>:<r>:<j>") 4 bytes at a time (big-endian / 2^32), j = 0, 1, ... (8 floats per HMAC).',
  `  Seat i: d = 1000000 - floor(f_i * 1000000); target = clamp(floor(99000000 / d), ${CRASH_BATTLE_RULES.botMinTargetHundredths}, ${CRASH_BATTLE_RULES.botMaxTargetHundredths}) hundredths.`,
  'A seat scores its cash-out multiplier if it left before the crash (target < crash point), else 0.',
  'The highest total after the last round wins the pool; a tie for the highest total is a draw.',
].join('\n');

export interface CrashBattleVerifyInput {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  seats: number;
  /** What the server announced, round by round (hundredths). */
  crashPoints: readonly number[];
  /** Announced bot targets by seat index (hundredths per round, round 1 first). */
  bots: readonly { seat: number; targets: readonly number[] }[];
}

export interface CrashBattleVerification {
  ok: boolean;
  seedMatchesHash: boolean;
  rounds: { round: number; announced: number; computed: number | null; ok: boolean }[];
  bots: { seat: number; round: number; announced: number; computed: number | null; ok: boolean }[];
}

/** Re-derives a finished battle in the browser; never throws on bad input, it reports it. */
export function verifyCrashBattle(input: CrashBattleVerifyInput): CrashBattleVerification {
  const seed = input.serverSeed.trim().toLowerCase();
  const usable = isHashHex(seed);
  const seedMatchesHash = usable && sha256OfText(seed) === input.serverSeedHash.trim().toLowerCase();
  const rounds = input.crashPoints.map((announced, i) => {
    const computed = usable ? crashBattleCrashPoint(seed, input.clientSeed, i + 1) : null;
    return { round: i + 1, announced, computed, ok: computed === announced };
  });
  const bots = input.bots.flatMap((bot) =>
    bot.targets.map((announced, i) => {
      const computed =
        usable && input.seats > bot.seat
          ? crashBattleBotTargets(seed, input.clientSeed, i + 1, input.seats)[bot.seat]!
          : null;
      return { seat: bot.seat, round: i + 1, announced, computed, ok: computed === announced };
    }),
  );
  const ok = seedMatchesHash && rounds.every((r) => r.ok) && bots.every((b) => b.ok);
  return { ok, seedMatchesHash, rounds, bots };
}
