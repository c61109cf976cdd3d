import { z } from 'zod';

/** Field schemas shared by the product console's calls; every message names what to fix, in Chinese. */

export const code = (label: string, max = 20) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .toUpperCase()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字符`)
    .regex(/^[A-Z0-9_-]+$/, `${label}只能包含字母、数字、下划线或连字符`);

export const name = (label: string, max = 60) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .refine((value) => Array.from(value).length <= max, `${label}不能超过${max}个字符`);

export const wholeNumber = (label: string, { min = 0, max = 1_000_000 }: { min?: number; max?: number } = {}) =>
  z
    .number({ error: `${label}须为数字` })
    .int(`${label}须为整数`)
    .min(min, `${label}不能小于${min}`)
    .max(max, `${label}不能大于${max}`);

/** Yuan with at most two decimals, above zero (read exactly into fen by the server). */
export const yuan = (label: string, max = 1_000_000) =>
  z
    .number({ error: `${label}须为数字（元）` })
    .positive(`${label}须大于0`)
    .max(max, `${label}不能超过${max}元`)
    .refine((value) => /^-?\d+(\.\d{1,2})?$/.test(String(value)), `${label}最多两位小数`);

export const instant = (label: string) => z.iso.datetime({ offset: true, error: `${label}须为带时区的ISO时间，如 2026-11-25T08:00:00+08:00` });

export const ZUuidParam = (label: string) => z.uuid({ error: `${label}格式不正确` });
