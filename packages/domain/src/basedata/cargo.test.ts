import { describe, expect, it } from 'vitest';
import { canProceedWithCargo, isCommonProduct } from './cargo';

describe('isCommonProduct (001 §3)', () => {
  it('is common with cargo type 0 and no codes', () => {
    expect(isCommonProduct({ cargoType: 0 })).toBe(true);
    expect(isCommonProduct({ cargoType: '0', cgoBriefDescCde: '', cgoSubTypeCde: null, cgoTypeCde: undefined })).toBe(true);
  });

  it('is not common with any code set', () => {
    expect(isCommonProduct({ cargoType: 0, cgoBriefDescCde: 'GEN01' })).toBe(false);
    expect(isCommonProduct({ cargoType: 0, cgoSubTypeCde: 'S1' })).toBe(false);
    expect(isCommonProduct({ cargoType: 0, cgoTypeCde: '110' })).toBe(false);
  });

  it('is not common with another or a missing cargo type', () => {
    expect(isCommonProduct({ cargoType: 1 })).toBe(false);
    expect(isCommonProduct({ cargoType: '' })).toBe(false);
    expect(isCommonProduct({ cargoType: null })).toBe(false);
  });
});

describe('canProceedWithCargo (001 §5)', () => {
  it('always lets a common product through, whatever the response', () => {
    expect(canProceedWithCargo(undefined, true)).toBe(true);
    expect(canProceedWithCargo({ data: { canOrder: false } }, true)).toBe(true);
  });

  it('lets other products through only when canOrder is true', () => {
    expect(canProceedWithCargo({ data: { canOrder: true } }, false)).toBe(true);
    expect(canProceedWithCargo({ data: { canOrder: false } }, false)).toBe(false);
  });

  it('treats a missing response, missing data or missing canOrder as not orderable', () => {
    expect(canProceedWithCargo(undefined, false)).toBe(false);
    expect(canProceedWithCargo(null, false)).toBe(false);
    expect(canProceedWithCargo({ data: null }, false)).toBe(false);
    expect(canProceedWithCargo({}, false)).toBe(false);
    expect(canProceedWithCargo({ data: {} }, false)).toBe(false);
  });
});
