import {
  RESPONSIBLE_LIMIT_KINDS,
  RESPONSIBLE_PERIODS,
  type ResponsibleGamingAnswer,
  type ResponsibleLimitsBody,
} from '@arena/schemas';
import { parseUsdInput } from '../../../i18n/format';

/** The form's text per `kind.period` (dollars; empty = no limit). */
export type LimitTexts = Record<string, string>;

export const limitField = (kind: string, period: string) => `${kind}.${period}`;

/** The form filled from the limits in force. */
export function textsOf(state: ResponsibleGamingAnswer): LimitTexts {
  const texts: LimitTexts = {};
  for (const kind of RESPONSIBLE_LIMIT_KINDS) {
    for (const period of RESPONSIBLE_PERIODS) {
      const cents = state.limits[kind][period].cents;
      texts[limitField(kind, period)] = cents === null ? '' : (cents / 100).toFixed(2);
    }
  }
  return texts;
}

/** Only what changed against the limits in force; the fields that are not amounts, if any. */
export function limitChanges(
  state: ResponsibleGamingAnswer,
  texts: LimitTexts,
): { body: ResponsibleLimitsBody; invalid: string[] } {
  const body: Record<string, Record<string, number | null>> = {};
  const invalid: string[] = [];
  for (const kind of RESPONSIBLE_LIMIT_KINDS) {
    for (const period of RESPONSIBLE_PERIODS) {
      const field = limitField(kind, period);
      const text = (texts[field] ?? '').trim();
      const cents = text === '' ? null : parseUsdInput(text);
      if (text !== '' && (cents === null || cents <= 0)) {
        invalid.push(field);
        continue;
      }
      if (cents !== state.limits[kind][period].cents) (body[kind] ??= {})[period] = cents;
    }
  }
  return { body: body as ResponsibleLimitsBody, invalid };
}
