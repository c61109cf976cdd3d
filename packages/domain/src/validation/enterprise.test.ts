import { describe, expect, it } from 'vitest';
import {
  ENTERPRISE_NAME_MESSAGES,
  isValidEnterpriseAddress,
  isValidEnterpriseName,
  isValidFleetCode,
  isValidSocialCreditCode,
} from './enterprise';

describe('enterprise Chinese name (000 §5)', () => {
  it('accepts Chinese characters with ASCII or full-width parentheses', () => {
    expect(isValidEnterpriseName('上海远洋物流有限公司')).toBe(true);
    expect(isValidEnterpriseName('海运（上海）有限公司')).toBe(true);
    expect(isValidEnterpriseName('海运(上海)有限公司')).toBe(true);
  });

  it('is required and at most 60 characters', () => {
    expect(isValidEnterpriseName('')).toBe(false);
    expect(isValidEnterpriseName('中'.repeat(60))).toBe(true);
    expect(isValidEnterpriseName('中'.repeat(61))).toBe(false);
    expect(ENTERPRISE_NAME_MESSAGES.length.zh).toBe('长度不能超过60个字符');
  });

  it('rejects letters, digits, spaces and other punctuation', () => {
    for (const name of ['ABC物流', '物流1号', '上海 物流', '上海·物流', '上海【物流】']) {
      expect(isValidEnterpriseName(name), name).toBe(false);
    }
  });
});

describe('enterprise address, social credit code, fleet code (000 §5)', () => {
  it('requires an address of at most 100 characters', () => {
    expect(isValidEnterpriseAddress('上海市浦东新区1号')).toBe(true);
    expect(isValidEnterpriseAddress('  ')).toBe(false);
    expect(isValidEnterpriseAddress('路'.repeat(100))).toBe(true);
    expect(isValidEnterpriseAddress('路'.repeat(101))).toBe(false);
  });

  it('takes letters and digits only, at most 20, for the social credit code', () => {
    expect(isValidSocialCreditCode('91310000MA1K1234XY')).toBe(true);
    expect(isValidSocialCreditCode('A'.repeat(20))).toBe(true);
    expect(isValidSocialCreditCode('A'.repeat(21))).toBe(false);
    expect(isValidSocialCreditCode('9131-0000')).toBe(false);
    expect(isValidSocialCreditCode('')).toBe(false);
  });

  it('applies the same rule to the fleet code', () => {
    expect(isValidFleetCode('FLEET01')).toBe(true);
    expect(isValidFleetCode('车队01')).toBe(false);
    expect(isValidFleetCode('F'.repeat(21))).toBe(false);
  });
});
