import { z } from 'zod';
import { queryCode } from './query-params';

/** A container type (cntrType) such as 20GP, 40HQ, 20RF. */
export const ZContainerType = z.object({
  cntrType: z.string(),
  cntrTypeCnnme: z.string(),
  cntrTypeEnnme: z.string(),
  cntrSize: z.number().int().describe('箱长（英尺）：20、40、45'),
  isHighCube: z.boolean(),
  isReefer: z.boolean(),
  isOpenTop: z.boolean(),
  isFlatRack: z.boolean(),
  isTank: z.boolean(),
  teu: z.number().describe('折合标准箱数'),
});
export type TContainerType = z.infer<typeof ZContainerType>;

export const ZCntrTypeParam = queryCode('请选择箱型', '箱型');

/** GET web/domestic/customer/baseData/getAllBdCntrType (cached per session). */
export const ZGetAllBdCntrTypeResponse = z.array(ZContainerType);
export type TGetAllBdCntrTypeResponse = z.infer<typeof ZGetAllBdCntrTypeResponse>;

/** GET web/domestic/customer/baseData/getBdCntrTypeDTO?cntrType=20GP */
export const ZGetBdCntrTypeDTOQuery = z.object({ cntrType: ZCntrTypeParam });
export type TGetBdCntrTypeDTOQuery = z.infer<typeof ZGetBdCntrTypeDTOQuery>;
export const ZGetBdCntrTypeDTOResponse = ZContainerType;
export type TGetBdCntrTypeDTOResponse = z.infer<typeof ZGetBdCntrTypeDTOResponse>;
