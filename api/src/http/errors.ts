import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorBody, errorBody } from '@arena/schemas';

const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const OUTAGE_MESSAGE =
  /connection terminated|connection (?:is )?(?:closed|ended)|timeout exceeded when trying to connect|client has encountered a connection error|Connection refused/i;

/** The database (or the link to it) is gone, as opposed to a query that failed: answer 503, not 500. */
export function isDatabaseOutage(error: unknown): boolean {
  for (
    let cause = error, depth = 0;
    cause && typeof cause === 'object' && depth < 5;
    cause = (cause as { cause?: unknown }).cause, depth++
  ) {
    const { code, message, name } = cause as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && (OUTAGE_CODES.has(code) || code.startsWith('08'))) return true;
    if (name === 'ConnectionException') return true;
    if (typeof message === 'string' && OUTAGE_MESSAGE.test(message)) return true;
  }
  return false;
}

function fromFastify(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseOutage(error)) return new AppError('GLOBAL.SERVICE_UNAVAILABLE', [], 503);
  if (error.validation) {
    const first = error.validation[0];
    const where = [error.validationContext, first?.instancePath?.replace(/^\//, '').replace(/\//g, '.')]
      .filter(Boolean)
      .join('.');
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
    if (appError.key === 'GLOBAL.SERVICE_UNAVAILABLE') {
      request.log.warn({ reqId: request.id, code: (error as { code?: unknown }).code }, 'database unavailable');
    } else if (appError.status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'request failed');
    } else if (!(error instanceof AppError)) {
      request.log.info({ code: error.code, reqId: request.id }, error.message);
    } else {
      // An expected refusal: one line with its key, never the error object and its stack.
      request.log.info({ reqId: request.id, key: appError.key, status: appError.status }, 'request refused');
    }
    const body: ErrorBody = appError.toBody();
    return reply.status(appError.status).header('x-request-id', request.id).send(body);
  });
}

export function notFoundBody(): ErrorBody {
  return errorBody('GLOBAL.NOT_FOUND');
}

/**
 * Fastify's own router refusals (a path parameter over maxParamLength: 414, a path that is not valid
 * percent-encoding: 400) bypass the error handler: answer them with the catalogue envelope too.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(error.statusCode ?? 400).send(errorBody('GLOBAL.BAD_REQUEST', [error.code ?? 'request']));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a control character in a header, a malformed
 * request line, oversized headers) get the catalogue envelope too, not Fastify's own `{ statusCode, error }`.
 */
export function clientErrorReply(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(
    errorBody('GLOBAL.BAD_REQUEST', [error.code?.includes('HEADER') ? 'headers' : 'request']),
  );
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
