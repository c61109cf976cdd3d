import type { containerType, containerWeightLimit, reeferTemperatureLimit } from '../../src/modules/basedata/basedata.tables';

type ContainerTypeRow = typeof containerType.$inferInsert;

type Kind = 'GP' | 'HQ' | 'RF' | 'RH' | 'OT' | 'FR' | 'TK';

function box(sizeFt: 20 | 40 | 45, kind: Kind, cnnme: string, ennme: string): ContainerTypeRow {
  return {
    code: `${sizeFt}${kind}`,
    cnnme,
    ennme,
    sizeFt,
    isHighCube: kind === 'HQ' || kind === 'RH',
    isReefer: kind === 'RF' || kind === 'RH',
    isOpenTop: kind === 'OT',
    isFlatRack: kind === 'FR',
    isTank: kind === 'TK',
    teu: sizeFt === 20 ? 1 : sizeFt === 40 ? 2 : 2.25,
  };
}

export const CONTAINER_TYPES: ContainerTypeRow[] = [
  box(20, 'GP', '20尺普通箱', "20' General Purpose"),
  box(40, 'GP', '40尺普通箱', "40' General Purpose"),
  box(40, 'HQ', '40尺高箱', "40' High Cube"),
  box(45, 'HQ', '45尺高箱', "45' High Cube"),
  box(20, 'RF', '20尺冷藏箱', "20' Reefer"),
  box(40, 'RF', '40尺冷藏箱', "40' Reefer"),
  box(40, 'RH', '40尺高冷箱', "40' Reefer High Cube"),
  box(20, 'OT', '20尺开顶箱', "20' Open Top"),
  box(40, 'OT', '40尺开顶箱', "40' Open Top"),
  box(20, 'FR', '20尺框架箱', "20' Flat Rack"),
  box(40, 'FR', '40尺框架箱', "40' Flat Rack"),
  box(20, 'TK', '20尺罐箱', "20' Tank"),
];

/** Settable range of each reefer type (°C): the older 20/40 units hold -25..+25, the high-cube -30..+30. */
export const REEFER_TEMPERATURE_LIMITS: Array<typeof reeferTemperatureLimit.$inferInsert> = [
  { containerTypeCode: '20RF', minCelsius: -25, maxCelsius: 25 },
  { containerTypeCode: '40RF', minCelsius: -25, maxCelsius: 25 },
  { containerTypeCode: '40RH', minCelsius: -30, maxCelsius: 30 },
];

/**
 * Declared cargo weight per container (kg): at least one tonne (an empty declaration is refused),
 * at most the payload the domestic fleet accepts for the type.
 */
const MAX_CARGO_WEIGHT_KG: Record<string, number> = {
  '20GP': 28_000,
  '40GP': 28_000,
  '40HQ': 28_500,
  '45HQ': 27_700,
  '20RF': 27_000,
  '40RF': 27_500,
  '40RH': 29_000,
  '20OT': 28_000,
  '40OT': 26_500,
  '20FR': 30_000,
  '40FR': 40_000,
  '20TK': 26_000,
};

export const CONTAINER_WEIGHT_LIMITS: Array<typeof containerWeightLimit.$inferInsert> = Object.entries(MAX_CARGO_WEIGHT_KG).map(
  ([containerTypeCode, maxWeightKg]) => ({ containerTypeCode, minWeightKg: 1_000, maxWeightKg }),
);
