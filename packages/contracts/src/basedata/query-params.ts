import { z } from 'zod';

/**
 * Building blocks for query-string parameters. A query string carries text only, so booleans and lists
 * arrive as strings; these parse them strictly (z.coerce.boolean would read 'false' as true).
 */

/** 'true' / 'false' / '1' / '0' → boolean. */
export const ZQueryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: '只能是 true 或 false' })
  .transform((value) => value === 'true' || value === '1');

/**
 * A code as a query parameter: trimmed, upper-cased, letters, digits and '-' only. The pattern
 * accepts '' so that an empty value is reported once, as missing, not also as malformed.
 */
export function queryCode(required: string, label: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(20, `${label}不能超过20个字符`)
    .regex(/^[A-Za-z0-9-]*$/, `${label}格式不正确`)
    .transform((value) => value.toUpperCase());
}

/** A name fragment typed into a search box: trimmed, 1 to 50 characters. */
export function queryKeyword(required: string) {
  return z.string({ error: required }).trim().min(1, required).max(50, '搜索内容不能超过50个字符');
}

/**
 * A list given either as repeated parameters (`?fPols=SHA&fPols=NGB`) or comma-separated
 * (`?fPols=SHA,NGB`); blanks are dropped.
 */
export function queryList<T extends z.ZodType<string, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    )
    .pipe(z.array(item).max(50, '最多50项'));
}
