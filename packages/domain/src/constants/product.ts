import type { LabelledValue, ListValue } from './labelled-list';

/** Product, service and cargo constants (001 §3, §9). */

/** Product types, as `searchProductType` and on a product. */
export const PRODUCT_TYPES = [
  { value: 0, zh: '普通产品', en: 'Standard' },
  { value: 1, zh: '海铁联运', en: 'Sea-rail' },
  { value: 2, zh: '合约产品(CSO)', en: 'Contract (CSO)' },
  { value: 3, zh: '液袋专线', en: 'Liquid bag' },
  { value: 4, zh: '合约液袋', en: 'Contract liquid bag' },
  { value: 5, zh: '直客产品', en: 'Direct customer' },
] as const satisfies readonly LabelledValue<number>[];
export type ProductType = ListValue<typeof PRODUCT_TYPES>;

/** Liquid-bag products (type 3) carry this service code ... */
export const LIQUID_BAG_SERVICE_CODE = 'FLEXITANK';
/** ... and this cargo type code. */
export const LIQUID_BAG_CARGO_TYPE_CODE = '110';

/** Product kinds (which business line sells the product). */
export const PRODUCT_KINDS = [
  { value: 0, code: 'Domestic', zh: '内贸', en: 'Domestic' },
  { value: 1, code: 'Foreign', zh: '外贸', en: 'Foreign trade' },
  { value: 98, code: 'ThirdParty', zh: '第三方', en: 'Third party' },
  { value: 99, code: 'Demurrage', zh: '滞箱宝', en: 'Demurrage protection' },
  { value: 97, code: 'Trailer', zh: '拖车', en: 'Trailer' },
] as const satisfies readonly (LabelledValue<number> & { code: string })[];
export type ProductKind = ListValue<typeof PRODUCT_KINDS>;

/** Service types of a product. */
export const SERVICE_TYPES = [
  { value: 1, zh: '直提', en: 'Direct pick-up' },
  { value: 2, zh: '中转优先', en: 'Transshipment priority' },
  { value: 4, zh: '年末抢运', en: 'Year-end rush' },
  { value: 36, zh: '液袋', en: 'Liquid bag' },
  { value: 45, zh: '粮达', en: 'LiangDa grain product' },
] as const satisfies readonly LabelledValue<number>[];
export type ServiceType = ListValue<typeof SERVICE_TYPES>;

/** Which ends of the transport include door service. */
export const SHIPPING_TERMS = [
  { value: 0, zh: '港到港', en: 'Port to port' },
  { value: 1, zh: '港到门', en: 'Port to door' },
  { value: 2, zh: '门到港', en: 'Door to port' },
  { value: 3, zh: '门到门', en: 'Door to door' },
] as const satisfies readonly LabelledValue<number>[];
export type ShippingTerm = ListValue<typeof SHIPPING_TERMS>;

/** Units of the freight index and volumes; codes are ours (the spec names the units only). */
export const UNITS = [
  { value: 'TON', zh: '吨', en: 'Ton' },
  { value: 'CUBE', zh: '立方', en: 'Cubic metre' },
  { value: '20FT', zh: '20尺', en: '20 ft' },
  { value: '40FT', zh: '40尺', en: '40 ft' },
] as const satisfies readonly LabelledValue[];
export type FreightUnit = ListValue<typeof UNITS>;

/** Periods of the freight index; codes are ours. */
export const PERIODS = [
  { value: 'WEEK', zh: '一周', en: 'One week' },
  { value: 'HALF_MONTH', zh: '半月', en: 'Half a month' },
  { value: 'MONTH', zh: '一月', en: 'One month' },
] as const satisfies readonly LabelledValue[];
export type FreightPeriod = ListValue<typeof PERIODS>;

/**
 * Freight index categories; codes are ours. The spec also mentions "lane variants" without naming
 * them, so only the regional categories are listed.
 */
export const FREIGHT_INDEX_CATEGORIES = [
  { value: 'COMPOSITE', zh: '综合指数', en: 'Composite' },
  { value: 'NORTHEAST', zh: '东北', en: 'Northeast' },
  { value: 'NORTH', zh: '华北', en: 'North' },
  { value: 'SHANDONG', zh: '山东', en: 'Shandong' },
  { value: 'EAST', zh: '华东', en: 'East' },
  { value: 'FUJIAN', zh: '福建', en: 'Fujian' },
  { value: 'SOUTH', zh: '华南', en: 'South' },
] as const satisfies readonly LabelledValue[];
export type FreightIndexCategory = ListValue<typeof FREIGHT_INDEX_CATEGORIES>;

/** Special-handling tags on a cargo specification (001 §3). */
export const CARGO_SPEC_TAGS = [
  { value: 'CQNM', zh: '密封内贸箱', en: 'Sealed domestic container' },
  { value: 'XG', zh: '防疫重点物资', en: 'Epidemic-control key supplies' },
  { value: 'YS', zh: '易碎品', en: 'Fragile goods' },
] as const satisfies readonly LabelledValue[];
export type CargoSpecTag = ListValue<typeof CARGO_SPEC_TAGS>;

/** Value-added order kinds (001 §9). */
export const VALUE_ADDED_KINDS = [
  { value: 'P_ADDITIONAL_SERVICES', zh: '装拆箱增值服务', en: 'Stuffing/unstuffing services' },
  { value: 'P_MALL', zh: '积分商城', en: 'Points mall' },
] as const satisfies readonly LabelledValue[];
export type ValueAddedKind = ListValue<typeof VALUE_ADDED_KINDS>;

/**
 * Mini-program tip next to the QR code (000 §9, 001 §9). For carriers other than the default one
 * the tip also mentions cargo tracking and tracking by the partner carrier's waybill.
 */
export const MINI_PROGRAM_TIP = {
  zh: '扫码关注订单进度，一键订舱',
  en: 'Scan the code to follow your order progress and book in one tap',
} as const;
export const MINI_PROGRAM_PARTNER_TRACKING_TIP = {
  zh: '支持货物跟踪及合作承运人运单号跟踪',
  en: "Also track cargo, including by the partner carrier's waybill number",
} as const;
