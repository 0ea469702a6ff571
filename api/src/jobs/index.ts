export { jobClock, runPeriodically, type PeriodicJob } from './periodic-job';
