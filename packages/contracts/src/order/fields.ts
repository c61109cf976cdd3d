import { ORDER_BOOKING_MESSAGES } from '@coastbook/domain';
import { z } from 'zod';

/** Field schemas shared by the order calls. Messages are Chinese and name the field. */

/**
 * The business agreement box of the booking and paying pages (001 §5, §8 '请勾选已阅读并同意'): a boolean, so a
 * form can hold an unticked box; the object's superRefine `requireBusinessAgreementTicked` refuses anything but
 * true on path agreementTicked. The JSON schema (OpenAPI) states true as the only accepted value.
 */
export const ZBusinessAgreementTicked = z
  .boolean({ error: ORDER_BOOKING_MESSAGES.tickAgreement.zh })
  .meta({ enum: [true], description: '已勾选“已阅读并同意”业务协议（须为 true）' });
export function requireBusinessAgreementTicked(value: { agreementTicked: boolean }, context: z.RefinementCtx): void {
  if (value.agreementTicked !== true) context.addIssue({ code: 'custom', path: ['agreementTicked'], message: ORDER_BOOKING_MESSAGES.tickAgreement.zh });
}

export const ZOrderId = z.uuid({ error: '订单ID格式不正确' }).describe('订单ID');

/** Several orders at once (batch views, bkgNo lookup): 1 to 50 ids. */
export const ZOrderIds = z.array(ZOrderId, { error: '请选择订单' }).min(1, '请选择订单').max(50, '一次最多50个订单');

export const ZOrderStatusCode = z.enum(['P', 'S', 'W', 'WM', 'WB', 'A', 'AM', 'C', 'H', 'T', 'B', 'X', 'R']).describe('订单状态（001 §4）');
export const ZDcsaBookingStatus = z
  .enum(['RECEIVED', 'PENDING_UPDATE', 'CONFIRMED', 'REJECTED', 'DECLINED', 'CANCELLED', 'COMPLETED'])
  .describe('DCSA Booking 2.0 bookingStatus（由订单状态计算，不存储）');

/** Shipping term 0 port-to-port, 1 port-to-door, 2 door-to-port, 3 door-to-door (001 §9). */
export const ZShippingTerm = z.coerce
  .number({ error: '运输条款须为0到3' })
  .int('运输条款须为0到3')
  .min(0, '运输条款须为0到3')
  .max(3, '运输条款须为0到3')
  .describe('0 港到港 1 港到门 2 门到港 3 门到门');

export const ZFenAmount = (description: string) => z.number().int().describe(`${description}（分）`);

/** Order booking numbers as the operator types them: letters and digits, 6–20 characters. */
export const ZBkgNo = z
  .string({ error: '请填写订舱号' })
  .trim()
  .min(6, '订舱号须为6到20位字母或数字')
  .max(20, '订舱号须为6到20位字母或数字')
  .regex(/^[A-Za-z0-9]+$/, '订舱号须为6到20位字母或数字')
  .transform((value) => value.toUpperCase());

const trimmedText = (label: string, max: number) => z.string({ error: `${label}格式不正确` }).trim().max(max, `${label}不能超过${max}个字符`);

/** A phone as written on booking papers: mobile or landline, digits with - + ( ) and blanks. */
export const ZOrderPhone = z
  .string({ error: '联系电话格式不正确' })
  .trim()
  .min(5, '联系电话格式不正确')
  .max(30, '联系电话不能超过30个字符')
  .regex(/^[0-9+\-() ]+$/, '联系电话格式不正确');

/** A party of the order: S shipper, C consignee, N notify party, B booking agent. */
export const ZOrderPartyInput = z.object({
  name: trimmedText('名称', 100).min(1, '请填写名称'),
  contact: trimmedText('联系人', 50).optional(),
  phone: ZOrderPhone.optional(),
  address: trimmedText('地址', 200).optional(),
  addressId: z.uuid({ error: '地址ID格式不正确' }).optional().describe('地址簿中的地址ID（可选）'),
});
export type TOrderPartyInput = z.infer<typeof ZOrderPartyInput>;

/** A door address of the order: L loading (door-to-port side), D delivery (port-to-door side). */
export const ZOrderDoorAddressInput = z.object({
  regionCodes: z.array(z.string().trim().min(1).max(20), { error: '请选择门点所在地区' }).min(1, '请选择门点所在地区').max(6, '门点地区层级过多'),
  regionText: trimmedText('门点地区', 100).min(1, '请选择门点所在地区'),
  detailAddress: trimmedText('门点详细地址', 200).min(1, '请填写门点详细地址'),
  contact: trimmedText('门点联系人', 50).min(1, '请填写门点联系人'),
  phone: ZOrderPhone,
  loadingTime: z.iso.datetime({ offset: true, error: '装货时间格式不正确' }).optional().describe('装/卸货时间（ISO 8601）'),
});
export type TOrderDoorAddressInput = z.infer<typeof ZOrderDoorAddressInput>;

export const ZOrderContainerInput = z.object({
  cntrType: z
    .string({ error: '请选择箱型' })
    .trim()
    .min(1, '请选择箱型')
    .max(20, '箱型不能超过20个字符')
    .transform((value) => value.toUpperCase()),
  quantity: z.coerce
    .number({ error: '箱量必须是不小于0的整数' })
    .int('箱量必须是不小于0的整数')
    .min(0, '箱量必须是不小于0的整数')
    .max(999, '箱量最多3位数字'),
});
export type TOrderContainerInput = z.infer<typeof ZOrderContainerInput>;

/** An order's containers by type, in the summary's order (pages join them in their own language). */
export const ZContainerCounts = z
  .array(z.object({ cntrType: z.string(), quantity: z.number().int() }))
  .describe('箱型箱量（与 containerSummary 同序）');

/** The balance (尾款) of an order booked with a down payment (pay way 2), while it is still to be paid; else null. */
export const ZBalanceDue = z
  .object({
    balanceFen: ZFenAmount('尾款'),
    dueAt: z.string().describe('尾款截止时间（开船前24小时）'),
    overdue: z.boolean().describe('已过尾款截止时间仍未付清'),
  })
  .nullable();
export type TBalanceDue = z.infer<typeof ZBalanceDue>;
