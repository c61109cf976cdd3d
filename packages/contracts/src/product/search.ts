import { z } from 'zod';
import { queryKeyword } from '../basedata/query-params';
import { ZCarrierParam, ZCntrTypeCode, ZDateParam, ZPageFields, ZPortCodeParam, ZProductTypeParam } from './fields';
import { ZProductOfferPage } from './offer';

/** Longest ETD range one search may cover (days). */
export const PRODUCT_SEARCH_MAX_RANGE_DAYS = 92;

export const PRODUCT_SEARCH_SORTS = ['etd', 'price', 'transit'] as const;

/**
 * POST web/product/search (JSON): the /product and /liquidBag/product result list. Public.
 * fpolCde / lpodCde match the product's origin facility or loading port / destination facility or
 * discharge port, so a rail station finds its sea-rail products. Only sailings not yet departed are
 * listed (closed ones too, with canOrder false). Sorting: etd (default), price (lowest price after
 * promotions among the listed container types, or of cntrType), transit (days); ties by ETD.
 */
export const ZProductSearchRequest = z
  .object({
    fpolCde: ZPortCodeParam('起运港').optional().describe('起运地：港口、码头或铁路站代码'),
    lpodCde: ZPortCodeParam('目的港').optional().describe('目的地：港口、码头或铁路站代码'),
    etdStart: ZDateParam('开船开始日期').optional().describe('YYYY-MM-DD（中国时间），含'),
    etdEnd: ZDateParam('开船结束日期').optional().describe('YYYY-MM-DD（中国时间），含'),
    cntrType: ZCntrTypeCode.optional().describe('只看该箱型（containerData 也只含该箱型）'),
    carrier: ZCarrierParam.optional(),
    searchProductType: ZProductTypeParam.optional().describe('产品类型，3 = 液袋专线'),
    svcLoop: z.string().trim().max(20, '航线代码不能超过20个字符').optional(),
    sortBy: z.enum(PRODUCT_SEARCH_SORTS, { error: '排序字段只能是 etd、price 或 transit' }).default('etd'),
    sortOrder: z.enum(['asc', 'desc'], { error: '排序方向只能是 asc 或 desc' }).default('asc'),
    ...ZPageFields,
  })
  .superRefine((value, context) => {
    if (value.etdStart && value.etdEnd) {
      if (value.etdEnd < value.etdStart) {
        context.addIssue({ code: 'custom', path: ['etdEnd'], message: '开船结束日期不能早于开始日期' });
      } else if ((Date.parse(value.etdEnd) - Date.parse(value.etdStart)) / 86_400_000 > PRODUCT_SEARCH_MAX_RANGE_DAYS) {
        context.addIssue({ code: 'custom', path: ['etdEnd'], message: `开船日期范围不能超过${PRODUCT_SEARCH_MAX_RANGE_DAYS}天` });
      }
    }
    if (value.fpolCde && value.lpodCde && value.fpolCde === value.lpodCde) {
      context.addIssue({ code: 'custom', path: ['lpodCde'], message: '目的港不能与起运港相同' });
    }
  });
export type TProductSearchRequest = z.input<typeof ZProductSearchRequest>;
export type TProductSearchQuery = z.output<typeof ZProductSearchRequest>;
export const ZProductSearchResponse = ZProductOfferPage;
export type TProductSearchResponse = z.infer<typeof ZProductSearchResponse>;

/**
 * POST web/product/searchByKeyword (JSON): one text matched against origin, destination and port
 * names/codes, the loop, the vessel; several words must all match (e.g. '上海 钦州'). Public.
 */
export const ZSearchByKeywordRequest = z.object({
  keyword: queryKeyword('请输入搜索关键字'),
  searchProductType: ZProductTypeParam.optional(),
  ...ZPageFields,
});
export type TSearchByKeywordRequest = z.input<typeof ZSearchByKeywordRequest>;
export const ZSearchByKeywordResponse = ZProductOfferPage;
export type TSearchByKeywordResponse = z.infer<typeof ZSearchByKeywordResponse>;
