import { describe, expect, it } from 'vitest';
import * as statuses from './index';
import { labelOf, valuesOf, type LabelledValue } from '../constants/labelled-list';
import {
  ACCOUNT_STATES,
  AUTHENTICATION_TYPES,
  CERTIFICATION_STATUSES,
  ENTERPRISE_REVIEW_STATUSES,
  ENTERPRISE_TYPES,
  ORDER_VISIBILITY,
  RELATION_REQUEST_STATUSES,
  SUB_USER_ACTIONS,
  USER_TYPES,
} from './account-status';
import { BLANK_NOTE_STATUSES, CORRECTION_STATUSES, priceDifferenceProgressLabel, RETURN_ORDER_STATUSES, TELEX_RELEASE_STATUSES } from './after-sale-status';
import {
  AUDIT_STATUSES,
  BANK_LOAN_STATUSES,
  DEPOSIT_FREEZE_STATUSES,
  INVOICE_STATUSES,
  PAYMENT_STATUSES,
  PUSH_STATUSES,
  REQUEST_STATUSES,
  SERVICE_OPEN_STATUSES,
} from './finance-status';

function isLabelledList(value: unknown): value is readonly LabelledValue[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === 'object' && item !== null && 'value' in item && 'zh' in item && 'en' in item)
  );
}

const labelledLists = Object.entries(statuses as Record<string, unknown>).flatMap(([name, value]) =>
  isLabelledList(value) ? [[name, value] as const] : [],
);

describe('every status list', () => {
  it('was found by this test', () => {
    expect(labelledLists.length).toBeGreaterThan(20);
  });

  it.each(labelledLists)('%s has unique codes and two labels per code', (_name, list) => {
    const values = list.map((entry) => entry.value);
    expect(new Set(values).size).toBe(values.length);
    for (const entry of list) {
      expect(entry.zh).not.toBe('');
      expect(entry.en).not.toBe('');
    }
  });
});

describe('account statuses (000 §4.1)', () => {
  it('has the codes of the spec', () => {
    expect(valuesOf(CERTIFICATION_STATUSES)).toEqual(['Submit', 'Confirm', 'Refuse', 'Cancel']);
    expect(valuesOf(ENTERPRISE_TYPES)).toEqual(['Enterprise', 'Personal', 'TmsVendor']);
    expect(valuesOf(RELATION_REQUEST_STATUSES)).toEqual(['A', 'W', 'R', 'X']);
    expect(valuesOf(USER_TYPES)).toEqual(['M', 'S', 'N']);
    expect(valuesOf(ENTERPRISE_REVIEW_STATUSES)).toEqual(['A', 'R', 'M', 'W', 'X']);
    expect(valuesOf(AUTHENTICATION_TYPES)).toEqual(['Enterprise', 'Personal', 'Trailer', 'Associate']);
    expect(valuesOf(SUB_USER_ACTIONS)).toEqual(['Submit', 'Confirm', 'Refuse', 'Cancel']);
    expect(valuesOf(ACCOUNT_STATES)).toEqual(['Active', 'Lock', 'ResetPassword']);
    expect(valuesOf(ORDER_VISIBILITY)).toEqual(['ALL', 'OWN']);
  });

  it('words the relation and review statuses as the spec explains them', () => {
    expect(labelOf(RELATION_REQUEST_STATUSES, 'A')).toBe('已关联');
    expect(labelOf(USER_TYPES, 'M')).toBe('主账号');
    expect(labelOf(USER_TYPES, 'S', 'en')).toBe('Sub-account');
    expect(labelOf(ENTERPRISE_REVIEW_STATUSES, 'M', 'en')).toBe('Under enterprise review');
    expect(labelOf(ENTERPRISE_REVIEW_STATUSES, 'W', 'en')).toBe('Under customer-service review');
    expect(labelOf(SUB_USER_ACTIONS, 'Cancel', 'en')).toBe('Unbound');
  });
});

describe('after-sale statuses (001 §4)', () => {
  it('has the codes of the spec', () => {
    expect(valuesOf(BLANK_NOTE_STATUSES)).toEqual(['D', 'F', 'X', 'N']);
    expect(valuesOf(TELEX_RELEASE_STATUSES)).toEqual(['W', 'A', 'X', 'R']);
    expect(valuesOf(RETURN_ORDER_STATUSES)).toEqual(['W', 'WR2', 'WR3', 'WW', 'WA', 'A', 'R', 'X']);
    expect(valuesOf(CORRECTION_STATUSES)).toEqual(['P', 'W', 'A', 'R', 'X']);
  });

  it('labels return fees as to be confirmed (WW) and confirmed (WA)', () => {
    expect(labelOf(RETURN_ORDER_STATUSES, 'WW')).toBe('费用待确认');
    expect(labelOf(RETURN_ORDER_STATUSES, 'WA')).toBe('费用已确认');
  });

  it('labels price-difference progress by operation type and settlement', () => {
    expect(priceDifferenceProgressLabel(1, false).zh).toBe('待补款');
    expect(priceDifferenceProgressLabel(1, true).zh).toBe('已补款');
    expect(priceDifferenceProgressLabel(2, false).en).toBe('To refund');
    expect(priceDifferenceProgressLabel(2, true).en).toBe('Refunded');
  });
});

describe('finance statuses (001 §4)', () => {
  it('has the codes of the spec', () => {
    expect(valuesOf(REQUEST_STATUSES)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(valuesOf(BANK_LOAN_STATUSES)).toEqual(['W', 'WB', 'A', 'R']);
    expect(valuesOf(PUSH_STATUSES)).toEqual(['W', 'F', 'A']);
    expect(valuesOf(DEPOSIT_FREEZE_STATUSES)).toEqual(['N', 'W', 'A', 'R', 'X', 'P']);
    expect(valuesOf(INVOICE_STATUSES)).toEqual(['R', 'E', 'A', 'P', 'S', 'C', 'D', 'F']);
    expect(valuesOf(AUDIT_STATUSES)).toEqual(['R', 'W', 'A', 'P', 'X']);
    expect(valuesOf(SERVICE_OPEN_STATUSES)).toEqual(['N', 'W', 'A', 'R']);
    expect(valuesOf(PAYMENT_STATUSES)).toEqual(['F', 'S']);
  });

  it('reads request status A as rejected, not approved', () => {
    expect(labelOf(REQUEST_STATUSES, 'A', 'en')).toBe('Rejected');
    expect(labelOf(REQUEST_STATUSES, 'E', 'en')).toBe('Passed');
  });

  it('reads payment F as paid and S as unpaid', () => {
    expect(labelOf(PAYMENT_STATUSES, 'F')).toBe('已支付');
    expect(labelOf(PAYMENT_STATUSES, 'S')).toBe('未支付');
  });

  it('describes a credited loan as admitted', () => {
    expect(BANK_LOAN_STATUSES.find((status) => status.value === 'A')?.description.en).toBe('Admitted and credited');
  });

  it('labels invoice P as printed and D as voided', () => {
    expect(labelOf(INVOICE_STATUSES, 'P', 'en')).toBe('Printed');
    expect(labelOf(INVOICE_STATUSES, 'D', 'en')).toBe('Voided');
  });
});
