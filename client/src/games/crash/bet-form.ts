import { type CrashBetMessage, checkCrashBetRequest, parseMultiplierHundredths } from '@arena/schemas';
import { parseUsdInput } from '../../i18n/format';
import { type ApiError, clientError } from '../../transport/api-error';

/** Real balance, bonus balance (BONUS_STAKES: crash takes bonus stakes) or the selected skins, real or bonus. */
export type BetMode = 'REAL' | 'BONUS' | 'SKINS';

export interface BetForm {
  mode: BetMode;
  amountText: string;
  /** Empty for manual play. */
  autoText: string;
  itemIds: readonly string[];
}

export type BuiltBet = { ok: true; message: CrashBetMessage } | { ok: false; error: ApiError };

/**
 * The bet message the form describes, checked with the server's own rules (schemas), so the room only
 * ever refuses what the browser could not know (balance, phase, limits).
 */
export function buildBet(form: BetForm): BuiltBet {
  let autoCashOutHundredths: number | undefined;
  if (form.autoText.trim() !== '') {
    const parsed = parseMultiplierHundredths(form.autoText);
    if (parsed === null) return { ok: false, error: clientError('CRASH.BAD_MULTIPLIER', ['1.01']) };
    autoCashOutHundredths = parsed;
  }
  const message: CrashBetMessage =
    form.mode === 'SKINS'
      ? { source: 'SKINS', itemIds: [...form.itemIds], autoCashOutHundredths }
      : { source: form.mode, amountCents: parseUsdInput(form.amountText) ?? 0, autoCashOutHundredths };
  const refused = checkCrashBetRequest(message);
  if (refused) return { ok: false, error: clientError(refused.key, refused.args) };
  return { ok: true, message };
}
