import { z } from 'zod';

/** One entry of a data dictionary (package kinds, units, shipping terms...). */
export const ZDictItem = z.object({
  code: z.string(),
  cnnme: z.string(),
  ennme: z.string(),
});
export type TDictItem = z.infer<typeof ZDictItem>;

const ZDataItemType = z
  .string({ error: '字典类型必须是文字' })
  .trim()
  .min(1, '字典类型不能为空')
  .max(40, '字典类型不能超过40个字符')
  .regex(/^[A-Za-z0-9_]*$/, '字典类型格式不正确');

/** POST web/domestic/customer/baseData/dict (JSON): the entries of the named dictionaries. */
export const ZDictRequest = z.object({
  dataItemTypes: z
    .array(ZDataItemType, { error: '请指定字典类型' })
    .min(1, '请指定字典类型')
    .max(20, '一次最多查询20个字典类型'),
  name: z.string({ error: '名称必须是文字' }).trim().max(50, '名称不能超过50个字符').optional().describe('按中文/英文名或代码筛选'),
});
export type TDictRequest = z.infer<typeof ZDictRequest>;

/** Entries per requested type, in display order; a type with no entries maps to []. */
export const ZDictResponse = z.record(z.string(), z.array(ZDictItem));
export type TDictResponse = z.infer<typeof ZDictResponse>;
