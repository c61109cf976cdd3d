import { describe, expect, it } from 'vitest';
import { decideCargoAcceptance, type CargoFacts } from './cargo-acceptance';

const corn: CargoFacts = { cargoBriefDescCode: '100001', cargoBriefDescCnnme: '玉米', cargoTypeCode: '0', cargoTypeCnnme: '普通货物', isDangerous: false, isSpecialLine: false };
const paint: CargoFacts = { cargoBriefDescCode: '810001', cargoBriefDescCnnme: '油漆', cargoTypeCode: '1', cargoTypeCnnme: '危险品', isDangerous: true, isSpecialLine: false };
const oil: CargoFacts = { cargoBriefDescCode: '800001', cargoBriefDescCnnme: '食用油', cargoTypeCode: '110', cargoTypeCnnme: '液袋货物', isDangerous: false, isSpecialLine: true };
const general = { cargoTypeCode: null, rules: [] };

describe('cargo acceptance (001 §5 canOrder)', () => {
  it('allows a common product without any check', () => {
    expect(decideCargoAcceptance({ selection: { cargoType: 0 }, cargo: paint, product: general })).toEqual({ canOrder: true, reason: null });
  });

  it('refuses dangerous cargo with a reason, unless the product allows it', () => {
    expect(decideCargoAcceptance({ cargo: paint, product: general })).toEqual({ canOrder: false, reason: expect.stringContaining('危险品') });
    expect(decideCargoAcceptance({ cargo: paint, product: { cargoTypeCode: null, rules: [{ effect: 'ALLOW', cargoTypeCode: '1' }] } }).canOrder).toBe(true);
  });

  it('keeps special-line cargo and special-line products together', () => {
    expect(decideCargoAcceptance({ cargo: oil, product: general })).toMatchObject({ canOrder: false, reason: expect.stringContaining('专线') });
    expect(decideCargoAcceptance({ cargo: corn, product: { cargoTypeCode: '110', rules: [] }, productCargoTypeCnnme: '液袋货物' })).toEqual({
      canOrder: false,
      reason: '该产品为液袋货物专线，仅承运液袋货物',
    });
    expect(decideCargoAcceptance({ cargo: oil, product: { cargoTypeCode: '110', rules: [] } }).canOrder).toBe(true);
  });

  it('applies the product rules: commodity before type, deny reason shown, allow list closes the rest', () => {
    const rules = [
      { effect: 'DENY' as const, cargoBriefDescCode: '100001', reason: '该航线暂停承运玉米' },
      { effect: 'ALLOW' as const, cargoTypeCode: '0' },
    ];
    expect(decideCargoAcceptance({ cargo: corn, product: { cargoTypeCode: null, rules } })).toEqual({ canOrder: false, reason: '该航线暂停承运玉米' });
    expect(decideCargoAcceptance({ cargo: { ...corn, cargoBriefDescCode: '100002', cargoBriefDescCnnme: '大豆' }, product: { cargoTypeCode: null, rules } }).canOrder).toBe(true);
    expect(decideCargoAcceptance({ cargo: { ...corn, cargoBriefDescCode: '830001', cargoTypeCode: '3', cargoBriefDescCnnme: '大型设备' }, product: { cargoTypeCode: null, rules } })).toEqual({
      canOrder: false,
      reason: '该产品不承运大型设备',
    });
  });

  it('refuses a container type that cannot carry the cargo, and a missing cargo', () => {
    expect(decideCargoAcceptance({ cargo: corn, product: general, cntrType: '20RF', containerCargoTypes: ['2'] })).toEqual({
      canOrder: false,
      reason: '20RF箱型不能装载普通货物',
    });
    expect(decideCargoAcceptance({ cargo: null, product: general }).canOrder).toBe(false);
  });

  it('answers the shopping box with only a cargo type: a special line accepts its own type until the commodity is chosen', () => {
    const liquidBagType = { cargoTypeCode: '110', cargoTypeCnnme: '液袋货物', isDangerous: false, isSpecialLine: true };
    const liquidBagLine = { cargoTypeCode: '110', rules: [] };
    expect(decideCargoAcceptance({ selection: { cargoType: 1, cgoTypeCde: '110' }, cargo: null, cargoTypeOnly: liquidBagType, product: liquidBagLine })).toEqual({ canOrder: true, reason: null });
    expect(decideCargoAcceptance({ cargo: null, cargoTypeOnly: liquidBagType, product: general })).toEqual({ canOrder: false, reason: '液袋货物请选择对应的专线产品下单' });
    expect(decideCargoAcceptance({ cargo: null, cargoTypeOnly: { ...liquidBagType, cargoTypeCode: '0', cargoTypeCnnme: '普通货物', isSpecialLine: false }, product: liquidBagLine, productCargoTypeCnnme: '液袋货物' })).toEqual({
      canOrder: false,
      reason: '该产品为液袋货物专线，仅承运液袋货物',
    });
    expect(decideCargoAcceptance({ cargo: null, cargoTypeOnly: liquidBagType, product: liquidBagLine, cntrType: '20RF', containerCargoTypes: ['2'] })).toEqual({
      canOrder: false,
      reason: '20RF箱型不能装载液袋货物',
    });
    const suspended = { cargoTypeCode: '110', rules: [{ effect: 'DENY' as const, cargoTypeCode: '110', reason: '液袋专线本周停航' }] };
    expect(decideCargoAcceptance({ cargo: null, cargoTypeOnly: liquidBagType, product: suspended })).toEqual({ canOrder: false, reason: '液袋专线本周停航' });
    const dangerousType = { cargoTypeCode: '1', cargoTypeCnnme: '危险品', isDangerous: true, isSpecialLine: false };
    expect(decideCargoAcceptance({ cargo: null, cargoTypeOnly: dangerousType, product: general }).canOrder).toBe(false);
    expect(decideCargoAcceptance({ cargo: null, cargoTypeOnly: dangerousType, product: { cargoTypeCode: null, rules: [{ effect: 'ALLOW', cargoTypeCode: '1' }] } }).canOrder).toBe(true);
  });
});
