import { describe, expect, it } from 'vitest';
import { isUrlPermitted } from './url-permission';

describe('isUrlPermitted (000 §4.3)', () => {
  it('matches an entry without * exactly', () => {
    expect(isUrlPermitted('/invoice', ['/invoice'])).toBe(true);
    expect(isUrlPermitted('/invoice/apply', ['/invoice'])).toBe(false);
    expect(isUrlPermitted('/invoic', ['/invoice'])).toBe(false);
  });

  it('matches any path starting with what precedes a trailing *', () => {
    expect(isUrlPermitted('/invoice/apply', ['/invoice/*'])).toBe(true);
    expect(isUrlPermitted('/invoice/', ['/invoice/*'])).toBe(true);
    expect(isUrlPermitted('/invoice', ['/invoice/*'])).toBe(false);
    expect(isUrlPermitted('/invoiceAcceptanceEmail', ['/invoice*'])).toBe(true);
  });

  it('treats * only as a trailing wildcard', () => {
    expect(isUrlPermitted('/order/x/view', ['/order/*/view'])).toBe(false);
    expect(isUrlPermitted('/order/*/view', ['/order/*/view'])).toBe(true);
  });

  it('permits everything with a lone *, nothing with an empty list', () => {
    expect(isUrlPermitted('/anything', ['*'])).toBe(true);
    expect(isUrlPermitted('/userCenter', [])).toBe(false);
  });

  it('checks every entry of the list', () => {
    expect(isUrlPermitted('/myPoint', ['/userCenter', '/myAssets', '/myPoint'])).toBe(true);
  });
});
