export { metricsRegistry, startDefaultMetrics, betsPlaced, betsEnded } from './registry';
export { assertMetricsAccess, type MetricsCaller } from './access';
export { installHttpMetrics } from './http-metrics';
