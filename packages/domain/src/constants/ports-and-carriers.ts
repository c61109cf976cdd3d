import type { LabelledValue, ListValue } from './labelled-list';

/** Carriers, ports, directions and rate types (000 §1, §9; 001 §1, §3, §9). */

/** Carriers seen on the portal; PAN is the default. */
export const CARRIERS = ['PAN', 'ANT', 'HED', 'XIN', 'JUN', 'ZHG', 'NBY'] as const;
export type Carrier = (typeof CARRIERS)[number];
export const DEFAULT_CARRIER = 'PAN' satisfies Carrier;

/** The carriers of the base enumeration (001 §9): a subset of CARRIERS. */
export const BASE_ENUMERATION_CARRIERS = ['PAN', 'HED', 'XIN', 'JUN'] as const satisfies readonly Carrier[];

/** Groups of the port picker, in display order. */
export const PORT_LIST_GROUPS = ['HotPorts', 'RailStations', 'A-H', 'I-P', 'Q-Z'] as const;
export type PortListGroup = (typeof PORT_LIST_GROUPS)[number];

/** Facility `type` meaning "port". */
export const FACILITY_TYPE_PORT = 'P';

/** Ports named in the base enumeration (001 §9). */
export const BASE_ENUMERATION_PORTS = [
  { value: 'SHA', zh: '上海', en: 'Shanghai' },
  { value: 'SWA', zh: '汕头', en: 'Shantou' },
  { value: 'HAK', zh: '海口', en: 'Haikou' },
  { value: 'JNZ', zh: '锦州', en: 'Jinzhou' },
] as const satisfies readonly LabelledValue[];
export type BaseEnumerationPort = ListValue<typeof BASE_ENUMERATION_PORTS>;

/** Trade direction of a leg. */
export const DIRECTIONS = [
  { value: 'BM', zh: '进口（卸货）', en: 'Import (discharge)' },
  { value: 'BN', zh: '出口（装货）', en: 'Export (loading)' },
] as const satisfies readonly LabelledValue[];
export type TradeDirection = ListValue<typeof DIRECTIONS>;

/** The rate type never offered to customers: removed from every rate-type list. */
export const HIDDEN_RATE_TYPE = 'JJY';

/** Removes the JJY rate type from a list of rate-type codes. */
export function filterRateTypes(rateTypeCodes: readonly string[]): string[];
/** Removes the JJY rate type from a list of rate-type records, reading each record's code. */
export function filterRateTypes<RateType>(
  rateTypes: readonly RateType[],
  codeOf: (rateType: RateType) => string,
): RateType[];
export function filterRateTypes<RateType>(
  rateTypes: readonly RateType[],
  codeOf: (rateType: RateType) => string = (rateType) => String(rateType),
): RateType[] {
  return rateTypes.filter((rateType) => codeOf(rateType) !== HIDDEN_RATE_TYPE);
}
