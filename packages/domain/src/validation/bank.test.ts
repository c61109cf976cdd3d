import { describe, expect, it } from 'vitest';
import { isValidBankAccount, isValidBankBranchName, isValidBankCard } from './bank';

describe('bank account number (000 §5)', () => {
  it('accepts 16 to 19 digits not starting with 0', () => {
    expect(isValidBankAccount('6'.repeat(16))).toBe(true);
    expect(isValidBankAccount('6'.repeat(19))).toBe(true);
  });

  it('rejects 15 and 20 digits and a leading zero', () => {
    expect(isValidBankAccount('6'.repeat(15))).toBe(false);
    expect(isValidBankAccount('6'.repeat(20))).toBe(false);
    expect(isValidBankAccount(`0${'6'.repeat(15)}`)).toBe(false);
  });
});

describe('bank card (000 §5)', () => {
  it('accepts digits alone or in groups separated by hyphens or spaces', () => {
    expect(isValidBankCard('6222021234567890')).toBe(true);
    expect(isValidBankCard('6222 0212 3456 7890')).toBe(true);
    expect(isValidBankCard('6222-0212-3456-7890')).toBe(true);
  });

  it('rejects empty groups, leading separators and letters', () => {
    for (const card of ['6222  0212', '-6222', '6222-', '6222a', '']) {
      expect(isValidBankCard(card), JSON.stringify(card)).toBe(false);
    }
  });
});

describe('bank branch name (000 §5)', () => {
  it('accepts slash-separated parts that are all filled', () => {
    expect(isValidBankBranchName('中国银行/上海分行/浦东支行')).toBe(true);
    expect(isValidBankBranchName('中国银行上海浦东支行')).toBe(true);
  });

  it('rejects an empty part', () => {
    for (const branch of ['中国银行//浦东支行', '/浦东支行', '中国银行/', '中国银行/ /浦东支行', '']) {
      expect(isValidBankBranchName(branch), branch).toBe(false);
    }
  });

  it('accepts 120 characters and rejects 121', () => {
    expect(isValidBankBranchName('行'.repeat(120))).toBe(true);
    expect(isValidBankBranchName('行'.repeat(121))).toBe(false);
  });
});
