export { serveGameMetrics } from './room-metrics';
