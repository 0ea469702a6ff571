import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './schema-arbitrary';
import type { FuzzRequest, Operation } from './openapi-requests';
import { openApiOperations } from './openapi-requests';

/** An operation as the authorization walk sees it: what the document says it demands. */
export interface GuardedOperation extends Operation {
  /** The operation declares the bearer scheme: it needs a live session. */
  session: boolean;
  /** The `x-role` extension: the role it needs beyond a session (api/src/http/route-access.ts). */
  role?: string;
}

type DocOperation = { security?: Array<Record<string, unknown>>; 'x-role'?: string };

/** Every operation of the app's OpenAPI document with the session and role it declares. */
export function guardedOperations(app: FastifyInstance): GuardedOperation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, DocOperation>> };
  return openApiOperations(app).map((op) => {
    const declared = doc.paths[op.path]?.[op.method.toLowerCase()] ?? {};
    return { ...op, session: (declared.security ?? []).some((scheme) => 'bearer' in scheme), role: declared['x-role'] };
  });
}

const NOT_A_MATCH = ['not a match!', '-1', 'x'.repeat(600), '0'];

/** A text value `schema` refuses, or undefined when it accepts any text. */
export function invalidText(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema.enum) return '__not_in_the_enum__';
  if (schema.const !== undefined) return '__not_the_const__';
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) return 'not-a-number';
  if (types.includes('boolean')) return 'maybe';
  if (schema.format === 'uuid') return 'not-a-uuid';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const miss = NOT_A_MATCH.find((text) => !pattern.test(text));
    if (miss) return miss;
  }
  if (schema.maxLength !== undefined) return 'x'.repeat(schema.maxLength + 1);
  return undefined;
}

/**
 * A request `op` must refuse as invalid (a JSON string where an object goes, a required header left out, a path or
 * query value outside its schema), or undefined when the operation takes no input that can be wrong.
 */
export function invalidRequest(op: Operation): FuzzRequest | undefined {
  let invalid = false;
  let url = op.path;
  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    const text = invalidText(param.schema);
    if (text !== undefined) invalid = true;
    url = url.replace(`{${param.name}}`, encodeURIComponent(text ?? '00000000-0000-0000-0000-000000000000'));
  }
  const query = new URLSearchParams();
  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    const text = invalidText(param.schema);
    if (text === undefined) continue;
    query.set(param.name, text);
    invalid = true;
  }
  // a required header (Idempotency-Key) left out is a validation error too
  if (op.parameters.some((p) => p.in === 'header' && p.required)) invalid = true;
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (op.body) {
    headers['content-type'] = 'application/json';
    payload = '"not an object"';
    invalid = true;
  }
  if (!invalid) return undefined;
  const search = query.toString();
  return {
    method: op.method,
    url: search ? `${url}?${search}` : url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}
