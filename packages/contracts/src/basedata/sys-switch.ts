import { z } from 'zod';
import { queryCode, queryList } from './query-params';

const ZSwitchType = z
  .string({ error: '请指定开关类型' })
  .trim()
  .min(1, '请指定开关类型')
  .max(40, '开关类型不能超过40个字符')
  .regex(/^[A-Za-z0-9_]*$/, '开关类型格式不正确');

/** A system switch turning a capability on or off (ORDERING, PAYMENT, DEM...). */
export const ZSysSwitch = z.object({
  type: z.string(),
  isOn: z.boolean(),
  description: z.string(),
});
export type TSysSwitch = z.infer<typeof ZSysSwitch>;

/** GET web/domestic/customer/baseData/sysSwitch?type=ORDERING → whether it is on (unknown type: false). */
export const ZSysSwitchQuery = z.object({ type: ZSwitchType });
export type TSysSwitchQuery = z.infer<typeof ZSysSwitchQuery>;
export const ZSysSwitchResponse = z.boolean();
export type TSysSwitchResponse = z.infer<typeof ZSysSwitchResponse>;

/** GET web/domestic/customer/baseData/sysSwitchs: every switch. */
export const ZSysSwitchsResponse = z.array(ZSysSwitch);
export type TSysSwitchsResponse = z.infer<typeof ZSysSwitchsResponse>;

/**
 * GET web/domestic/customer/baseData/sysSwitchForRegion?type=ORDERING&fPols=SHA,NGB → true when the
 * switch is on for every first port of loading given (a port's own setting wins over the global one).
 */
export const ZSysSwitchForRegionQuery = z.object({
  type: ZSwitchType,
  fPols: queryList(queryCode('请选择起运港', '起运港代码')).refine((codes) => codes.length > 0, '请选择起运港'),
});
export type TSysSwitchForRegionQuery = z.infer<typeof ZSysSwitchForRegionQuery>;
export const ZSysSwitchForRegionResponse = z.boolean();
export type TSysSwitchForRegionResponse = z.infer<typeof ZSysSwitchForRegionResponse>;
