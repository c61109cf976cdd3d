import { MOBILE_MESSAGES, MOBILE_PATTERN } from '@coastbook/domain';
import { z } from 'zod';
import { pageOf, ZPageRequest } from '../pagination';

/**
 * Driver upload permission (/driverUploadPermission, code driver_upload_permission): a certified
 * trailer supplier keeps the list of its drivers and decides which of them may upload container
 * photos (001 §3 container photo status Empty / Half / Full) from the driver app. Paths under
 * web/tms/driverUploadPermission/.
 */

/** Chinese plate: province character, letter, then 5 (ordinary) or 6 (new energy) letters/digits; trailers end in 挂. */
export const PLATE_NUMBER_PATTERN = /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂]$/;

export const ZDriverName = z
  .string({ error: '请输入司机姓名' })
  .trim()
  .min(1, '请输入司机姓名')
  .max(20, '司机姓名长度不能超过20个字符');
export const ZDriverPhone = z.string({ error: MOBILE_MESSAGES.required.zh }).trim().min(1, MOBILE_MESSAGES.required.zh).regex(MOBILE_PATTERN, MOBILE_MESSAGES.invalid.zh);
export const ZPlateNumber = z
  .string({ error: '请输入车牌号' })
  .trim()
  .toUpperCase()
  .min(1, '请输入车牌号')
  .regex(PLATE_NUMBER_PATTERN, '车牌号格式不正确，例如 沪A12345');

/** GET .../list?current=&size=&keyword=: the caller's drivers, newest first; keyword matches name or plate. */
export const ZDriverListQuery = ZPageRequest.extend({
  keyword: z.string().trim().max(20, '关键字长度不能超过20个字符').optional(),
});
export type TDriverListQuery = z.infer<typeof ZDriverListQuery>;

export const ZDriver = z.object({
  driverId: z.string(),
  driverName: z.string(),
  phoneMasked: z.string().describe('138****0001'),
  plateNumber: z.string(),
  canUpload: z.boolean().describe('may upload container photos'),
  grantedAt: z.string().nullable().describe('when the permission was last turned on; null while off'),
  createdAt: z.string(),
});
export type TDriver = z.infer<typeof ZDriver>;
export const ZDriverPage = pageOf(ZDriver);
export type TDriverPage = z.infer<typeof ZDriverPage>;

/** POST .../add */
export const ZAddDriverRequest = z.object({
  driverName: ZDriverName,
  phone: ZDriverPhone,
  plateNumber: ZPlateNumber,
  canUpload: z.boolean().default(false),
});
export type TAddDriverRequest = z.input<typeof ZAddDriverRequest>;

/** POST .../remove */
export const ZRemoveDriverRequest = z.object({ driverId: z.uuid({ error: '司机标识格式不正确' }) });
export type TRemoveDriverRequest = z.infer<typeof ZRemoveDriverRequest>;

/** POST .../updatePermission */
export const ZUpdateDriverPermissionRequest = z.object({
  driverId: z.uuid({ error: '司机标识格式不正确' }),
  canUpload: z.boolean({ error: 'canUpload 只能是 true 或 false' }),
});
export type TUpdateDriverPermissionRequest = z.infer<typeof ZUpdateDriverPermissionRequest>;
