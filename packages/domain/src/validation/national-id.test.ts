import { describe, expect, it } from 'vitest';
import { isValidNationalId, NATIONAL_ID_MESSAGES } from './national-id';

describe('national ID (000 §5)', () => {
  it('accepts 15 digits, and 18 ending in a digit or X', () => {
    expect(isValidNationalId('110105491231002')).toBe(true);
    expect(isValidNationalId('11010519491231002X')).toBe(true);
    expect(isValidNationalId('110105194912310021')).toBe(true);
    expect(isValidNationalId('11010519491231002x')).toBe(true);
  });

  it('rejects 16, 17 and 19 characters and an X before the end', () => {
    for (const id of ['1101054912310021', '11010519491231002', '1101051949123100211', '1101051949123100X1']) {
      expect(isValidNationalId(id), id).toBe(false);
    }
  });

  it('says it cannot be empty', () => {
    expect(isValidNationalId('')).toBe(false);
    expect(NATIONAL_ID_MESSAGES.required.zh).toBe('不能为空');
  });
});
