/**
 * Fixed base data of the booking page (001 §7 "Ports and base data", §9). Kept as constants, not tables:
 * it changes only with a release. Operator-maintained data lives in tables.
 */

/** Hours before the loading call's ETD at which booking for a sailing closes (截单时间). */
export const BOOKING_CLOSE_HOURS_BEFORE_ETD = 24;

/** The time booking closes for a sailing whose loading call departs at `etd`. */
export function bookingCloseTime(etd: Date, hoursBefore = BOOKING_CLOSE_HOURS_BEFORE_ETD): Date {
  return new Date(etd.getTime() - hoursBefore * 3_600_000);
}

/** Most trailer (door pick-up / delivery) orders one booking may carry, per product type (0 普通 … 5 直客). */
export const MAX_TRAILER_QUANTITY_BY_PRODUCT_TYPE: Readonly<Record<number, number>> = { 0: 10, 1: 10, 2: 20, 3: 5, 4: 5, 5: 10 };

/** Fixed notes shown under the reefer temperature ranges when booking a reefer container. */
export const REEFER_BOOKING_NOTES: readonly string[] = [
  '请在下单时准确填写设定温度，设定温度须在所选箱型的可设温度范围内。',
  '冷藏箱须在截单前完成预冷，装箱前请确认箱内温度已达到设定温度。',
  '冷藏箱在港、在船期间持续供电，因货物自身原因（包装、预冷不足等）造成的损失由托运人承担。',
];

/** Insurance kinds (001 §9) with their rate, in parts per ten thousand of the insured amount (万分之). */
export const INSURANCE_CHARGE_ITEMS: ReadonlyArray<{ code: string; cnnme: string; rateBp: number }> = [
  { code: 'GIFT_BASE', cnnme: '赠送基本险', rateBp: 0 },
  { code: 'EXTRA_BASE', cnnme: '附加基本险', rateBp: 3 },
  { code: 'STEEL_BOX', cnnme: '钢箱险', rateBp: 2 },
  { code: 'DEST_EXPRESS', cnnme: '目的港快赔险', rateBp: 5 },
  { code: 'PETTY', cnnme: '小额险', rateBp: 1 },
  { code: 'EXTRA_BOX', cnnme: '附加箱损险', rateBp: 2 },
  { code: 'DELAY', cnnme: '延误险', rateBp: 4 },
];

/** An insurance rate as the booking form shows it, per mille (‰): 3 parts per ten thousand → "0.3". */
export function insuranceRatePerMille(rateBp: number): string {
  return (rateBp / 10).toFixed(1);
}

/** Trailer fleets serving the destination ports (door delivery after discharge). */
export const DESTINATION_FLEETS: ReadonlyArray<{ endPort: string; fleetCde: string; fleetName: string }> = [
  { endPort: 'NSA', fleetCde: 'GZ-HY', fleetName: '广州海运车队' },
  { endPort: 'NSA', fleetCde: 'GZ-XT', fleetName: '南沙鑫通车队' },
  { endPort: 'XMN', fleetCde: 'XM-HC', fleetName: '厦门海沧车队' },
  { endPort: 'SHA', fleetCde: 'SH-YS', fleetName: '上海洋山车队' },
  { endPort: 'TSN', fleetCde: 'TJ-BH', fleetName: '天津滨海车队' },
  { endPort: 'YIK', fleetCde: 'YK-BY', fleetName: '营口鲅鱼圈车队' },
];

/** Enterprise (or personal user) ids in a grey-release group, by group. Empty: nobody is in grey release. */
export const GRAYSCALE_GROUPS: Readonly<Record<string, readonly string[]>> = {};
