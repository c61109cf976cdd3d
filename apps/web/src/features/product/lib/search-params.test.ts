import { describe, expect, it } from 'vitest';
import { isSearchable, readProductSearch, writeProductSearch } from './search-params';

const TODAY = '2026-11-22';
const read = (query: string) => readProductSearch(new URLSearchParams(query), TODAY);

describe('readProductSearch', () => {
  it("reads the home page's hot-route link and searches two weeks from its date", () => {
    expect(read('fpolCde=TAO&lpodCde=SHA&etd=2026-11-25')).toEqual({
      fpolCde: 'TAO',
      lpodCde: 'SHA',
      etdFrom: '2026-11-25',
      etdTo: '2026-12-08',
      cntrType: undefined,
      carrier: undefined,
      sort: 'etd',
      current: 1,
      size: 20,
    });
  });

  it('starts today without a date, or with a past or malformed one', () => {
    expect(read('').etdFrom).toBe(TODAY);
    expect(read('etd=2026-01-01').etdFrom).toBe(TODAY);
    expect(read('etd=2026-02-30').etdFrom).toBe(TODAY);
    expect(read('etd=tomorrow').etdFrom).toBe(TODAY);
  });

  it('keeps a valid end date and ignores one before the start', () => {
    expect(read('etd=2026-11-25&etdEnd=2026-12-31').etdTo).toBe('2026-12-31');
    expect(read('etd=2026-11-25&etdEnd=2026-11-24').etdTo).toBe('2026-12-08');
  });

  it('takes only the spec page sizes (10/15/20, default 20) and a known sort', () => {
    expect(read('size=15&current=3&sort=price')).toMatchObject({ size: 15, current: 3, sort: 'price' });
    expect(read('size=50&current=0&sort=drop').size).toBe(20);
    expect(read('current=-1').current).toBe(1);
    expect(read('sort=drop').sort).toBe('etd');
  });

  it('upper-cases codes and drops anything that is not a code', () => {
    expect(read('fpolCde=tao&cntrType=20gp&carrier=<script>')).toMatchObject({ fpolCde: 'TAO', cntrType: '20GP', carrier: undefined });
  });
});

describe('writeProductSearch', () => {
  it('round-trips and leaves defaults out', () => {
    const state = read('fpolCde=TAO&lpodCde=SHA&etd=2026-11-25&sort=transit&size=10&current=2&searchProductType=3');
    const written = writeProductSearch(state, { searchProductType: '3' });
    expect(written.get('searchProductType')).toBe('3');
    expect(readProductSearch(written, TODAY)).toEqual(state);
    expect(writeProductSearch(read('fpolCde=TAO')).toString()).toBe('fpolCde=TAO&etd=2026-11-22&etdEnd=2026-12-05');
  });
});

describe('isSearchable', () => {
  it('needs two different ports', () => {
    expect(isSearchable(read('fpolCde=TAO&lpodCde=SHA'))).toBe(true);
    expect(isSearchable(read('fpolCde=TAO'))).toBe(false);
    expect(isSearchable(read('fpolCde=TAO&lpodCde=TAO'))).toBe(false);
  });
});
