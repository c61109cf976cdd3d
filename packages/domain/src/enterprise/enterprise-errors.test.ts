import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors/catalogue';
import { ASSOCIATION_MESSAGES } from '../validation/association';
import { ENTERPRISE_CHECK_MESSAGES } from '../validation/enterprise';

describe('the enterprise refusals the user reads', () => {
  it('say what the form messages say (000 §5, §8)', () => {
    expect(ERRORS.ENTERPRISE_NAME_CERTIFIED.msg).toBe(ENTERPRISE_CHECK_MESSAGES.enterpriseAlreadyCertified.zh);
    expect(ERRORS.INDIVIDUAL_BUSINESS_CERTIFIED.msg).toBe(ENTERPRISE_CHECK_MESSAGES.individualBusinessAlreadyCertified.zh);
    expect(ERRORS.SOCIAL_CREDIT_CODE_CERTIFIED.msg).toBe(ENTERPRISE_CHECK_MESSAGES.socialCreditCodeAlreadyCertified.zh);
    expect(ERRORS.SOCIAL_CREDIT_CODE_CERTIFIED.msg).toBe('统一社会信用代码已被认证');
    expect(ERRORS.ENTERPRISE_LINK_LIMIT_REACHED.msg).toBe(ASSOCIATION_MESSAGES.linkLimitReached.zh);
    expect(ERRORS.ENTERPRISE_LINK_LIMIT_REACHED.msg).toBe('企业关联数已达上限');
    expect(ERRORS.ASSOCIATION_ENTERPRISE_MISSING.msg).toBe(ASSOCIATION_MESSAGES.enterpriseIdMissing.zh);
  });

  it('are numbered in 4000-4299', () => {
    const enterpriseKeys = Object.keys(ERRORS).slice(Object.keys(ERRORS).indexOf('ENTERPRISE_NAME_CERTIFIED'), Object.keys(ERRORS).indexOf('UNIFIED_ACCOUNT_INACTIVE') + 1);
    expect(enterpriseKeys.length).toBeGreaterThan(30);
    for (const key of enterpriseKeys) {
      const { code } = ERRORS[key as keyof typeof ERRORS];
      expect(code, key).toBeGreaterThanOrEqual(4000);
      expect(code, key).toBeLessThanOrEqual(4299);
    }
  });
});
