export * from './messages';
export * from './state';
export { type RollStakes, NO_ROLL_STAKES, rollBetRefusal } from './rules';
