import { describe, expect, it } from 'vitest';
import { detectLoginMode } from './login-name';

describe('login mode of a login name (000 §4.9)', () => {
  it('reads a mainland mobile number as PHONE', () => {
    expect(detectLoginMode('13800000001')).toBe('PHONE');
    expect(detectLoginMode(' 19912345678 ')).toBe('PHONE');
  });

  it('reads anything with an @ as EMAIL', () => {
    expect(detectLoginMode('ops@coastbook.cn')).toBe('EMAIL');
    expect(detectLoginMode('ops@')).toBe('EMAIL');
  });

  it('reads everything else as a logon id', () => {
    for (const name of ['demo_ent', '张三', '12345678901', '1380000000', '138000000012', '']) {
      expect(detectLoginMode(name), name).toBe('USER_NAME');
    }
  });
});
