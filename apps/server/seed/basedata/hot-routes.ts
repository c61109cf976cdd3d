import type { hotRoute } from '../../src/modules/basedata/basedata.tables';

/**
 * The home page's hot routes: the north-to-south grain, steel and fertiliser lanes and the
 * south-to-north manufactured-goods return lanes. Prices are indicative "from" prices in fen.
 */
const ROUTES: Array<[from: string, to: string, carrier: string, cntrType: string, transitDays: number, priceFromYuan: number, etdWeekday: number]> = [
  ['YIK', 'NSA', 'PAN', '20GP', 7, 2_850, 2],
  ['YIK', 'NSA', 'PAN', '40HQ', 7, 4_600, 2],
  ['DLC', 'SHK', 'PAN', '20GP', 8, 3_050, 4],
  ['TSN', 'XMN', 'PAN', '20GP', 6, 2_600, 5],
  ['YIK', 'SHA', 'PAN', '20GP', 4, 1_900, 4],
  ['TAO', 'NSA', 'ANT', '20GP', 6, 2_450, 3],
  ['SHA', 'HAK', 'PAN', '20GP', 5, 2_200, 6],
  ['JNZ', 'QZH', 'XIN', '20GP', 10, 3_400, 1],
  ['NGB', 'DLC', 'NBY', '40HQ', 4, 3_800, 7],
  ['TSN', 'SHA', 'HED', '20GP', 3, 1_650, 1],
  ['LYG', 'NSA', 'JUN', '20GP', 6, 2_300, 3],
  ['YIK', 'HAK', 'PAN', '20RF', 9, 7_800, 3],
];

export const HOT_ROUTES: Array<typeof hotRoute.$inferInsert> = ROUTES.map(
  ([fromPortCode, toPortCode, carrierCode, containerTypeCode, transitDays, priceFromYuan, etdWeekday]) => ({
    fromPortCode,
    toPortCode,
    carrierCode,
    containerTypeCode,
    transitDays,
    priceFromFen: priceFromYuan * 100,
    etdWeekday,
  }),
);
