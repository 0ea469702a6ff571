import {
  type CrashBattleCreateOptions,
  crashBattleAutoTargetError,
  crashBattleOptionsError,
  parseMultiplierHundredths,
} from '@arena/schemas';
import { parseUsdInput } from '../../i18n/format';
import { type ApiError, clientError } from '../../transport/api-error';

export interface CreateForm {
  seats: number;
  rounds: number;
  buyInText: string;
  isPrivate: boolean;
  /** Empty: no preset target (auto-play would use the default). */
  autoText: string;
}

export type BuiltBattle =
  | { ok: true; options: CrashBattleCreateOptions }
  | { ok: false; error: ApiError; field: 'buyIn' | 'auto' | 'seats' | 'rounds' };

/**
 * The create options the dialog describes, checked with the room's own rules (schemas), so the room only
 * refuses what the browser cannot know (balance, bet limit, open battles).
 */
export function buildBattle(form: CreateForm): BuiltBattle {
  const buyInCents = parseUsdInput(form.buyInText) ?? Number.NaN;
  const refused = crashBattleOptionsError({ seats: form.seats, rounds: form.rounds, buyInCents });
  if (refused) {
    const field =
      refused.key === 'CRASH_BATTLE.BAD_PLAYERS'
        ? 'seats'
        : refused.key === 'CRASH_BATTLE.BAD_ROUNDS'
          ? 'rounds'
          : 'buyIn';
    return { ok: false, error: clientError(refused.key, refused.args), field };
  }
  const options: CrashBattleCreateOptions = {
    seats: form.seats,
    rounds: form.rounds,
    buyInCents,
    isPrivate: form.isPrivate,
  };
  const auto = parseAutoTarget(form.autoText);
  if (!auto.ok) return { ok: false, error: auto.error, field: 'auto' };
  if (auto.hundredths > 0) options.autoCashOutHundredths = auto.hundredths;
  return { ok: true, options };
}

/** A typed target ("2", "1.5×") in hundredths; empty means none (0). */
export function parseAutoTarget(text: string): { ok: true; hundredths: number } | { ok: false; error: ApiError } {
  const trimmed = text.trim().replace(/[x×]$/i, '');
  if (trimmed === '') return { ok: true, hundredths: 0 };
  const hundredths = parseMultiplierHundredths(trimmed) ?? Number.NaN;
  const refused = crashBattleAutoTargetError(hundredths);
  return refused ? { ok: false, error: clientError(refused.key, refused.args) } : { ok: true, hundredths };
}
