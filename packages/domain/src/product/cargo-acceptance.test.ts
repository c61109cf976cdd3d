import { describe, expect, it } from 'vitest';
import { decideCargoAcceptance, type CargoFacts } from './cargo-acceptance';

const corn: CargoFacts = {
  cargoBriefDescCode: '100001',
  cargoBriefDescCnnme: '玉米',
  cargoBriefDescEnnme: 'Corn',
  cargoTypeCode: '0',
  cargoTypeCnnme: '普通货物',
  cargoTypeEnnme: 'General cargo',
  isDangerous: false,
  isSpecialLine: false,
};
const paint: CargoFacts = {
  cargoBriefDescCode: '810001',
  cargoBriefDescCnnme: '油漆',
  cargoBriefDescEnnme: 'Paint',
  cargoTypeCode: '1',
  cargoTypeCnnme: '危险品',
  cargoTypeEnnme: 'Dangerous goods',
  isDangerous: true,
  isSpecialLine: false,
};
const oil: CargoFacts = {
  cargoBriefDescCode: '800001',
  cargoBriefDescCnnme: '食用油',
  cargoBriefDescEnnme: 'Edible oil',
  cargoTypeCode: '110',
  cargoTypeCnnme: '液袋货物',
  cargoTypeEnnme: 'Flexitank liquid cargo',
  isDangerous: false,
  isSpecialLine: true,
};
const general = { cargoTypeCode: null, rules: [] };
const liquidBagNames = { productCargoTypeCnnme: '液袋货物', productCargoTypeEnnme: 'Flexitank liquid cargo' };

describe('cargo acceptance (001 §5 canOrder)', () => {
  it('allows a common product without any check', () => {
    expect(decideCargoAcceptance({ selection: { cargoType: 0 }, cargo: paint, product: general })).toEqual({ canOrder: true, reason: null });
  });

  it('refuses dangerous cargo with a reason in both languages, unless the product allows it', () => {
    expect(decideCargoAcceptance({ cargo: paint, product: general })).toEqual({
      canOrder: false,
      reason: {
        zh: '油漆属于危险品，该产品不承运危险品，请联系客服办理',
        en: 'Paint is dangerous goods, which this product does not carry; please contact customer service',
      },
    });
    expect(decideCargoAcceptance({ cargo: paint, product: { cargoTypeCode: null, rules: [{ effect: 'ALLOW', cargoTypeCode: '1' }] } }).canOrder).toBe(true);
  });

  it('keeps special-line cargo and special-line products together', () => {
    expect(decideCargoAcceptance({ cargo: oil, product: general })).toEqual({
      canOrder: false,
      reason: { zh: '食用油属于液袋货物，请选择对应的专线产品下单', en: 'Edible oil is "Flexitank liquid cargo", please book it on the matching special line product' },
    });
    expect(decideCargoAcceptance({ cargo: corn, product: { cargoTypeCode: '110', rules: [] }, ...liquidBagNames })).toEqual({
      canOrder: false,
      reason: { zh: '该产品为液袋货物专线，仅承运液袋货物', en: 'This product is a special line for "Flexitank liquid cargo" only' },
    });
    expect(decideCargoAcceptance({ cargo: oil, product: { cargoTypeCode: '110', rules: [] } }).canOrder).toBe(true);
  });

  it('names a special line by its code in a language whose name is not known', () => {
    expect(decideCargoAcceptance({ cargo: corn, product: { cargoTypeCode: '110', rules: [] }, productCargoTypeCnnme: '液袋货物' }).reason).toEqual({
      zh: '该产品为液袋货物专线，仅承运液袋货物',
      en: 'This product is a special line for "110" only',
    });
    expect(decideCargoAcceptance({ cargo: corn, product: { cargoTypeCode: '110', rules: [] } }).reason).toEqual({
      zh: '该产品为110专线，仅承运110',
      en: 'This product is a special line for "110" only',
    });
  });

  it('applies the product rules: commodity before type, deny reason shown as written in both languages, allow list closes the rest', () => {
    const rules = [
      { effect: 'DENY' as const, cargoBriefDescCode: '100001', reason: '该航线暂停承运玉米' },
      { effect: 'ALLOW' as const, cargoTypeCode: '0' },
    ];
    expect(decideCargoAcceptance({ cargo: corn, product: { cargoTypeCode: null, rules } })).toEqual({ canOrder: false, reason: { zh: '该航线暂停承运玉米', en: '该航线暂停承运玉米' } });
    expect(decideCargoAcceptance({ cargo: { ...corn, cargoBriefDescCode: '100002', cargoBriefDescCnnme: '大豆' }, product: { cargoTypeCode: null, rules } }).canOrder).toBe(true);
    const equipment = { ...corn, cargoBriefDescCode: '830001', cargoTypeCode: '3', cargoBriefDescCnnme: '大型设备', cargoBriefDescEnnme: 'Heavy equipment' };
    expect(decideCargoAcceptance({ cargo: equipment, product: { cargoTypeCode: null, rules } })).toEqual({
      canOrder: false,
      reason: { zh: '该产品不承运大型设备', en: 'Heavy equipment is not carried on this product' },
    });
    const deniedWithoutReason = { cargoTypeCode: null, rules: [{ effect: 'DENY' as const, cargoBriefDescCode: '100001' }] };
    expect(decideCargoAcceptance({ cargo: corn, product: deniedWithoutReason }).reason).toEqual({ zh: '该产品不承运玉米', en: 'Corn is not carried on this product' });
  });

  it('refuses a container type that cannot carry the cargo, and a missing cargo', () => {
    expect(decideCargoAcceptance({ cargo: corn, product: general, cntrType: '20RF', containerCargoTypes: ['2'] })).toEqual({
      canOrder: false,
      reason: { zh: '20RF箱型不能装载普通货物', en: 'General cargo cannot be loaded into 20RF containers' },
    });
    expect(decideCargoAcceptance({ cargo: null, product: general })).toEqual({ canOrder: false, reason: { zh: '请选择货物品名', en: 'Choose the cargo description' } });
  });

  it('answers the shopping box with only a cargo type: a special line accepts its own type until the commodity is chosen', () => {
    const liquidBagType = { cargoTypeCode: '110', cargoTypeCnnme: '液袋货物', cargoTypeEnnme: 'Flexitank liquid cargo', isDangerous: false, isSpecialLine: true };
    const liquidBagLine = { cargoTypeCode: '110', rules: [] };
    expect(decideCargoAcceptance({ selection: { cargoType: 1, cgoTypeCde: '110' }, cargo: null, cargoTypeOnly: liquidBagType, product: liquidBagLine })).toEqual({ canOrder: true, reason: null });
    expect(decideCargoAcceptance({ cargo: null, cargoTypeOnly: liquidBagType, product: general })).toEqual({
      canOrder: false,
      reason: { zh: '液袋货物请选择对应的专线产品下单', en: 'Please book "Flexitank liquid cargo" on the matching special line product' },
    });
    const generalType = { ...liquidBagType, cargoTypeCode: '0', cargoTypeCnnme: '普通货物', cargoTypeEnnme: 'General cargo', isSpecialLine: false };
    expect(decideCargoAcceptance({ cargo: null, cargoTypeOnly: generalType, product: liquidBagLine, ...liquidBagNames })).toEqual({
      canOrder: false,
      reason: { zh: '该产品为液袋货物专线，仅承运液袋货物', en: 'This product is a special line for "Flexitank liquid cargo" only' },
    });
    expect(decideCargoAcceptance({ cargo: null, cargoTypeOnly: liquidBagType, product: liquidBagLine, cntrType: '20RF', containerCargoTypes: ['2'] })).toEqual({
      canOrder: false,
      reason: { zh: '20RF箱型不能装载液袋货物', en: 'Flexitank liquid cargo cannot be loaded into 20RF containers' },
    });
    const suspended = { cargoTypeCode: '110', rules: [{ effect: 'DENY' as const, cargoTypeCode: '110', reason: '液袋专线本周停航' }] };
    expect(decideCargoAcceptance({ cargo: null, cargoTypeOnly: liquidBagType, product: suspended })).toEqual({ canOrder: false, reason: { zh: '液袋专线本周停航', en: '液袋专线本周停航' } });
    const dangerousType = { cargoTypeCode: '1', cargoTypeCnnme: '危险品', cargoTypeEnnme: 'Dangerous goods', isDangerous: true, isSpecialLine: false };
    expect(decideCargoAcceptance({ cargo: null, cargoTypeOnly: dangerousType, product: general })).toEqual({
      canOrder: false,
      reason: { zh: '该产品不承运危险品，请联系客服办理', en: 'This product does not carry "Dangerous goods"; please contact customer service' },
    });
    expect(decideCargoAcceptance({ cargo: null, cargoTypeOnly: dangerousType, product: { cargoTypeCode: null, rules: [{ effect: 'ALLOW', cargoTypeCode: '1' }] } }).canOrder).toBe(true);
  });
});
