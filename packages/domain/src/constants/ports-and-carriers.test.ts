import { describe, expect, it } from 'vitest';
import { CARRIERS, DEFAULT_CARRIER, filterRateTypes, PORT_LIST_GROUPS } from './ports-and-carriers';

describe('carriers and port groups (000 §1, §9)', () => {
  it('lists the seven carriers with PAN as default', () => {
    expect(CARRIERS).toEqual(['PAN', 'ANT', 'HED', 'XIN', 'JUN', 'ZHG', 'NBY']);
    expect(DEFAULT_CARRIER).toBe('PAN');
  });

  it('orders the port picker groups', () => {
    expect(PORT_LIST_GROUPS).toEqual(['HotPorts', 'RailStations', 'A-H', 'I-P', 'Q-Z']);
  });
});

describe('filterRateTypes (000 §9)', () => {
  it('removes JJY from a list of codes and keeps the order of the rest', () => {
    expect(filterRateTypes(['ZX', 'JJY', 'TY'])).toEqual(['ZX', 'TY']);
  });

  it('removes JJY records read through a code accessor', () => {
    const rateTypes = [
      { rateTypeCde: 'JJY', name: '集疏运' },
      { rateTypeCde: 'ZX', name: '直线' },
    ];
    expect(filterRateTypes(rateTypes, (rateType) => rateType.rateTypeCde)).toEqual([{ rateTypeCde: 'ZX', name: '直线' }]);
  });

  it('is case-sensitive, like the code it filters', () => {
    expect(filterRateTypes(['jjy'])).toEqual(['jjy']);
  });
});
