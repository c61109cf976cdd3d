import { describe, expect, it } from 'vitest';
import { isTrailerServiceProvider, TRAILER_SERVICE_PROVIDERS, trailerProviderDirection } from './trailer';

describe('trailer service providers (001 §9)', () => {
  it('has every base with _OB and _IB variants, plus JJX_IB', () => {
    expect(TRAILER_SERVICE_PROVIDERS).toHaveLength(7 * 3 + 1);
    for (const code of ['EB', 'EB_OB', 'EB_IB', 'TMSJJS_OB', 'FMT_IB', 'JJY', 'JJX_IB']) {
      expect(isTrailerServiceProvider(code)).toBe(true);
    }
  });

  it('has no JJX base or outbound variant', () => {
    expect(isTrailerServiceProvider('JJX')).toBe(false);
    expect(isTrailerServiceProvider('JJX_OB')).toBe(false);
  });

  it('reads the direction from the suffix', () => {
    expect(trailerProviderDirection('SXY_OB')).toBe('OB');
    expect(trailerProviderDirection('JJX_IB')).toBe('IB');
    expect(trailerProviderDirection('OWN')).toBeUndefined();
  });
});
