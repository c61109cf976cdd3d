import { z } from 'zod';

/**
 * Operator console, product area (issue 5): system switches and the daily place-order window.
 * Every write is audited; the customer calls (sysSwitch, sysSwitchForRegion, isBetweenPlaceOrderTime)
 * read the same rows, so a change shows on the next customer call.
 */

const ZPortCode = z
  .string({ error: '请选择港口' })
  .trim()
  .toUpperCase()
  .min(1, '请选择港口')
  .max(10, '港口代码不能超过10个字符')
  .regex(/^[A-Z0-9]+$/, '港口代码格式不正确');

/** A switch with its port-level overrides. */
export const ZOpsSwitch = z.object({
  type: z.string(),
  isOn: z.boolean(),
  description: z.string(),
  regions: z.array(z.object({ portCode: z.string(), portCnnme: z.string(), isOn: z.boolean() })).describe('按起运港覆盖的设置（优先于全局设置）'),
});
export type TOpsSwitch = z.infer<typeof ZOpsSwitch>;
export const ZOpsSwitchList = z.array(ZOpsSwitch);
export type TOpsSwitchList = z.infer<typeof ZOpsSwitchList>;

export const ZOpsSwitchParams = z.object({
  type: z
    .string()
    .trim()
    .min(1, '请指定开关类型')
    .max(40, '开关类型不能超过40个字符')
    .regex(/^[A-Za-z0-9_]+$/, '开关类型格式不正确'),
});

/** POST /api/ops/product/switches/:type: turn the switch on or off everywhere (port overrides stay). */
export const ZOpsSetSwitchRequest = z.object({
  isOn: z.boolean({ error: '请选择开关状态（isOn 须为 true 或 false）' }),
  description: z
    .string({ error: '说明须为文字' })
    .trim()
    .min(1, '请填写开关说明')
    .max(100, '开关说明不能超过100个字符')
    .optional(),
});
export type TOpsSetSwitchRequest = z.infer<typeof ZOpsSetSwitchRequest>;

/** POST /api/ops/product/switches/:type/regions: a port's own setting; isOn null removes the override. */
export const ZOpsSetSwitchRegionRequest = z.object({
  portCode: ZPortCode,
  isOn: z.boolean({ error: '请选择开关状态（isOn 须为 true、false 或 null）' }).nullable(),
});
export type TOpsSetSwitchRegionRequest = z.infer<typeof ZOpsSetSwitchRegionRequest>;

const ZClock = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}格式应为 HH:mm（00:00–23:59）`);

/** GET /api/ops/product/order-window: the daily window in which customers may place orders. */
export const ZOpsOrderWindow = z.object({
  opensAt: z.string().describe('HH:mm'),
  closesAt: z.string().describe('HH:mm'),
  timeZone: z.string(),
  isOpenNow: z.boolean(),
});
export type TOpsOrderWindow = z.infer<typeof ZOpsOrderWindow>;

/** POST /api/ops/product/order-window: opening time included, closing time excluded, same day. */
export const ZOpsSetOrderWindowRequest = z
  .object({ opensAt: ZClock('开始下单时间'), closesAt: ZClock('截止下单时间') })
  .refine((window) => window.opensAt < window.closesAt, { path: ['closesAt'], message: '截止下单时间须晚于开始下单时间' });
export type TOpsSetOrderWindowRequest = z.infer<typeof ZOpsSetOrderWindowRequest>;
