import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Stream,
  StreamBody,
  StreamDeleteAnswer,
  StreamIdParams,
  StreamListAnswer,
  StreamUpdateBody,
} from '@arena/schemas';
import { requireAdmin } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { createStream, deleteStream, listStreams, updateStream } from './store';

/** `GET /streams` for everyone; creating, changing and removing streams is for the ADMIN role. */
export function streamRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['streams'];
    const security = [{ bearer: [] }];
    app.get('/streams', { schema: { tags, response: { 200: StreamListAnswer } } }, async () => ({
      streams: await listStreams(requestEm(services)),
    }));
    app.post(
      '/admin/streams',
      { schema: { tags, security, body: StreamBody, response: { 200: Stream } } },
      async (request) => {
        await requireAdmin(services, request);
        return createStream(requestEm(services), request.body);
      },
    );
    app.put(
      '/admin/streams/:id',
      { schema: { tags, security, params: StreamIdParams, body: StreamUpdateBody, response: { 200: Stream } } },
      async (request) => {
        await requireAdmin(services, request);
        return updateStream(requestEm(services), request.params.id, request.body);
      },
    );
    app.delete(
      '/admin/streams/:id',
      { schema: { tags, security, params: StreamIdParams, response: { 200: StreamDeleteAnswer } } },
      async (request) => {
        await requireAdmin(services, request);
        await deleteStream(requestEm(services), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
