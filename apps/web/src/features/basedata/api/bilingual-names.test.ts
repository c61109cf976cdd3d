import type { TGetAllPortResponse } from '@coastbook/contracts';
import { describe, expect, it } from 'vitest';
import { bilingualNames } from './bilingual-names';

const facilities: TGetAllPortResponse = {
  hotPorts: [{ code: 'SHA', type: 'P', cnnme: '上海', ennme: 'Shanghai' }],
  railStations: [{ code: 'XAR', type: 'R', cnnme: '西安', ennme: "Xi'an" }],
  portFacilities: [
    { code: 'SHA', type: 'P', cnnme: '上海', ennme: 'Shanghai' },
    { code: 'QZH', type: 'P', cnnme: '钦州', ennme: 'Qinzhou' },
  ],
};
const sailing = { fpolCde: 'SHA', fpolCnnme: '上海', lpodCde: 'QZH', lpodCnnme: '钦州' };

describe('bilingualNames', () => {
  it('names places by code in English, and keeps the Chinese name for an unknown code or while the data loads', () => {
    const english = bilingualNames('en', facilities);
    expect(english.route(sailing)).toBe('Shanghai → Qinzhou');
    expect(english.place('XAR', '西安')).toBe("Xi'an");
    expect(english.place('ZZZ', '未知港')).toBe('未知港');
    expect(english.place(null, '上海')).toBe('上海');
    expect(bilingualNames('en', undefined).route(sailing)).toBe('上海 → 钦州');
  });

  it('keeps the answer’s Chinese names on a Chinese page', () => {
    const chinese = bilingualNames('zh', facilities);
    expect(chinese.route(sailing)).toBe('上海 → 钦州');
    expect(chinese.vessel({ vslCnnme: '泛海东海', vslEnnme: 'PAN DONGHAI' })).toBe('泛海东海');
  });

  it('brackets the code in each language’s own way', () => {
    expect(bilingualNames('zh', facilities).placeWithCode('QZH', '钦州')).toBe('钦州（QZH）');
    expect(bilingualNames('en', facilities).placeWithCode('QZH', '钦州')).toBe('Qinzhou (QZH)');
    expect(bilingualNames('en', facilities).containerType({ cntrType: '20GP', cntrTypeCnnme: '20尺普通箱', cntrTypeEnnme: "20' General Purpose" })).toBe("20GP (20' General Purpose)");
    expect(bilingualNames('zh', facilities).containerType({ cntrType: '20GP', cntrTypeCnnme: null, cntrTypeEnnme: null })).toBe('20GP');
  });

  it('lists an order’s containers with each language’s comma', () => {
    const counts = [
      { cntrType: '20GP', quantity: 2 },
      { cntrType: '40HQ', quantity: 1 },
    ];
    expect(bilingualNames('zh', facilities).containerCounts(counts)).toBe('20GP×2，40HQ×1');
    expect(bilingualNames('en', facilities).containerCounts(counts)).toBe('20GP×2, 40HQ×1');
    expect(bilingualNames('en', facilities).containerCounts([])).toBe('');
  });

  it('falls back to the Chinese cargo name when the cargo has no English one', () => {
    expect(bilingualNames('en', facilities).cargo({ cgoBriefDescCnnme: '玉米', cgoBriefDescEnnme: null })).toBe('玉米');
    expect(bilingualNames('en', facilities).cargo({ cgoBriefDescCnnme: '玉米', cgoBriefDescEnnme: 'Corn' })).toBe('Corn');
  });
});
