import { describe, expect, it } from 'vitest';
import { groupFacilities, isPort, letterGroupOf, type Facility } from './facility-groups';

function facility(code: string, ennme: string, type = 'P', cnnme = code): Facility {
  return { code, type, cnnme, ennme };
}

describe('groupFacilities (000 §3, 001 §3)', () => {
  const hotPorts = [facility('CNSHA', 'Shanghai'), facility('CNNSA', 'Nansha')];
  const railStations = [facility('XAZ', 'Xian Railway', 'R')];
  const portFacilities = [
    facility('CNYTN', 'Yantian'),
    facility('CNDLC', 'Dalian'),
    facility('CNHAK', 'Haikou'),
    facility('CNIQZ', 'Inner Harbour', 'T'),
    facility('CNPTN', 'Putian'),
    facility('CNQZH', 'Qinzhou'),
    facility('CNZJG', 'zhangjiagang'),
    facility('CNAQG', 'Anqing'),
    facility('CNJNZ', 'Jinzhou'),
  ];
  const groups = groupFacilities({ hotPorts, railStations, portFacilities });

  it('returns the groups in the order HotPorts, RailStations, A-H, I-P, Q-Z', () => {
    expect(groups.map((group) => group.group)).toEqual(['HotPorts', 'RailStations', 'A-H', 'I-P', 'Q-Z']);
  });

  it('keeps hot ports and rail stations as the server ordered them', () => {
    expect(groups[0]?.facilities.map((item) => item.code)).toEqual(['CNSHA', 'CNNSA']);
    expect(groups[1]?.facilities.map((item) => item.code)).toEqual(['XAZ']);
  });

  it('places port facilities by the first letter of the English name, sorted by it', () => {
    expect(groups[2]?.facilities.map((item) => item.ennme)).toEqual(['Anqing', 'Dalian', 'Haikou']);
    expect(groups[3]?.facilities.map((item) => item.ennme)).toEqual(['Inner Harbour', 'Jinzhou', 'Putian']);
    expect(groups[4]?.facilities.map((item) => item.ennme)).toEqual(['Qinzhou', 'Yantian', 'zhangjiagang']);
  });

  it('puts each boundary letter in its own group: H and I, P and Q', () => {
    expect(letterGroupOf(facility('X', 'Huangpu'))).toBe('A-H');
    expect(letterGroupOf(facility('X', 'Incheon'))).toBe('I-P');
    expect(letterGroupOf(facility('X', 'Penglai'))).toBe('I-P');
    expect(letterGroupOf(facility('X', 'Quanzhou'))).toBe('Q-Z');
  });

  it('falls back to the code when the English name does not start with a letter', () => {
    expect(letterGroupOf(facility('CNBAY', '2nd Terminal'))).toBe('A-H');
    expect(letterGroupOf(facility('', ''))).toBe('Q-Z');
  });

  it('keeps empty groups and does not change its input', () => {
    const empty = groupFacilities({ hotPorts: [], railStations: [], portFacilities: [] });
    expect(empty.map((group) => group.facilities.length)).toEqual([0, 0, 0, 0, 0]);
    expect(portFacilities[0]?.ennme).toBe('Yantian');
  });

  it('recognises ports by type P', () => {
    expect(isPort(facility('CNSHA', 'Shanghai'))).toBe(true);
    expect(isPort(facility('CNIQZ', 'Inner Harbour', 'T'))).toBe(false);
  });
});
