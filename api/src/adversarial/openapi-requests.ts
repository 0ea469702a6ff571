import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type JsonSchema, hostileValue, schemaValue } from './schema-arbitrary';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, `{param}` placeholders. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

/** Every operation of the app's OpenAPI document (the routes `hide` leaves out are not fuzzed from it). */
export function openApiOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** Text for a path segment, query value or header: a string form of whatever was generated. */
function asText(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : value === undefined
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  // lone surrogates cannot be percent-encoded: make the string well formed
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** Header values Node accepts (no control characters), so the request reaches the app. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').slice(0, 8000);

export type FuzzRequest = Omit<InjectOptions, 'headers'> & {
  method: string;
  url: string;
  headers: Record<string, string>;
};

/** One generated request for `op`: path, query, headers and a body (JSON, or sometimes broken text). */
export function requestArbitrary(op: Operation, knownIds: string[]): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const idValue = knownIds.length > 0 ? fc.constantFrom(...knownIds) : fc.uuid();
  const pathArb = fc.tuple(...pathParams.map((p) => fc.oneof(schemaValue(p.schema ?? {}), idValue, hostileValue)));
  const queryArb = fc.tuple(
    ...queryParams.map((p) => fc.option(schemaValue(p.schema ?? {}), { freq: 3, nil: undefined })),
  );
  const headerArb = fc.tuple(
    ...headerParams.map((p) => fc.option(schemaValue(p.schema ?? { type: 'string' }), { freq: 3, nil: undefined })),
  );
  const bodyArb: fc.Arbitrary<{ payload?: string; type?: string }> = fc.oneof(
    {
      weight: 8,
      arbitrary: (op.body ? schemaValue(op.body) : fc.constant(undefined)).map((value) =>
        value === undefined ? {} : { payload: JSON.stringify(value), type: 'application/json' },
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '[1,', '{"a":1}}', 'null', '"x"', '\u0000')
        .map((payload) => ({ payload, type: 'application/json' })),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }).map((payload) => ({ payload, type: 'text/plain' })) },
  );
  return fc.tuple(pathArb, queryArb, headerArb, bodyArb).map(([pathValues, queryValues, headerValues, body]) => {
    let url = op.path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, encodeURIComponent(asText(pathValues[i])) || '%20');
    });
    const query = new URLSearchParams();
    queryParams.forEach((p, i) => {
      if (queryValues[i] !== undefined) query.set(p.name, asText(queryValues[i]));
    });
    const headers: Record<string, string> = {};
    headerParams.forEach((p, i) => {
      if (headerValues[i] !== undefined) headers[p.name] = headerSafe(asText(headerValues[i]));
    });
    if (body.type) headers['content-type'] = body.type;
    const search = query.toString();
    return {
      method: op.method,
      url: search ? `${url}?${search}` : url,
      headers,
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
    };
  });
}
