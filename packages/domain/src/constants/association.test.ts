import { describe, expect, it } from 'vitest';
import {
  ASSOCIATION_APPLICANT_MAX_LENGTH,
  ASSOCIATION_SUGGESTION_DEBOUNCE_MS,
  shouldSearchEnterpriseSuggestions,
} from './association';

describe('association suggestions (000 §5, §9)', () => {
  it('starts searching at 2 characters, Chinese counted one each', () => {
    expect(shouldSearchEnterpriseSuggestions('中')).toBe(false);
    expect(shouldSearchEnterpriseSuggestions('中远')).toBe(true);
    expect(shouldSearchEnterpriseSuggestions(' 中 ')).toBe(false);
  });

  it('keeps the spec limits', () => {
    expect(ASSOCIATION_SUGGESTION_DEBOUNCE_MS).toBe(500);
    expect(ASSOCIATION_APPLICANT_MAX_LENGTH).toBe(150);
  });
});
