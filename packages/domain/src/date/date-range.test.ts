import { describe, expect, it } from 'vitest';
import { isTooFarAhead, isTooOld, MAX_DATE_DISTANCE_MS } from './date-range';

describe('date range (001 §5)', () => {
  const reference = new Date('2025-06-01T00:00:00Z');
  const referenceMs = reference.getTime();

  it('uses 365 days of 86 400 000 ms', () => {
    expect(MAX_DATE_DISTANCE_MS).toBe(31536000000);
    expect(MAX_DATE_DISTANCE_MS).toBe(365 * 24 * 60 * 60 * 1000);
  });

  it('finds a date too old only when more than 365 days before', () => {
    expect(isTooOld(referenceMs - MAX_DATE_DISTANCE_MS, reference)).toBe(false);
    expect(isTooOld(referenceMs - MAX_DATE_DISTANCE_MS - 1, reference)).toBe(true);
    // A calendar year containing 29 February is 366 days: one year back is then too old.
    const afterLeapDay = new Date('2024-06-01T00:00:00Z');
    expect(isTooOld(new Date('2023-06-01T00:00:00Z'), afterLeapDay)).toBe(true);
    expect(isTooOld(new Date('2023-06-02T00:00:00Z'), afterLeapDay)).toBe(false);
    expect(isTooOld(new Date('2024-06-01T00:00:00Z'), reference)).toBe(false); // no 29 February in between
  });

  it('never finds a later date too old', () => {
    expect(isTooOld(referenceMs + 10 * MAX_DATE_DISTANCE_MS, reference)).toBe(false);
  });

  it('finds a date too far ahead only when more than 365 days after', () => {
    expect(isTooFarAhead(referenceMs + MAX_DATE_DISTANCE_MS, referenceMs)).toBe(false);
    expect(isTooFarAhead(referenceMs + MAX_DATE_DISTANCE_MS + 1, referenceMs)).toBe(true);
    expect(isTooFarAhead(referenceMs - 10 * MAX_DATE_DISTANCE_MS, referenceMs)).toBe(false);
  });
});
