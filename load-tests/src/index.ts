export { assertLoopback, percentile, summarize, type LatencySummary } from './stats';
export { writeReport } from './report';
