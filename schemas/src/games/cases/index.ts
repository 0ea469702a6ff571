import { defineGame } from '../definition';
import { CASE_RULES } from './constants';
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

/** The game's definition: the one row the registry (games/registry.ts) lists. */
export const casesGame = defineGame({
  id: 'cases',
  path: '/cases',
  nameKey: 'cases.name',
  /** Chosen per case in the database (about 10%). */
  houseEdge: 0.1,
  rules: CASE_RULES,
  /** Bonus-only cases are paid from the bonus balance and give bonus skins. */
  bets: { bonusStakes: true },
  fair: { id: 'cases', algorithm: CASES_FAIR },
  verify: { kind: 'seed-pair', verifier: casesVerifier },
  realtime: false,
  history: true,
  chatPolled: true,
  /** Each case opened is a bet of the case's price; the opening is its frame. */
  frameOperations: ['CASE_OPEN'],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['CASE_OPEN', 'CASE_SKIN'],
  itemEvents: [],
});
