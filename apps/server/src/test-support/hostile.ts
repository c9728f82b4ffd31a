import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Hostile input for the security harness (issue 13 point 7): wrong types, huge and negative numbers, NaN-like
 * strings, deep nesting, 100,000-item arrays, NUL and lone surrogates, prototype keys, for bodies, queries and
 * path parameters alike.
 */

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Strings a parser may read as numbers, booleans or nothing at all. */
const NAN_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1A',
  '1_000',
  ' 7 ',
  '٣',
  '1.0',
  '00001',
  '+1',
];

const SCALARS: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  0.5,
  -0.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  '9007199254740993',
  1e308,
  -1e308,
  5e-324,
  '',
  ' ',
  'null',
  'true',
  '[]',
  '{}',
  ...NAN_LIKE,
  "' OR '1'='1",
  '"; drop table users; --',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\uDE00y',
  ...PROTOTYPE_KEYS,
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'a'.repeat(10_000),
];

/** Any UTF-16 code units, NUL and lone surrogates included. */
const rawString = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0, max: 0xffff })), { maxLength: 40 })
  .map((units) => String.fromCharCode(...units));

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SCALARS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => Number(n)) },
  { weight: 2, arbitrary: rawString },
);

/** An object with own keys exactly as given, `__proto__` included (a literal would set the prototype). */
function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** Hostile JSON values nested a few levels, with the schema's own keys and prototype keys. */
export function hostileValue(keys: readonly string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    { weight: 3, arbitrary: keys.length ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 }) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: rawString },
  );
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileScalar,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map(objectOf),
    ),
  }));
  return value;
}

/** A body for a schema: mostly an object of its own keys holding hostile values, sometimes anything. */
export function hostileBody(keys: readonly string[]): fc.Arbitrary<unknown> {
  const value = hostileValue(keys);
  const ownKeys = keys.length ? fc.constantFrom(...keys) : fc.constantFrom(...PROTOTYPE_KEYS);
  return fc.oneof(
    { weight: 3, arbitrary: fc.array(fc.tuple(ownKeys, value), { maxLength: 6 }).map(objectOf) },
    { weight: 1, arbitrary: value },
  );
}

/** Percent-encodes any string, a lone surrogate as the bytes of its (invalid) three-byte UTF-8 form. */
export function encodeHostile(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** A path segment or query value: hostile scalars as text, and the odd raw (unencoded) one. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileScalar.map((v) => encodeHostile(String(v))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%zz', '%C0%80', '%ED%A0%80', '..', '.', ';', '%2F', 'a'.repeat(200)),
  },
);

/** The field names a zod input schema knows (objects, unions of objects, wrapped or piped ones). */
export function keysOf(schema: z.ZodType | undefined): string[] {
  const s = schema as unknown as {
    shape?: Record<string, unknown>;
    options?: z.ZodType[];
    in?: z.ZodType;
    unwrap?: () => z.ZodType;
  };
  if (!s) return [];
  if (s.shape) return Object.keys(s.shape);
  if (Array.isArray(s.options)) return [...new Set(s.options.flatMap((o) => keysOf(o)))];
  if (s.in) return keysOf(s.in);
  if (typeof s.unwrap === 'function') return keysOf(s.unwrap());
  return [];
}

/** 100,000 of the same JSON item, as text (building it as a value would be slower than the request). */
const hundredThousand = (item: string) => `[${new Array(100_000).fill(item).join(',')}]`;

/**
 * Cases every endpoint gets from every role, whatever the random runs draw: prototype keys, and a NUL, a lone
 * surrogate and ids just past int4 in each body field, each query parameter and each path parameter.
 */
export function sharpCases(
  method: string,
  fill: (params: Record<string, string>, query: string) => string,
  params: readonly string[],
  bodyKeys: readonly string[],
  queryKeys: readonly string[],
): HostileRequest[] {
  const ones = Object.fromEntries(params.map((p) => [p, '1']));
  const url = fill(ones, '');
  const cases: HostileRequest[] = [];
  const body = (payload: string) =>
    cases.push({ method, url, headers: { 'content-type': 'application/json' }, payload });
  body('{"__proto__":{"role_id":4,"isAdmin":true}}');
  body('{"constructor":{"prototype":{"role_id":4}}}');
  body('{"prototype":{"role_id":4}}');
  for (const key of bodyKeys) {
    body(JSON.stringify({ [key]: 'a\u0000b' }));
    body(JSON.stringify({ [key]: '\uD800' }));
    body(JSON.stringify({ [key]: 2 ** 31 }));
    body(JSON.stringify({ [key]: -(2 ** 31) - 1 }));
    body(JSON.stringify({ [key]: { __proto__: null, constructor: { prototype: 1 } } }));
  }
  for (const key of [...queryKeys, ...PROTOTYPE_KEYS]) {
    for (const value of ['%00', '%ED%A0%80', '2147483648', '-1', 'NaN']) {
      cases.push({ method, url: fill(ones, `${encodeURIComponent(key)}=${value}`), headers: {} });
    }
  }
  for (const param of params) {
    for (const value of ['%00', '%ED%A0%80', '2147483648', '-1', '0', 'NaN', '1e3', ...PROTOTYPE_KEYS]) {
      cases.push({ method, url: fill({ ...ones, [param]: value }, ''), headers: {} });
    }
  }
  return cases;
}

/**
 * The costly cases, sent once per endpoint (the roles take turns): bodies nested 100,000 levels deep,
 * 100,000-item arrays at the top and in each field, 100,000-character and 1,000-times repeated query values.
 */
export function massCases(
  method: string,
  fill: (params: Record<string, string>, query: string) => string,
  params: readonly string[],
  bodyKeys: readonly string[],
  queryKeys: readonly string[],
): HostileRequest[] {
  const ones = Object.fromEntries(params.map((p) => [p, '1']));
  const url = fill(ones, '');
  const cases: HostileRequest[] = [];
  const body = (payload: string) =>
    cases.push({ method, url, headers: { 'content-type': 'application/json' }, payload });
  body(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
  body(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`);
  body(hundredThousand('{}'));
  for (const key of bodyKeys) {
    body(`{${JSON.stringify(key)}:${hundredThousand('1')}}`);
    body(`{${JSON.stringify(key)}:${hundredThousand('"\\u0000"')}}`);
  }
  for (const key of queryKeys) {
    cases.push({ method, url: fill(ones, `${encodeURIComponent(key)}=${'a'.repeat(100_000)}`), headers: {} });
    const repeated = new Array(1000).fill(`${encodeURIComponent(key)}=1`).join('&');
    cases.push({ method, url: fill(ones, repeated), headers: {} });
  }
  return cases;
}
