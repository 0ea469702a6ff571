export { assertBetAllowed, assertDepositAllowed, assertNotPaused, assertPaidOperationAllowed } from './guard';
export { responsibleSummary } from './state';
export { assertOperationAllowed, PAUSED_OPERATIONS } from './operations';
