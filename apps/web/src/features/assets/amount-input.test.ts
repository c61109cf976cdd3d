import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-input';

describe('amount input (yuan → fen)', () => {
  it('turns up to two decimals into whole fen', () => {
    expect(checkAmount('1234.5')).toEqual({ ok: true, fen: 123_450 });
    expect(checkAmount(' 0.01 ')).toEqual({ ok: true, fen: 1 });
  });

  it('refuses empty, zero, three decimals and signs', () => {
    for (const text of [undefined, '', '0', '0.00', '1.234', '-5', 'abc', '1e3']) expect(checkAmount(text).ok).toBe(false);
  });

  it('applies the bounds, naming the limit', () => {
    expect(checkAmount('0.50', { minFen: 100 })).toEqual({ ok: false, reason: 'tooSmall', limitText: '¥1.00' });
    expect(checkAmount('50000.01', { maxFen: 5_000_000 })).toEqual({ ok: false, reason: 'tooLarge', limitText: '¥50,000.00' });
    expect(checkAmount('50000', { maxFen: 5_000_000 })).toEqual({ ok: true, fen: 5_000_000 });
  });
});
