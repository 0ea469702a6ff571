import { defineGame } from '../definition';
import { casesCard } from './card';
import { CASES_FAIR } from './fair-algorithm';
import { casesVerifier } from './fair';
export * from './api';
export * from './constants';

export {
  CASE_SLOT_KEYS,
  CASES_ALGORITHM,
  CasesFairParams,
  type CasesOutcome,
  type CaseEconomics,
  caseFairParams,
  caseWeightsOf,
  caseTicketOf,
  caseSlotOfTicket,
  casesOutcome,
  casesVerifier,
  caseEconomics,
} from './fair';

export * from './card';

/** The game's definition: its card plus its fair code, the one row the registry (games/registry.ts) lists. */
export const casesGame = defineGame({
  ...casesCard,
  fair: { id: 'cases', algorithm: CASES_FAIR },
  verify: { kind: 'seed-pair', verifier: casesVerifier },
});
