import { z } from 'zod';

/**
 * The region tree of the door-point city list and the address picker (001 §3, §7 "Product API", §9
 * address levels). A region's `uuid` is its administrative code (GB/T 2260 for provinces, cities and
 * counties; 9 digits for towns), so a stored address keeps meaningful codes.
 */
export const REGION_LEVELS = ['Common', 'Province', 'City', 'County', 'Towns', 'Street'] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];
/** The levels a region of the tree can have ('Common' names the picker's common-address tab, not a region). */
export const REGION_TREE_LEVELS = ['Province', 'City', 'County', 'Towns', 'Street'] as const;

const ZRegionCode = z
  .string({ error: '地区编码须为文字' })
  .trim()
  .regex(/^\d{6,12}$/, '地区编码格式不正确');

export const ZRegion = z.object({
  uuid: z.string().describe('the administrative code; pass it as parentUuid for the next level'),
  code: z.string(),
  name: z.string(),
  level: z.enum(REGION_TREE_LEVELS),
  parentUuid: z.string().nullable(),
  hasChildren: z.boolean(),
});
export type TRegion = z.infer<typeof ZRegion>;

/** GET web/product/cities/getCities?parentUuid=&level=: the children of a region (provinces without parentUuid). */
export const ZGetCitiesQuery = z.object({
  parentUuid: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(ZRegionCode.optional())
    .optional(),
  level: z.enum(REGION_TREE_LEVELS, { error: '地区级别只能是 Province、City、County、Towns 或 Street' }).optional(),
});
export type TGetCitiesQuery = z.infer<typeof ZGetCitiesQuery>;
export const ZGetCitiesResponse = z.array(ZRegion);

/** GET web/baseData/queryAddressCityLevel?code=: the chain from the province down to this region. */
export const ZQueryAddressCityLevelQuery = z.object({ code: ZRegionCode });
export const ZRegionChain = z.array(ZRegion.pick({ uuid: true, code: true, name: true, level: true }));
export type TRegionChain = z.infer<typeof ZRegionChain>;

/** GET web/baseData/queryCitiesByDetailAddress?detailAddress=: the regions named in a free-text address, from the province down. */
export const ZQueryCitiesByDetailAddressQuery = z.object({
  detailAddress: z
    .string({ error: '请输入详细地址' })
    .trim()
    .min(2, '详细地址至少2个字')
    .max(200, '详细地址不能超过200个字符'),
});
