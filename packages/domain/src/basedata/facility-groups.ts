import { FACILITY_TYPE_PORT, type PortListGroup } from '../constants/ports-and-carriers';

/**
 * The port picker's groups (000 §3, 001 §3): hot ports and rail stations as the server lists them,
 * then every port facility under A-H, I-P or Q-Z by the first letter of its English name, sorted by
 * English name within a group.
 */

export interface Facility {
  code: string;
  /** 'P' for a port; other codes for terminals, yards and stations. */
  type: string;
  cnnme: string;
  ennme: string;
}

export interface FacilityData {
  hotPorts: readonly Facility[];
  railStations: readonly Facility[];
  portFacilities: readonly Facility[];
}

export interface FacilityGroup<Item extends Facility = Facility> {
  group: PortListGroup;
  facilities: Item[];
}

export function isPort(facility: Facility): boolean {
  return facility.type === FACILITY_TYPE_PORT;
}

const LETTER_GROUPS = [
  { group: 'A-H', from: 'A', to: 'H' },
  { group: 'I-P', from: 'I', to: 'P' },
  { group: 'Q-Z', from: 'Q', to: 'Z' },
] as const satisfies readonly { group: PortListGroup; from: string; to: string }[];

/**
 * The letter group of a facility. A name that does not start with a Latin letter (a digit, or an
 * empty English name) falls back to the first letter of the code, so no facility disappears from
 * the picker; with neither, it goes to the last group.
 */
export function letterGroupOf(facility: Facility): (typeof LETTER_GROUPS)[number]['group'] {
  const letter = [facility.ennme, facility.code]
    .map((text) => text.trim().charAt(0).toUpperCase())
    .find((first) => first >= 'A' && first <= 'Z');
  const match = letter ? LETTER_GROUPS.find(({ from, to }) => letter >= from && letter <= to) : undefined;
  return match ? match.group : 'Q-Z';
}

function compareByEnglishName(left: Facility, right: Facility): number {
  const leftName = left.ennme.toUpperCase();
  const rightName = right.ennme.toUpperCase();
  if (leftName !== rightName) return leftName < rightName ? -1 : 1;
  return left.code < right.code ? -1 : left.code > right.code ? 1 : 0;
}

/** The five groups in display order: HotPorts, RailStations, A-H, I-P, Q-Z; empty groups are kept. */
export function groupFacilities<Item extends Facility>(data: {
  hotPorts: readonly Item[];
  railStations: readonly Item[];
  portFacilities: readonly Item[];
}): FacilityGroup<Item>[] {
  const sorted = [...data.portFacilities].sort(compareByEnglishName);
  return [
    { group: 'HotPorts', facilities: [...data.hotPorts] },
    { group: 'RailStations', facilities: [...data.railStations] },
    ...LETTER_GROUPS.map(({ group }) => ({
      group,
      facilities: sorted.filter((facility) => letterGroupOf(facility) === group),
    })),
  ];
}
