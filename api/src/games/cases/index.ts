export { CASES_GAME, openCases } from './open';
export { caseDetail, listBoxes } from './boxes';
export { caseHistory } from './queries';
export { casesRoutes } from './routes';
export { seedCases, DEMO_CASE_GROUPS } from './seed';
