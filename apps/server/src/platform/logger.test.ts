import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides tokens and passwords carried in the query string', () => {
    expect(redactUrl('/ssb/historyTask?token=abc123&x=1')).toBe('/ssb/historyTask?token=[REDACTED]&x=1');
    expect(redactUrl('/api/x?a=1&access_token=t&password=p')).toBe('/api/x?a=1&access_token=[REDACTED]&password=[REDACTED]');
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/web/product/search?from=CNSHA')).toBe('/api/web/product/search?from=CNSHA');
  });
});
