import { describe, expect, it } from 'vitest';
import { labelOf, valuesOf } from './labelled-list';
import { ADDRESS_LEVELS, ADDRESS_TYPES, HOT_ADDRESS_TYPES, TITLE_OPTIONS } from './address';
import { USER_LEVELS } from './membership';
import {
  ACCOUNT_TYPES,
  INVOICE_TAX_RATES,
  PAY_WAYS,
  PAYERS,
  PAYMENT_CHANNELS,
  PAYMENT_PURPOSES,
  PROMOTION_CHARGE_TYPES,
  UNION_PAYMENT_TYPES,
} from './payment';
import {
  LIQUID_BAG_CARGO_TYPE_CODE,
  LIQUID_BAG_SERVICE_CODE,
  PRODUCT_KINDS,
  PRODUCT_TYPES,
  SERVICE_TYPES,
  SHIPPING_TERMS,
} from './product';
import { DIRECTIONS } from './ports-and-carriers';
import { CLIENT_KINDS } from './session';
import { POINT_LEDGER_TYPES } from './points';
import { BUTTON_LOCK_MS, SLIDE_PUZZLE, TEXT_TRUNCATE_DEFAULT, BACK_TO_TOP_SCROLL_THRESHOLD_PX, FLOAT_MENU_SCROLL_THRESHOLD_PX } from './shell';

describe('enumerations named by 000 §9 and 001 §9', () => {
  it('labels address types as the portal does', () => {
    expect(ADDRESS_TYPES.map((type) => `${type.value}:${type.zh}`)).toEqual([
      'S:发货人',
      'B:订舱代理',
      'N:通知人',
      'C:收货人',
      'L:装货门点地址',
      'D:卸货门点地址',
      'I:发票地址',
      'E:紧急联系人',
    ]);
    expect(valuesOf(HOT_ADDRESS_TYPES)).toEqual(['O', 'I']);
    expect(valuesOf(ADDRESS_LEVELS)).toEqual(['Common', 'Province', 'City', 'County', 'Towns', 'Street']);
  });

  it('offers the four salutations', () => {
    expect(TITLE_OPTIONS.map((title) => [title.zh, title.en])).toEqual([
      ['先生', 'Mr.'],
      ['小姐', 'Miss'],
      ['女士', 'Ms.'],
      ['老师', 'Teacher'],
    ]);
  });

  it('names the user levels 1-4', () => {
    expect(USER_LEVELS.map((level) => labelOf(USER_LEVELS, level.value))).toEqual(['银卡', '金卡', '钻石卡', '金钻卡']);
    expect(labelOf(USER_LEVELS, 4, 'en')).toBe('Golden diamond card');
  });

  it('has the payment codes', () => {
    expect(valuesOf(PAY_WAYS)).toEqual([0, 1, 2, 3]);
    expect(labelOf(PAY_WAYS, 3, 'en')).toBe('Bank credit');
    expect(valuesOf(PAYMENT_CHANNELS)).toEqual([
      'WECHAT',
      'ALIPAY',
      'ACCOUNTSTORE',
      'UNION',
      'NAVITE_WECHAT',
      'CITIC_LOAN',
      'CREDIT_ACCOUNTSTORE',
      'ALIMYBANK_LOAN',
    ]);
    expect(ACCOUNT_TYPES.map((type) => [type.code, type.value])).toEqual([
      ['EPAN', 0],
      ['CREDIT', 3],
    ]);
    expect(valuesOf(PAYERS)).toEqual([0, 1]);
    expect(valuesOf(PAYMENT_PURPOSES)).toEqual([0, 1, 2]);
    expect(UNION_PAYMENT_TYPES.map((type) => [type.code, type.value])).toEqual([
      ['COMPANY', 12],
      ['PERSONAL', 11],
    ]);
    expect(valuesOf(PROMOTION_CHARGE_TYPES)).toEqual(['TP', 'FP', 'VP', 'DP', 'FS']);
    expect(valuesOf(INVOICE_TAX_RATES)).toEqual([6, 9]);
  });

  it('has the product codes', () => {
    expect(valuesOf(SHIPPING_TERMS)).toEqual([0, 1, 2, 3]);
    expect(SHIPPING_TERMS.map((term) => term.zh)).toEqual(['港到港', '港到门', '门到港', '门到门']);
    expect(valuesOf(PRODUCT_TYPES)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(LIQUID_BAG_SERVICE_CODE).toBe('FLEXITANK');
    expect(LIQUID_BAG_CARGO_TYPE_CODE).toBe('110');
    expect(PRODUCT_KINDS.map((kind) => [kind.code, kind.value])).toEqual([
      ['Domestic', 0],
      ['Foreign', 1],
      ['ThirdParty', 98],
      ['Demurrage', 99],
      ['Trailer', 97],
    ]);
    expect(valuesOf(SERVICE_TYPES)).toEqual([1, 2, 4, 36, 45]);
    expect(valuesOf(DIRECTIONS)).toEqual(['BM', 'BN']);
    expect(valuesOf(CLIENT_KINDS)).toEqual(['PC', 'APP', 'WECHAT']);
    expect(valuesOf(POINT_LEDGER_TYPES)).toEqual(['Get', 'Expired', 'Pay', 'PayBack', 'XBack']);
  });

  it('keeps the shell timings and sizes', () => {
    expect(BUTTON_LOCK_MS).toBe(2000);
    expect(TEXT_TRUNCATE_DEFAULT).toBe(8);
    expect(FLOAT_MENU_SCROLL_THRESHOLD_PX).toBe(500);
    expect(BACK_TO_TOP_SCROLL_THRESHOLD_PX).toBe(700);
    expect(SLIDE_PUZZLE).toMatchObject({ widthPx: 400, heightPx: 200, sliderEndGapPx: 38, refreshDelayMs: 750, closeDelayMs: 500 });
  });
});
