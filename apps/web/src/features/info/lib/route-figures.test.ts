import { describe, expect, it } from 'vitest';
import { formatFigure, weekdayKey } from './route-figures';

describe('route figures', () => {
  it('names ISO weekdays Monday to Sunday', () => {
    expect(weekdayKey(1)).toBe('product.week.mon');
    expect(weekdayKey(5)).toBe('product.week.fri');
    expect(weekdayKey(7)).toBe('product.week.sun');
  });

  it('prints figures without a needless decimal and with thousands grouped', () => {
    expect(formatFigure(1)).toBe('1');
    expect(formatFigure(2.5)).toBe('2.5');
    expect(formatFigure(0.25)).toBe('0.3');
    expect(formatFigure(12400)).toBe('12,400');
  });
});
