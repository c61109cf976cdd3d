import { QUANTITY_INPUT_MAX_LENGTH, QUANTITY_MESSAGES } from '@coastbook/domain';
import { z } from 'zod';
import { queryCode } from '../basedata/query-params';

/** Field schemas shared by the product calls. Messages are Chinese and name the field. */

/** productId = the id of a bookable offer (one product on one voyage, table product_sailing). */
export const ZProductId = z.uuid({ error: '产品ID格式不正确' }).describe('可订舱产品ID（产品在某一航次上的舱位，product_sailing.id）');

export const ZPortCodeParam = (label: string) => queryCode(`请选择${label}`, label);

export const ZCarrierParam = queryCode('请选择承运人', '承运人代码');
export const ZCntrTypeCode = queryCode('请选择箱型', '箱型');

/** A calendar date (China time) as YYYY-MM-DD. */
export function ZDateParam(label: string) {
  return z
    .string({ error: `请选择${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为YYYY-MM-DD`)
    .refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
    }, `${label}不是有效日期`);
}

/** Product type 0–5 (001 §3); JSON number or a numeric string from a query. */
export const ZProductTypeParam = z.coerce
  .number({ error: '产品类型必须是0到5的整数' })
  .int('产品类型必须是0到5的整数')
  .min(0, '产品类型必须是0到5的整数')
  .max(5, '产品类型必须是0到5的整数');

/**
 * A container quantity (001 §5): integer ≥ 0, at most 3 digits. JSON number or numeric string.
 * Negative → '箱量必须是不小于0的整数'; 1000 or more → '箱量最多3位数字'.
 */
export const ZContainerQuantity = z.coerce
  .number({ error: QUANTITY_MESSAGES.notInteger.zh })
  .int(QUANTITY_MESSAGES.notInteger.zh)
  .min(0, QUANTITY_MESSAGES.notInteger.zh)
  .max(10 ** QUANTITY_INPUT_MAX_LENGTH - 1, QUANTITY_MESSAGES.tooLong.zh);

/** ISO 8601 instant with offset, as the API sends times (e.g. 2026-11-25T10:00:00.000Z). */
export const ZInstant = z.string().describe('ISO 8601 时间（UTC）');

/** Money in integer fen. */
export const ZFen = (description: string) => z.number().int().describe(`${description}（分）`);

/** Page request fields (001 §9: default 20). */
export const ZPageFields = {
  current: z.coerce.number({ error: '页码必须是正整数' }).int('页码必须是正整数').min(1, '页码必须大于0').max(100_000).default(1),
  size: z.coerce.number({ error: '每页条数必须是正整数' }).int('每页条数必须是正整数').min(1, '每页条数必须大于0').max(100, '每页条数不能超过100').default(20),
};
