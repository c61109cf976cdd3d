import { formatMoney } from '@coastbook/domain';
import { describe, expect, it } from 'vitest';
import {
  blurLine,
  chosenContainers,
  lineConflict,
  lineProblem,
  orderButtonState,
  sanitizeQuantityInput,
  setLineQuantity,
  shoppingBoxQuantity,
  shoppingBoxTotalFen,
  type ShoppingBoxLine,
} from './shopping-box-state';

const LINES: ShoppingBoxLine[] = [
  { cntrType: '20GP', containerPrice: 250_000, ylbPromotionPrice: 20_000, availableInventory: 40, quantityText: '' },
  { cntrType: '40HQ', containerPrice: 410_050, ylbPromotionPrice: null, availableInventory: 12, quantityText: '' },
  { cntrType: '20RF', containerPrice: 780_000, ylbPromotionPrice: 0, availableInventory: null, quantityText: '' },
];

const texts = (lines: readonly ShoppingBoxLine[]) => lines.map((line) => line.quantityText);

describe('quantity input (001 §5: max 3 characters, numeric)', () => {
  it('keeps digits only and at most three', () => {
    expect(sanitizeQuantityInput('12')).toBe('12');
    expect(sanitizeQuantityInput('1234')).toBe('123');
    expect(sanitizeQuantityInput('-5')).toBe('5');
    expect(sanitizeQuantityInput('1.5')).toBe('15');
    expect(sanitizeQuantityInput('abc')).toBe('');
    expect(sanitizeQuantityInput('１２')).toBe('');
    expect(sanitizeQuantityInput('02')).toBe('2');
    expect(sanitizeQuantityInput('0')).toBe('0');
    expect(sanitizeQuantityInput('0012')).toBe('12');
  });

  it('changes only the typed line while typing', () => {
    const lines = setLineQuantity(setLineQuantity(LINES, '20GP', '3'), '40HQ', '2');
    expect(texts(lines)).toEqual(['3', '2', '']);
  });
});

describe('blur (001 §2: a quantity for one type sets the others to zero)', () => {
  it('zeroes every other line when the blurred line has a quantity', () => {
    const typed = setLineQuantity(setLineQuantity(LINES, '20GP', '3'), '40HQ', '2');
    expect(texts(blurLine(typed, '40HQ'))).toEqual(['0', '2', '0']);
  });

  it('leaves the others alone when the blurred line is empty or zero', () => {
    const typed = setLineQuantity(LINES, '20GP', '3');
    expect(texts(blurLine(typed, '40HQ'))).toEqual(['3', '', '']);
    expect(texts(blurLine(setLineQuantity(typed, '40HQ', '0'), '40HQ'))).toEqual(['3', '0', '']);
  });
});

describe('total (Σ container prices − Σ promotion prices)', () => {
  it('counts price and promotion per chosen container', () => {
    const lines = setLineQuantity(LINES, '20GP', '3');
    expect(shoppingBoxTotalFen(lines)).toBe(3 * 250_000 - 3 * 20_000);
    expect(formatMoney(shoppingBoxTotalFen(lines))).toBe('¥6,900.00');
  });

  it('is zero with nothing chosen and shows cents with separators', () => {
    expect(shoppingBoxTotalFen(LINES)).toBe(0);
    const lines = setLineQuantity(LINES, '40HQ', '11');
    expect(formatMoney(shoppingBoxTotalFen(lines))).toBe('¥45,105.50');
    expect(shoppingBoxQuantity(lines)).toBe(11);
    expect(chosenContainers(lines)).toEqual([{ cntrType: '40HQ', quantity: 11 }]);
  });
});

describe('refusals', () => {
  it('refuses a quantity above the available inventory', () => {
    const lines = setLineQuantity(LINES, '40HQ', '13');
    expect(lineProblem(lines[1]!)).toEqual({ kind: 'aboveInventory', available: 12 });
    expect(lineProblem(setLineQuantity(LINES, '40HQ', '12')[1]!)).toBeNull();
    expect(lineProblem(setLineQuantity(LINES, '20RF', '999')[2]!)).toBeNull(); // no limit given
    expect(orderButtonState({ lines, loading: false, committedVolume: null })).toEqual({
      label: 'consignNow',
      disabled: true,
      blockedBy: 'lineProblem',
    });
  });

  it('tells the user to order a conflicting type from the other product, without blocking (quantity conflict)', () => {
    const conflicting = LINES.map((line) => (line.cntrType === '20GP' ? { ...line, conflictMessage: '请从合约产品下单' } : line));
    expect(lineConflict(conflicting[0]!)).toBeNull(); // nothing chosen yet
    const lines = setLineQuantity(conflicting, '20GP', '1');
    expect(lineConflict(lines[0]!)).toBe('请从合约产品下单');
    expect(lineConflict(lines[1]!)).toBeNull();
    expect(orderButtonState({ lines, loading: false, committedVolume: null }).blockedBy).toBeNull();
  });
});

describe('order button', () => {
  it("reads 'price calculating' while loading and is disabled", () => {
    const lines = setLineQuantity(LINES, '20GP', '3');
    expect(orderButtonState({ lines, loading: true, committedVolume: null })).toEqual({
      label: 'priceCalculating',
      disabled: true,
      blockedBy: null,
    });
    expect(orderButtonState({ lines, loading: false, committedVolume: null })).toEqual({
      label: 'consignNow',
      disabled: false,
      blockedBy: null,
    });
  });

  it('stays disabled with nothing chosen', () => {
    expect(orderButtonState({ lines: LINES, loading: false, committedVolume: null }).blockedBy).toBe('empty');
  });

  it('stays disabled until the quantity reaches the committed volume', () => {
    const at = (text: string) =>
      orderButtonState({ lines: setLineQuantity(LINES, '20GP', text), loading: false, committedVolume: 10 });
    expect(at('9')).toMatchObject({ disabled: true, blockedBy: 'belowCommittedVolume' });
    expect(at('10')).toMatchObject({ disabled: false, blockedBy: null });
    expect(at('11')).toMatchObject({ disabled: false, blockedBy: null });
  });

  it('stays disabled above the most containers one order may book', () => {
    const at = (text: string) =>
      orderButtonState({ lines: setLineQuantity(LINES, '20RF', text), loading: false, committedVolume: null, maxOrderQuantity: 50 });
    expect(at('50').blockedBy).toBeNull();
    expect(at('51')).toMatchObject({ disabled: true, blockedBy: 'overMaxOrderQuantity' });
  });

  it('stays disabled on a sailing that cannot be ordered', () => {
    const lines = setLineQuantity(LINES, '20GP', '1');
    expect(orderButtonState({ lines, loading: false, committedVolume: null, orderable: false }).blockedBy).toBe('notOrderable');
  });
});
