import { describe, expect, it } from 'vitest';
import { computeFreightIndex, freightIndexCategoryOfProvince, freightIndexSampleTimes, type PriceHistoryRow } from './freight-index';
import { isSailingBookable, sailingTransitDays } from './sailing';

const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe('freight index (001 §9)', () => {
  it('maps loading-port provinces to the regional categories', () => {
    expect(freightIndexCategoryOfProvince('辽宁')).toBe('NORTHEAST');
    expect(freightIndexCategoryOfProvince('天津')).toBe('NORTH');
    expect(freightIndexCategoryOfProvince('山东')).toBe('SHANDONG');
    expect(freightIndexCategoryOfProvince('浙江')).toBe('EAST');
    expect(freightIndexCategoryOfProvince('福建')).toBe('FUJIAN');
    expect(freightIndexCategoryOfProvince('广西')).toBe('SOUTH');
    expect(freightIndexCategoryOfProvince('西藏')).toBeNull();
  });

  it('samples back from the end by the period, oldest first', () => {
    const times = freightIndexSampleTimes('WEEK', day('2026-11-20'), 21);
    expect(times.map((time) => time.toISOString().slice(0, 10))).toEqual(['2026-10-30', '2026-11-06', '2026-11-13', '2026-11-20']);
    expect(freightIndexSampleTimes('MONTH', day('2026-11-20')).length).toBe(7);
  });

  it('is 1000 at the base and follows the basket relative to the base', () => {
    const rows: PriceHistoryRow[] = [
      { seriesKey: 'a', province: '辽宁', priceFen: 200_000, validFrom: '2026-01-01T00:00:00Z', validTo: '2026-11-10T00:00:00Z' },
      { seriesKey: 'a', province: '辽宁', priceFen: 220_000, validFrom: '2026-11-10T00:00:00Z', validTo: null },
      { seriesKey: 'b', province: '上海', priceFen: 300_000, validFrom: '2026-01-01T00:00:00Z', validTo: null },
      // Added after the base: not in the basket.
      { seriesKey: 'c', province: '上海', priceFen: 900_000, validFrom: '2026-11-05T00:00:00Z', validTo: null },
    ];
    const [composite, northeast, east, south] = computeFreightIndex({
      rows,
      times: [day('2026-11-01'), day('2026-11-15')],
      categories: ['COMPOSITE', 'NORTHEAST', 'EAST', 'SOUTH'],
    });
    expect(composite?.points.map((point) => point.index)).toEqual([1000, 1040]);
    expect(composite?.points[1]).toMatchObject({ averagePriceFen: 260_000, sampleSize: 2 });
    expect(northeast?.points.map((point) => point.index)).toEqual([1000, 1100]);
    expect(east?.points.map((point) => point.index)).toEqual([1000, 1000]);
    expect(south?.points.map((point) => point.index)).toEqual([null, null]);
  });
});

describe('sailing', () => {
  const now = new Date('2026-11-20T00:00:00Z');
  it('is bookable only when active, open, not closed and not departed', () => {
    const open = { isProductActive: true, voyageStatus: 'open', isClosed: false, etd: '2026-11-25T00:00:00Z' };
    expect(isSailingBookable(open, now)).toBe(true);
    expect(isSailingBookable({ ...open, etd: '2026-11-19T00:00:00Z' }, now)).toBe(false);
    expect(isSailingBookable({ ...open, voyageStatus: 'closed' }, now)).toBe(false);
    expect(isSailingBookable({ ...open, isClosed: true }, now)).toBe(false);
    expect(isSailingBookable({ ...open, isProductActive: false }, now)).toBe(false);
    // The carrier recorded the departure from the loading port before the scheduled ETD: closed.
    expect(isSailingBookable({ ...open, atd: '2026-11-19T00:00:00Z' }, now)).toBe(false);
    expect(isSailingBookable({ ...open, atd: null }, now)).toBe(true);
  });

  it('closes for booking 24 hours before the loading call\u2019s departure, not at it', () => {
    const sailing = (etd: string) => ({ isProductActive: true, voyageStatus: 'open', isClosed: false, etd });
    expect(isSailingBookable(sailing('2026-11-21T00:01:00Z'), now)).toBe(true);
    expect(isSailingBookable(sailing('2026-11-21T00:00:00Z'), now)).toBe(false);
    expect(isSailingBookable(sailing('2026-11-20T14:00:00Z'), now)).toBe(false);
  });

  it('counts transit days rounded up plus rail days', () => {
    expect(sailingTransitDays('2026-11-20T10:00:00Z', '2026-11-24T08:00:00Z')).toBe(4);
    expect(sailingTransitDays('2026-11-20T10:00:00Z', '2026-11-24T12:00:00Z', 3)).toBe(8);
  });
});
