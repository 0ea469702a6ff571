// The test entry of the api package (`@arena/api/testing`): what other packages' tests and benchmarks need to open a
// database of their own. The production entry (`@arena/api`) does not export it.
export { openTestDatabase, PGLITE_TEMPLATE_ENV, type TestDatabase } from './test-database';
