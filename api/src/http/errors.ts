import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorBody, errorBody } from '@arena/schemas';

function fromFastify(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (error.validation) {
    const first = error.validation[0];
    const where = [error.validationContext, first?.instancePath?.replace(/^\//, '').replace(/\//g, '.')].filter(Boolean).join('.');
    return new AppError('GLOBAL.BAD_REQUEST', [where || 'body'], 400);
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return new AppError('GLOBAL.NOT_FOUND', [], 404);
  if (status === 429) return new AppError('GLOBAL.TOO_MANY_REQUESTS', [], 429);
  if (status >= 400 && status < 500) return new AppError('GLOBAL.BAD_REQUEST', [error.code ?? 'request'], status);
  return new AppError('GLOBAL.INTERNAL_ERROR', [], 500);
}

/**
 * Every failure leaves as `{ error: { key, args } }` from the catalogue. Server faults are logged with the
 * request id and answered without details.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = fromFastify(error);
    if (appError.status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'request failed');
    } else if (!(error instanceof AppError)) {
      request.log.info({ code: error.code, reqId: request.id }, error.message);
    }
    const body: ErrorBody = appError.toBody();
    return reply.status(appError.status).header('x-request-id', request.id).send(body);
  });
}

export function notFoundBody(): ErrorBody {
  return errorBody('GLOBAL.NOT_FOUND');
}
