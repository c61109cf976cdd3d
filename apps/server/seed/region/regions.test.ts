import { describe, expect, it } from 'vitest';
import { flattenRegions, shortRegionName } from './index';
import { COASTAL_REGIONS } from './regions';

describe('seeded region tree', () => {
  const rows = flattenRegions(COASTAL_REGIONS);

  it('has unique codes, each under its parent’s code prefix and at the right level', () => {
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
    const byCode = new Map(rows.map((row) => [row.code, row]));
    const prefix = { Province: 2, City: 4, County: 6, Towns: 9, Street: 12 } as const;
    for (const row of rows) {
      if (row.parentCode === null || row.parentCode === undefined) {
        expect(row.level, row.code).toBe('Province');
        expect(row.code, row.name).toMatch(/^\d{2}0000$/);
        continue;
      }
      const parent = byCode.get(row.parentCode)!;
      expect(parent, row.code).toBeDefined();
      const kept = prefix[parent.level as keyof typeof prefix];
      expect(row.code.slice(0, kept), `${row.name} under ${parent.name}`).toBe(parent.code.slice(0, kept));
      if (row.level === 'City') expect(row.code, row.name).toMatch(/^\d{4}00$/);
      if (row.level === 'County') expect(row.code, row.name).toMatch(/^\d{6}$/);
      if (row.level === 'Towns') expect(row.code, row.name).toMatch(/^\d{9}$/);
    }
  });

  it('covers the coastal provinces and the journey’s 浙江省/宁波市/北仑区', () => {
    const provinces = rows.filter((row) => row.level === 'Province').map((row) => row.name);
    expect(provinces).toEqual(['天津市', '河北省', '辽宁省', '上海市', '江苏省', '浙江省', '福建省', '山东省', '广东省', '广西壮族自治区', '海南省']);
    expect(rows.find((row) => row.code === '330206')).toMatchObject({ name: '北仑区', level: 'County', parentCode: '330200' });
  });

  it('shortens names for recognition but keeps two characters', () => {
    expect(shortRegionName('浙江省')).toBe('浙江');
    expect(shortRegionName('广西壮族自治区')).toBe('广西');
    expect(shortRegionName('北仑区')).toBe('北仑');
    expect(shortRegionName('新碶街道')).toBe('新碶');
    expect(shortRegionName('市南区')).toBe('市南');
    expect(shortRegionName('盐田区')).toBe('盐田');
  });
});
