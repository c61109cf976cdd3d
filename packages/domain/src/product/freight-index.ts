import { FREIGHT_INDEX_CATEGORIES, type FreightIndexCategory, type FreightPeriod } from '../constants/product';

/**
 * The freight index (001 §9, /freightIndex): for each category, the published container prices of
 * the products loading in that region, relative to the base period, × 1000.
 *
 * A series is one product × container type. At each sample time a series' price is the
 * container_price row valid then. The index at time t compares the same basket at t and at the base
 * time (the first sample): index = 1000 × Σ price(t) / Σ price(base) over the series priced at both,
 * so a product added or withdrawn later does not move the index by itself. The average price
 * reported beside it is the plain mean at t over that basket.
 *
 * Categories by the loading port's province: northeast (Liaoning, Jilin, Heilongjiang), north
 * (Tianjin, Hebei, Beijing), Shandong, east (Shanghai, Jiangsu, Zhejiang, and the Yangtze ports of
 * Jiangxi, Hubei, Anhui), Fujian, south (Guangdong, Guangxi, Hainan); composite = all.
 */

export const FREIGHT_INDEX_BASE = 1000;

const PROVINCE_CATEGORY: Record<string, Exclude<FreightIndexCategory, 'COMPOSITE'>> = {
  辽宁: 'NORTHEAST',
  吉林: 'NORTHEAST',
  黑龙江: 'NORTHEAST',
  天津: 'NORTH',
  河北: 'NORTH',
  北京: 'NORTH',
  山东: 'SHANDONG',
  上海: 'EAST',
  江苏: 'EAST',
  浙江: 'EAST',
  江西: 'EAST',
  湖北: 'EAST',
  安徽: 'EAST',
  福建: 'FUJIAN',
  广东: 'SOUTH',
  广西: 'SOUTH',
  海南: 'SOUTH',
};

/** The regional category of a loading port's province (null when outside the coastal regions). */
export function freightIndexCategoryOfProvince(province: string): Exclude<FreightIndexCategory, 'COMPOSITE'> | null {
  return PROVINCE_CATEGORY[province] ?? null;
}

/** Days between two samples of each period. */
export const FREIGHT_INDEX_PERIOD_DAYS: Record<FreightPeriod, number> = { WEEK: 7, HALF_MONTH: 15, MONTH: 30 };

/** How far back the chart reaches: 26 weeks. */
export const FREIGHT_INDEX_SPAN_DAYS = 182;

/**
 * Sample instants, oldest first, ending at `end` and stepping back by the period while within the span.
 * The oldest one is the base period.
 */
export function freightIndexSampleTimes(period: FreightPeriod, end: Date, spanDays = FREIGHT_INDEX_SPAN_DAYS): Date[] {
  const step = FREIGHT_INDEX_PERIOD_DAYS[period];
  const times: Date[] = [];
  for (let back = 0; back <= spanDays; back += step) times.push(new Date(end.getTime() - back * 86_400_000));
  return times.reverse();
}

export interface PriceHistoryRow {
  /** One product × container type, e.g. `${productId}:${cntrType}`. */
  seriesKey: string;
  /** Province of the product's loading port. */
  province: string;
  priceFen: number;
  validFrom: Date | string;
  /** null = still valid. */
  validTo: Date | string | null;
}

export interface FreightIndexPoint {
  time: Date;
  /** null when no series of the category was priced both at the base and at this time. */
  index: number | null;
  averagePriceFen: number | null;
  sampleSize: number;
}

export interface FreightIndexSeries {
  category: FreightIndexCategory;
  points: FreightIndexPoint[];
}

function ms(value: Date | string): number {
  return (typeof value === 'string' ? new Date(value) : value).getTime();
}

/** The price of each series valid at `time` (validFrom ≤ time < validTo). */
export function pricesAt(rows: readonly PriceHistoryRow[], time: Date): Map<string, number> {
  const at = time.getTime();
  const prices = new Map<string, number>();
  for (const row of rows) {
    if (ms(row.validFrom) <= at && (row.validTo === null || at < ms(row.validTo))) prices.set(row.seriesKey, row.priceFen);
  }
  return prices;
}

function inCategory(category: FreightIndexCategory, province: string): boolean {
  return category === 'COMPOSITE' ? freightIndexCategoryOfProvince(province) !== null : freightIndexCategoryOfProvince(province) === category;
}

/** Index series per category (all categories of 001 §9 unless a list is given), index rounded to 0.1. */
export function computeFreightIndex(input: {
  rows: readonly PriceHistoryRow[];
  times: readonly Date[];
  categories?: readonly FreightIndexCategory[];
}): FreightIndexSeries[] {
  const categories = input.categories ?? FREIGHT_INDEX_CATEGORIES.map((entry) => entry.value);
  const [baseTime] = input.times;
  const snapshots = input.times.map((time) => pricesAt(input.rows, time));
  const base = snapshots[0] ?? new Map<string, number>();
  const provinceOf = new Map(input.rows.map((row) => [row.seriesKey, row.province]));
  return categories.map((category) => ({
    category,
    points: input.times.map((time, position) => {
      const snapshot = snapshots[position] ?? new Map<string, number>();
      let sumNow = 0;
      let sumBase = 0;
      let sampleSize = 0;
      for (const [seriesKey, basePrice] of base) {
        const now = snapshot.get(seriesKey);
        const province = provinceOf.get(seriesKey);
        if (now === undefined || province === undefined || !inCategory(category, province)) continue;
        sumNow += now;
        sumBase += basePrice;
        sampleSize += 1;
      }
      if (baseTime === undefined || sampleSize === 0 || sumBase === 0) return { time, index: null, averagePriceFen: null, sampleSize: 0 };
      return {
        time,
        index: Math.round((FREIGHT_INDEX_BASE * sumNow * 10) / sumBase) / 10,
        averagePriceFen: Math.round(sumNow / sampleSize),
        sampleSize,
      };
    }),
  }));
}
