import { UPGRADE_RULES } from './constants';
import type { ErrorArg } from '../../errors/app-error';
import type { ErrorKey } from '../../errors/catalogue';
import { UPGRADE_SCALE, upgradeChanceMillionths } from './fair';

const usd = (cents: number) => (cents / 100).toFixed(2);

/** The largest target / entry the 6% margin allows, floored to hundredths: 0.905 / 0.06 → 15.08. */
export const UPGRADE_MAX_MULTIPLIER_HUNDREDTHS = Math.floor(
  (UPGRADE_RULES.returnMillionths * 100) / UPGRADE_RULES.minChanceMillionths,
);

export interface UpgradeRefusal {
  key: ErrorKey;
  args: ErrorArg[];
}

const badMultiplier = (): UpgradeRefusal => ({
  key: 'UPGRADE.BAD_MULTIPLIER',
  args: [
    (UPGRADE_RULES.minMultiplierHundredths / 100).toFixed(2),
    (UPGRADE_MAX_MULTIPLIER_HUNDREDTHS / 100).toFixed(2),
  ],
});

/**
 * Why an upgrade of `skins` skins worth `entryCents` into a target worth `targetCents` is refused, or null.
 * One place for the server and the screen (which shows the same message before the player presses the button).
 */
export function upgradeRefusal(input: {
  skins: number;
  entryCents: number;
  targetCents: number;
}): UpgradeRefusal | null {
  const r = UPGRADE_RULES;
  if (input.skins < 1) return { key: 'CRASH.NO_SKIN_SELECTED', args: [] };
  if (input.entryCents < r.minEntryCents) return { key: 'BET.MIN_LIMIT', args: [usd(r.minEntryCents)] };
  if (input.entryCents > r.maxEntryCents || input.targetCents > r.maxTargetCents) {
    return { key: 'UPGRADE.AMOUNT_LIMIT', args: [usd(r.maxEntryCents), usd(r.maxTargetCents)] };
  }
  if (input.targetCents * 100 < input.entryCents * r.minMultiplierHundredths) return badMultiplier();
  const chance = upgradeChanceMillionths(input.entryCents, input.targetCents);
  if (chance < r.minChanceMillionths || chance > r.maxChanceMillionths) return badMultiplier();
  return null;
}

/** What the screen shows beside the dial for a pick: the multiplier (target / entry) and the chance in percent. */
export function upgradeOdds(
  entryCents: number,
  targetCents: number,
): { multiplier: number; chanceMillionths: number; chancePercent: number } | null {
  if (entryCents <= 0 || targetCents <= 0) return null;
  const chanceMillionths = upgradeChanceMillionths(entryCents, targetCents);
  return {
    multiplier: targetCents / entryCents,
    chanceMillionths,
    chancePercent: (chanceMillionths / UPGRADE_SCALE) * 100,
  };
}
