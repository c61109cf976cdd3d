import { MAX_MONEY_AMOUNT_FEN, formatMoney, isValidAmount, yuanToFen } from '@coastbook/domain';

/**
 * An amount typed in yuan (001 §5: up to two decimals) → integer fen for the API, or the reason it is
 * not acceptable. `minFen`/`maxFen` bound it (e.g. the online top-up minimum, the available balance).
 */
export type AmountCheck = { ok: true; fen: number } | { ok: false; reason: 'invalid' | 'tooSmall' | 'tooLarge'; limitText?: string };

export function checkAmount(text: string | undefined, options: { minFen?: number; maxFen?: number } = {}): AmountCheck {
  const value = (text ?? '').trim();
  if (!isValidAmount(value)) return { ok: false, reason: 'invalid' };
  const fen = yuanToFen(value);
  if (fen <= 0) return { ok: false, reason: 'invalid' };
  const minFen = options.minFen ?? 1;
  const maxFen = Math.min(options.maxFen ?? MAX_MONEY_AMOUNT_FEN, MAX_MONEY_AMOUNT_FEN);
  if (fen < minFen) return { ok: false, reason: 'tooSmall', limitText: formatMoney(minFen) };
  if (fen > maxFen) return { ok: false, reason: 'tooLarge', limitText: formatMoney(maxFen) };
  return { ok: true, fen };
}
