import { describe, expect, it } from 'vitest';
import { ACCOUNT_FLAG_LABELS, ACCOUNT_STATUS_INPUT_LABELS, accountStatusValueText } from './account-flag-labels';
import { deriveAccountFlags, EMPTY_ACCOUNT_STATUS_INPUTS } from './account-flags';

describe('account status labels for the operator console', () => {
  it('names every input and every flag getStatus answers, in both languages', () => {
    const flags = deriveAccountFlags(EMPTY_ACCOUNT_STATUS_INPUTS);
    expect(Object.keys(ACCOUNT_FLAG_LABELS).sort()).toEqual(Object.keys(flags).sort());
    expect(Object.keys(ACCOUNT_STATUS_INPUT_LABELS).sort()).toEqual(Object.keys(EMPTY_ACCOUNT_STATUS_INPUTS).sort());
    for (const label of [...Object.values(ACCOUNT_FLAG_LABELS), ...Object.values(ACCOUNT_STATUS_INPUT_LABELS)]) {
      expect(label.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(label.en).toMatch(/^[A-Z][\w ,.-]+$/);
    }
  });

  it('gives no two flags the same name, so the tags cannot be confused', () => {
    const { enterpriseType: _sameAsInput, ...ownFlags } = ACCOUNT_FLAG_LABELS;
    const names = Object.values(ownFlags).map((label) => label.zh);
    expect(new Set(names).size).toBe(names.length);
  });

  it('words a coded value by its list, in the page language', () => {
    expect(accountStatusValueText('enterpriseInfoCERTStatus', 'Confirm')).toBe('已认证');
    expect(accountStatusValueText('enterpriseInfoCERTStatus', 'Confirm', 'en')).toBe('Certified');
    expect(accountStatusValueText('enterpriseRelationReqStatus', 'W')).toBe('待主账号审核');
    expect(accountStatusValueText('masterStatus', 'W')).toBe('客服审核中');
    expect(accountStatusValueText('userType', 'M', 'en')).toBe('Main account');
    expect(accountStatusValueText('enterpriseType', 'TmsVendor')).toBe('拖车供应商');
    expect(accountStatusValueText('onlyCertification', 'customer')).toBe('客户认证');
    expect(accountStatusValueText('showRefuseTab', 'trailerSupplier', 'en')).toBe('Trailer supplier');
  });

  it('shows none as a dash, except where the list names it', () => {
    expect(accountStatusValueText('masterStatus', '')).toBe('-');
    expect(accountStatusValueText('onlyCertification', '')).toBe('-');
    expect(accountStatusValueText('unionAccount', '')).toBe('-');
    expect(accountStatusValueText('supplierStatus', '')).toBe('未认证');
  });

  it('answers booleans yes or no, and keeps free text and unknown codes as they came', () => {
    expect(accountStatusValueText('confirmTerm', true)).toBe('是');
    expect(accountStatusValueText('ebooking', false, 'en')).toBe('No');
    expect(accountStatusValueText('unionAccount', 'zhangwei@huaxin.example')).toBe('zhangwei@huaxin.example');
    expect(accountStatusValueText('masterStatus', 'Q')).toBe('Q');
  });
});
