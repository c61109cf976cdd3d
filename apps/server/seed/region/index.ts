import { region } from '../../src/modules/region/region.tables';
import type { Seeder } from '../seeder';
import { COASTAL_REGIONS, type RegionNode } from './regions';

const LEVELS = ['Province', 'City', 'County', 'Towns', 'Street'] as const;
const SUFFIXES = ['特别行政区', '壮族自治区', '自治区', '街道', '新区', '省', '市', '区', '县', '镇', '乡'];

/** 浙江省 → 浙江, 北仑区 → 北仑, 滨海新区 → 滨海; two characters are kept (市南区 → 市南). */
export function shortRegionName(name: string): string {
  for (const suffix of SUFFIXES) {
    if (name.endsWith(suffix) && name.length - suffix.length >= 2) return name.slice(0, -suffix.length);
  }
  return name;
}

/** Flattens the tree; a node's level is its depth, except Guangdong's Dongguan-style cities whose children are towns. */
export function flattenRegions(nodes: readonly RegionNode[]) {
  const rows: Array<typeof region.$inferInsert> = [];
  const walk = (list: readonly RegionNode[], parentCode: string | null, depth: number) => {
    list.forEach(([code, name, children], index) => {
      const level = code.length > 6 ? 'Towns' : LEVELS[depth]!;
      rows.push({ code, parentCode, level, name, shortName: shortRegionName(name), sort: index });
      if (children) walk(children, code, depth + 1);
    });
  };
  walk(nodes, null, 0);
  return rows;
}

/** The region tree (reference data the address picker and door-point lists need on a fresh system). */
export const regionSeeder: Seeder = {
  area: 'region',
  async seed(tx) {
    await tx.insert(region).values(flattenRegions(COASTAL_REGIONS)).onConflictDoNothing();
  },
};
