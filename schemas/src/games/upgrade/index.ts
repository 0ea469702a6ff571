import { defineGame } from '../definition';
import { UPGRADE_ERRORS } from './errors';
import { UPGRADE_BONUS_STAKES, UPGRADE_HOUSE_EDGE, UPGRADE_RULES } from './constants';
import { upgradeVerifier } from './fair';
import { UPGRADE_FAIR } from './fair-algorithm';
export * from './api';
export * from './rules';
export * from './constants';
export * from './fair';
export * from './fair-algorithm';

/** The game's definition: the one row the registry (games/registry.ts) lists. */
export const upgradeGame = defineGame({
  id: 'upgrade',
  path: '/upgrade',
  nameKey: 'upgrade.name',
  houseEdge: UPGRADE_HOUSE_EDGE,
  rules: UPGRADE_RULES,
  bets: { bonusStakes: UPGRADE_BONUS_STAKES },
  fair: { id: 'upgrade', algorithm: UPGRADE_FAIR },
  verify: { kind: 'seed-pair', verifier: upgradeVerifier },
  realtime: false,
  history: true,
  chatPolled: true,
  /** An upgrade's frame (the entry skins) around its bet. */
  frameOperations: ['UPGRADE'],
  /** Its own ledger operations (`ledger_transfers.operation`, labelled under profile.operations.<CODE>). */
  ledgerOperations: ['UPGRADE', 'UPGRADE_SKIN'],
  /** The entry skins staked (consumed either way) and the target skin a won upgrade gives. */
  itemEvents: ['UPGRADE_ENTRY', 'UPGRADE_WON'],
  errors: UPGRADE_ERRORS,
});
