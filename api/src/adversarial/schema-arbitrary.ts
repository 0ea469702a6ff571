import fc from 'fast-check';

/** The part of an OpenAPI (JSON Schema) node the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

const HUGE = [
  9007199254740991,
  -9007199254740991,
  9007199254740992,
  2 ** 31,
  -(2 ** 31),
  2 ** 63,
  1e308,
  -1e308,
  1e-308,
];

/** Values no schema expects: boundary numbers, NaN-like strings, control characters, bad UUIDs, wrong types. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HUGE, 0, -1, -0, 0.5, -0.5, 1.5),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e999',
    '-1',
    '0x10',
    '',
    ' ',
    '9007199254740993',
    '00000000000000000000',
  ),
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\u0007\u001b[31m',
    'line\r\nbreak',
    '\uFFFF\uD800',
    '<script>x</script>',
    '../../etc/passwd',
    "' or 1=1 --",
  ),
  fc.constantFrom(
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '-'.repeat(36),
    'g'.repeat(36),
    'not-a-uuid',
    '123e4567-e89b-12d3-a456-42661417400',
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  ),
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    {},
    [],
    [null],
    { __proto__: { admin: true } },
    { constructor: { prototype: 1 } },
  ),
  fc.string({ minLength: 300, maxLength: 5000, unit: 'grapheme' }),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 20, unit: 'binary' }),
);

const cap = (n: number | undefined, fallback: number) => (n === undefined ? fallback : Math.min(n, fallback));

function numberBounds(schema: JsonSchema): { min: number; max: number } {
  let min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
  let max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return { min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 500));
    } catch {
      // an ECMAScript-only pattern fast-check cannot read: fall through to a plain string
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, cap(schema.maxLength, 40)) });
}

function typedValue(schema: JsonSchema, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer': {
      const { min, max } = numberBounds(schema);
      return min <= max
        ? fc
            .integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(Math.max(max, min), 2 ** 31 - 1) })
            .chain((n) => fc.constantFrom(n, min, max))
        : fc.constant(min);
    }
    case 'number': {
      const { min, max } = numberBounds(schema);
      return fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringOf(schema);
    case 'array': {
      const item = schema.items ? schemaValue(schema.items, depth + 1) : fc.anything();
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, cap(schema.maxItems, 4)) });
    }
    case 'object':
    default:
      return objectValue(schema, depth);
  }
}

function objectValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, schemaValue(value, depth + 1)]),
  );
  const requiredKeys = Object.keys(properties).filter((key) => required.has(key));
  const base = fc.record(fields, { requiredKeys });
  // sometimes an unknown field rides along
  return fc
    .tuple(
      base,
      fc.option(
        fc.tuple(fc.constantFrom('unknownField', 'isAdmin', 'balanceCents', '__proto__', 'userId'), hostileValue),
        { freq: 4 },
      ),
    )
    .map(([value, extra]) => (extra ? { ...(value as object), [extra[0]]: extra[1] } : value));
}

/**
 * Values for one schema node: mostly what it describes (with its boundaries), sometimes a hostile value in its
 * place (at any depth), so both the validators and what runs after them get exercised.
 */
export function schemaValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const described = describedValue(schema, depth);
  if (depth > 4) return described;
  return fc.oneof({ arbitrary: described, weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

function describedValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((alt) => describedValue(alt, depth)));
  if (schema.allOf && schema.allOf.length > 0)
    return describedValue(Object.assign({}, ...schema.allOf) as JsonSchema, depth);
  const types = Array.isArray(schema.type)
    ? schema.type
    : schema.type
      ? [schema.type]
      : schema.properties
        ? ['object']
        : [];
  if (types.length === 0) return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));
  const values = types.map((type) => typedValue(schema, type, depth));
  if (schema.nullable) values.push(fc.constant(null));
  return values.length === 1 ? values[0]! : fc.oneof(...values);
}
