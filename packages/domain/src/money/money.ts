/**
 * Money is integer fen (1 yuan = 100 fen) everywhere: database, API and arithmetic (ARCHITECTURE.md).
 * These functions convert at the edges — display and form input — without ever doing float arithmetic
 * on yuan, so 0.1 + 0.2 yuan is exactly 30 fen. Display: two decimals, thousand separators (000 §9, 001 §9).
 */

const FEN_PER_YUAN = 100;

/** Up to two decimals, no sign, no leading zeros ('0.5' yes, '05' no), as an amount input accepts (000 §5, 001 §5). */
const AMOUNT_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/** A signed yuan amount as yuanToFen parses it: the same shape with an optional minus sign. */
const SIGNED_AMOUNT_PATTERN = /^(-?)(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

function assertFen(fen: number): void {
  if (!Number.isSafeInteger(fen)) {
    throw new RangeError(`Amount in fen must be a safe integer, got ${fen}`);
  }
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function splitFen(fen: number): { sign: '' | '-'; yuan: string; cents: string } {
  assertFen(fen);
  const absolute = Math.abs(fen);
  return {
    sign: fen < 0 ? '-' : '',
    yuan: String(Math.trunc(absolute / FEN_PER_YUAN)),
    cents: String(absolute % FEN_PER_YUAN).padStart(2, '0'),
  };
}

export interface FormatMoneyOptions {
  /** Prefix the yuan sign (default true). */
  symbol?: boolean;
}

/** 123450 → '¥1,234.50'; -123450 → '-¥1,234.50'; with `{ symbol: false }` → '1,234.50'. */
export function formatMoney(fen: number, { symbol = true }: FormatMoneyOptions = {}): string {
  const { sign, yuan, cents } = splitFen(fen);
  return `${sign}${symbol ? '¥' : ''}${groupThousands(yuan)}.${cents}`;
}

/** 123450 → '1234.50': plain yuan with two decimals, for inputs and exports (no separators, no sign). */
export function fenToYuanString(fen: number): string {
  const { sign, yuan, cents } = splitFen(fen);
  return `${sign}${yuan}.${cents}`;
}

/** True when the text is a non-negative amount with at most two decimals: '12', '12.3', '12.34'; not '1.234', '-1', '.5'. */
export function isValidAmount(text: string): boolean {
  return AMOUNT_PATTERN.test(text);
}

/**
 * Yuan → fen, exactly: '1234.5' → 123450, '-0.01' → -1. The text is read digit by digit, never through
 * a float multiplication (so '1.15' is 115, not 114.99999999999999). A number is read through its
 * shortest decimal text, so 0.1 + 0.2 (0.30000000000000004) is refused rather than silently rounded.
 * Throws a RangeError for more than two decimals, anything that is not a plain decimal, or an amount
 * beyond the safe integer range.
 */
export function yuanToFen(yuan: string | number): number {
  const text = typeof yuan === 'number' ? String(yuan) : yuan.trim();
  const match = SIGNED_AMOUNT_PATTERN.exec(text);
  if (!match) {
    throw new RangeError(`Not an amount with at most two decimals: ${JSON.stringify(text)}`);
  }
  const [, sign = '', whole = '0', decimals = ''] = match;
  const fen = Number(whole) * FEN_PER_YUAN + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) {
    throw new RangeError(`Amount too large: ${text}`);
  }
  return sign === '-' && fen !== 0 ? -fen : fen;
}
