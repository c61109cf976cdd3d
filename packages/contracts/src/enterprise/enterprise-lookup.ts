import { z } from 'zod';
import { optionalText, ZSapId } from './fields';

/**
 * Enterprise look-ups of 000 §7.4 used by other screens (booking, channels): certification status of
 * several enterprises, the caller's enterprise id and name, whether a licence number or SAP number
 * belongs to a certified enterprise, and the enterprise's booking location.
 */

const ZEnterpriseStatusValue = z.enum(['Submit', 'Confirm', 'Refuse', 'Cancel']);

/** POST .../EpanCEnterpriseInfo/getAuthStatusByEntIds: 1-50 enterprise ids. */
export const ZGetAuthStatusByEntIdsRequest = z.object({
  entIds: z
    .array(z.uuid({ error: '企业标识格式不正确' }), { error: '请提供企业标识列表' })
    .min(1, '请提供企业标识列表')
    .max(50, '一次最多查询50个企业'),
});
export type TGetAuthStatusByEntIdsRequest = z.infer<typeof ZGetAuthStatusByEntIdsRequest>;
export const ZEnterpriseAuthStatus = z.object({
  enterpriseId: z.string(),
  enterpriseCnnme: z.string(),
  entType: z.enum(['Enterprise', 'Personal', 'TmsVendor']),
  checkStatus: ZEnterpriseStatusValue,
  isConfirm: z.boolean(),
});
export type TEnterpriseAuthStatus = z.infer<typeof ZEnterpriseAuthStatus>;
/** Ids the caller may not see (another party's uncertified record) or that do not exist are left out. */
export const ZGetAuthStatusByEntIdsResponse = z.array(ZEnterpriseAuthStatus);

/** GET .../EpanCEnterpriseInfo/getEnterpriseIdAndName: the caller's enterprise, null when none. */
export const ZEnterpriseIdAndName = z.object({ enterpriseId: z.string(), enterpriseCnnme: z.string() });
export const ZGetEnterpriseIdAndNameResponse = ZEnterpriseIdAndName.nullable();
export type TEnterpriseIdAndName = z.infer<typeof ZEnterpriseIdAndName>;

/** GET .../EpanCEnterpriseInfo/checkEnterpriseConfirm?businessLicenseNo=&sapId=: at least one of the two. */
export const ZCheckEnterpriseConfirmQuery = z
  .object({
    businessLicenseNo: optionalText('营业执照注册号', 30),
    sapId: z.preprocess((value) => (value === '' ? undefined : value), ZSapId.optional()),
  })
  .refine((query) => query.businessLicenseNo !== undefined || query.sapId !== undefined, {
    message: '请输入营业执照注册号或SAP编号',
    path: ['businessLicenseNo'],
  });
export type TCheckEnterpriseConfirmQuery = z.infer<typeof ZCheckEnterpriseConfirmQuery>;
export const ZCheckEnterpriseConfirmResponse = z.object({
  isConfirm: z.boolean().describe('a certified enterprise holds this licence number / SAP number (both must match when both are given)'),
  enterpriseCnnme: z.string().nullable(),
});
export type TCheckEnterpriseConfirmResponse = z.infer<typeof ZCheckEnterpriseConfirmResponse>;

/**
 * POST web/customerAuth/bookingLocation: the enterprise's booking location (the port whose branch
 * handles its bookings). Without portCode it reads; with one the main account sets it.
 */
export const ZBookingLocationRequest = z.object({
  portCode: z
    .string({ error: '港口代码格式不正确' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,10}$/, '港口代码格式不正确')
    .optional(),
});
export type TBookingLocationRequest = z.infer<typeof ZBookingLocationRequest>;
export const ZBookingLocationResponse = z.object({
  bookingLocation: z.string().nullable().describe('port code'),
  portCnnme: z.string().nullable(),
  portEnnme: z.string().nullable(),
});
export type TBookingLocationResponse = z.infer<typeof ZBookingLocationResponse>;
