import { describe, expect, it } from 'vitest';
import { opsLoginPath, opsRedirectTarget } from './ops-paths';

describe('console login paths', () => {
  it('remembers the page a visitor was sent away from, but not the dashboard or the login itself', () => {
    expect(opsLoginPath('/ops/certifications?type=Personal')).toBe('/ops/login?redirect=%2Fops%2Fcertifications%3Ftype%3DPersonal');
    expect(opsLoginPath('/ops')).toBe('/ops/login');
    expect(opsLoginPath('/ops/login?redirect=%2Fops%2Faudit')).toBe('/ops/login');
  });

  it('returns only to console pages after a login', () => {
    expect(opsRedirectTarget('/ops/bank-reviews')).toBe('/ops/bank-reviews');
    expect(opsRedirectTarget('/ops?x=1')).toBe('/ops?x=1');
    expect(opsRedirectTarget(null)).toBe('/ops');
    expect(opsRedirectTarget('/userCenter')).toBe('/ops');
    expect(opsRedirectTarget('https://evil.example/ops')).toBe('/ops');
    expect(opsRedirectTarget('//evil.example/ops')).toBe('/ops');
    expect(opsRedirectTarget('/opsevil')).toBe('/ops');
    expect(opsRedirectTarget('/ops/login')).toBe('/ops');
  });
});
