import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  SupportAgentThreadAnswer,
  SupportConversationListAnswer,
  SupportConversationParams,
  SupportConversationQuery,
  SupportMessage,
  SupportMessageBody,
  SupportThreadAnswer,
  SupportUnreadAnswer,
  supportTextError,
} from '@arena/schemas';
import { userProfile } from '../admin/users';
import { requireUser } from '../http/auth-guard';
import { type AppServices, requestEm } from '../http/services';
import { requireSupportAgent } from './agents';
import { supportDeskOf } from './desk';
import { registerSupportEvents } from './events';

const player = { tags: ['support'], security: [{ bearer: [] }] };
const agents = { tags: ['admin'], security: [{ bearer: [] }] };
/** Agents are the SUPPORT role and admins (api/src/http/route-access.ts checks it before validation). */
const agentOnly = { role: 'SUPPORT_AGENT' } as const;
const SupportCloseAnswer = z.object({ closed: z.literal(true) });

/** Plain text within the rules, trimmed, or the rule's SUPPORT refusal. */
function checkedText(text: string): string {
  const refusal = supportTextError(text);
  if (refusal) throw new AppError(refusal.key, refusal.args);
  return text.trim();
}

/**
 * The support desk: `/api/support/*` for the signed-in player (the widget), `/api/admin/support/*` for agents (the
 * SUPPORT role and admins; anyone else gets GLOBAL.FORBIDDEN before anything is read).
 */
export function supportRoutes(services: AppServices): FastifyPluginAsyncZod {
  const desk = supportDeskOf(services);
  return async (app) => {
    app.get('/support/thread', { schema: { ...player, response: { 200: SupportThreadAnswer } } }, async (request) => {
      return desk.thread(await requireUser(services, request));
    });

    app.get('/support/unread', { schema: { ...player, response: { 200: SupportUnreadAnswer } } }, async (request) => {
      return { unread: await desk.unread(await requireUser(services, request)) };
    });

    app.post('/support/read', { schema: { ...player, response: { 200: SupportUnreadAnswer } } }, async (request) => {
      const userId = await requireUser(services, request);
      await desk.markRead(userId);
      return { unread: await desk.unread(userId) };
    });

    app.post(
      '/support/messages',
      { schema: { ...player, body: SupportMessageBody, response: { 200: SupportMessage } } },
      async (request) => {
        const userId = await requireUser(services, request);
        return desk.send(userId, checkedText(request.body.text));
      },
    );

    registerSupportEvents(app, services, desk, (request) => requireUser(services, request));

    app.get(
      '/admin/support/conversations',
      {
        config: agentOnly,
        schema: { ...agents, querystring: SupportConversationQuery, response: { 200: SupportConversationListAnswer } },
      },
      async (request) => {
        await requireSupportAgent(services, request);
        return desk.list(request.query);
      },
    );

    app.get(
      '/admin/support/conversations/:conversationId',
      {
        config: agentOnly,
        schema: { ...agents, params: SupportConversationParams, response: { 200: SupportAgentThreadAnswer } },
      },
      async (request) => {
        await requireSupportAgent(services, request);
        const thread = await desk.agentThread(request.params.conversationId);
        // The console's user detail (balances, ledger, recent bets), the same answer as GET /api/admin/users/{id}.
        const profile = (await userProfile(requestEm(services), thread.conversation.userId)) ?? null;
        return { ...thread, profile };
      },
    );

    app.post(
      '/admin/support/conversations/:conversationId/reply',
      {
        config: agentOnly,
        schema: {
          ...agents,
          params: SupportConversationParams,
          body: SupportMessageBody,
          response: { 200: SupportMessage },
        },
      },
      async (request) => {
        const agentId = await requireSupportAgent(services, request);
        return desk.reply(agentId, request.params.conversationId, checkedText(request.body.text));
      },
    );

    app.post(
      '/admin/support/conversations/:conversationId/close',
      {
        config: agentOnly,
        schema: { ...agents, params: SupportConversationParams, response: { 200: SupportCloseAnswer } },
      },
      async (request) => {
        const agentId = await requireSupportAgent(services, request);
        await desk.close(agentId, request.params.conversationId);
        return { closed: true as const };
      },
    );
  };
}
