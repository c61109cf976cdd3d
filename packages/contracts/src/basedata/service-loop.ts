import { z } from 'zod';
import { ZFacility } from './port-facility';
import { queryCode } from './query-params';

/** A carrier's service loop (航线) and the ports it calls in order. */
export const ZServiceLoop = z.object({
  svcLoopAbbrv: z.string(),
  svcLoopCnnme: z.string(),
  svcLoopEnnme: z.string(),
  carrier: z.string(),
  portRotation: z.array(ZFacility.omit({ type: true })).describe('挂靠港顺序'),
});
export type TServiceLoop = z.infer<typeof ZServiceLoop>;

/** GET web/domestic/customer/baseData/getBdSvcLoopDTO: loops by abbreviation prefix and/or carrier. */
export const ZGetBdSvcLoopDTOQuery = z.object({
  svcLoopAbbrv: z
    .string()
    .trim()
    .max(20, '航线代码不能超过20个字符')
    .regex(/^[A-Za-z0-9-]*$/, '航线代码格式不正确')
    .optional(),
  carrier: queryCode('请选择承运人', '承运人代码').optional(),
});
export type TGetBdSvcLoopDTOQuery = z.infer<typeof ZGetBdSvcLoopDTOQuery>;
export const ZGetBdSvcLoopDTOResponse = z.array(ZServiceLoop);
export type TGetBdSvcLoopDTOResponse = z.infer<typeof ZGetBdSvcLoopDTOResponse>;
