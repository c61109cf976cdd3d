/**
 * Inputs for the contract fuzzing test (issue 7): a small walker over the JSON schemas the zod contracts
 * publish in /api/docs/json that derives a valid example where it can, boundary values and malformed
 * inputs. Deterministic: every choice comes from a seeded generator, so a failing case can be replayed.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

/** mulberry32: a tiny seeded PRNG, good enough to pick cases reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const UUID = '3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b';

/** Strings a pattern-constrained field is likely to accept; the first that fits the pattern and lengths wins. */
const STRING_CANDIDATES = [
  'Test1234',
  '张三',
  '13800138000',
  'demo@example.com',
  '123456',
  '2026-12-01',
  '2026-12-01 10:00:00',
  '2026-12-01T10:00:00.000Z',
  'Abc12345!',
  '91310000MA1FL0000X',
  'CNSHA',
  'PAN',
  '20GP',
  'ABCDEF1234',
  'OC261201000001',
  '021-58881234',
  'https://example.com/a.png',
  'a',
  'A',
  'S',
  '0',
  '1',
  'true',
  'abcdefgh',
  'ABCD1234567',
  '310000',
  '100001',
  UUID,
];

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

function fitsString(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && [...value].length < schema.minLength) return false;
  if (schema.maxLength !== undefined && [...value].length > schema.maxLength) return false;
  if (schema.pattern) {
    try {
      if (!new RegExp(schema.pattern, 'u').test(value)) return false;
    } catch {
      if (!new RegExp(schema.pattern).test(value)) return false;
    }
  }
  return true;
}

function validString(schema: JsonSchema): string | undefined {
  if (schema.format === 'uuid') return UUID;
  if (schema.format === 'date-time') return '2026-12-01T10:00:00.000Z';
  if (schema.format === 'date') return '2026-12-01';
  if (schema.format === 'email') return 'demo@example.com';
  const found = STRING_CANDIDATES.find((candidate) => fitsString(schema, candidate));
  if (found !== undefined) return found;
  if (!schema.pattern) {
    const length = Math.max(schema.minLength ?? 1, 1);
    const filler = 'x'.repeat(length);
    return fitsString(schema, filler) ? filler : undefined;
  }
  return undefined;
}

/** A value the schema accepts, or undefined when the walker cannot derive one (an unknown pattern). */
export function validExample(schema: JsonSchema, depth = 0): unknown {
  if (depth > 12) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    for (const option of union) {
      if (option.type === 'null') continue;
      const value = validExample(option, depth + 1);
      if (value !== undefined) return value;
    }
    return union.some((option) => option.type === 'null') ? null : undefined;
  }
  if (schema.allOf) return validExample(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  switch (typeOf(schema)) {
    case 'string':
      return validString(schema);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined);
      const high = schema.maximum ?? (typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : undefined);
      if (low !== undefined) return Math.ceil(low);
      if (high !== undefined) return Math.min(1, Math.floor(high));
      return 1;
    }
    case 'boolean':
      return false;
    case 'array': {
      const count = Math.max(schema.minItems ?? 1, 1);
      if (schema.maxItems === 0) return [];
      const item = schema.items ? validExample(schema.items, depth + 1) : 'x';
      return item === undefined ? undefined : Array.from({ length: count }, () => item);
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(name) ?? false;
        const value = validExample(property, depth + 1);
        if (value === undefined) {
          if (required) return undefined;
          continue;
        }
        // Optional fields are filled too: the contract checks more that way. Optional cross-field rules
        // that reject the filled value are handled by the caller (it falls back to the required fields only).
        result[name] = value;
      }
      return result;
    }
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** The same object with only its required fields. */
export function requiredOnly(schema: JsonSchema, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value) || !schema.properties) return value;
  const result: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    if (name in (value as Record<string, unknown>)) result[name] = (value as Record<string, unknown>)[name];
  }
  return result;
}

export const HUGE_STRING = 'A'.repeat(100 * 1024);

/** Strings every text field is tried with: injection fragments, odd unicode, control characters. */
export const NASTY_STRINGS = [
  "' OR '1'='1'; DROP TABLE user_account; --",
  '1; SELECT pg_sleep(10)--',
  '"; DELETE FROM order_mast WHERE ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '__proto__',
  '😀🚢📦👨‍👩‍👧‍👦',
  'مرحبا بالعالم \u202Eabc\u202C',
  'שלום',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '../../../../etc/passwd',
  '%00%27%22',
  '   ',
  '',
  '-1',
  '9'.repeat(40),
  'NaN',
  'null',
];

/** Values of the wrong JSON type for a field of `type`. */
export function wrongTypeValues(schema: JsonSchema): unknown[] {
  switch (typeOf(schema)) {
    case 'string':
      return [12345, true, { $ne: null }, ['a'], null];
    case 'integer':
    case 'number':
      return ['abc', '1e999', 1.5e308, -1e308, 0.5, true, null, [1], {}];
    case 'boolean':
      return ['yes', 2, null, {}];
    case 'array':
      return ['a', 1, { 0: 'a' }, null];
    case 'object':
      return ['a', 1, [], null];
    default:
      return [null, { a: 1 }];
  }
}

/** Boundary values for one field. */
export function boundaryValues(schema: JsonSchema): unknown[] {
  const type = typeOf(schema);
  if (type === 'string') {
    const values: unknown[] = [''];
    if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1), '字'.repeat(schema.maxLength + 1));
    if (schema.minLength !== undefined && schema.minLength > 0) values.push('x'.repeat(schema.minLength - 1));
    return values;
  }
  if (type === 'integer' || type === 'number') {
    const values: unknown[] = [0, -1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 31, 1.5];
    if (schema.minimum !== undefined) values.push(schema.minimum, schema.minimum - 1);
    if (schema.maximum !== undefined) values.push(schema.maximum, schema.maximum + 1);
    return values;
  }
  if (type === 'array') {
    const values: unknown[] = [[]];
    if (schema.maxItems !== undefined && schema.items) {
      const item = validExample(schema.items);
      if (item !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => item));
    } else {
      values.push(Array.from({ length: 10_000 }, () => 'x'));
    }
    return values;
  }
  return [];
}

/** A JSON text nested `depth` arrays deep. */
export function deeplyNestedJson(depth: number): string {
  return `{"a":${'['.repeat(depth)}1${']'.repeat(depth)}}`;
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export function pickSome<T>(random: () => number, items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const copy = [...items];
  const chosen: T[] = [];
  while (chosen.length < count) chosen.push(copy.splice(Math.floor(random() * copy.length), 1)[0]!);
  return chosen;
}
