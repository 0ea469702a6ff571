import type { FastifyInstance } from 'fastify';
import { Histogram } from 'prom-client';
import { type MetricsServices, assertMetricsAccess } from './access';
import { metricsRegistry, startDefaultMetrics } from './registry';

const requestDuration = new Histogram({
  name: 'arena_http_request_duration_seconds',
  help: 'API request duration by route pattern, method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

/**
 * Times every request (labelled by the route pattern, not the URL, so ids do not explode the series) and serves
 * `GET /metrics` in Prometheus text format. Installed on the root app so the hook sees every route.
 */
export function installHttpMetrics(app: FastifyInstance, services: MetricsServices): void {
  startDefaultMetrics();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requestDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    await assertMetricsAccess(services, { remoteAddress: request.socket.remoteAddress, headers: request.headers });
    const body = await metricsRegistry.metrics();
    return reply.header('content-type', metricsRegistry.contentType).header('cache-control', 'no-store').send(body);
  });
}
