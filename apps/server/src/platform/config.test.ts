import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies documented defaults', () => {
    const config = loadConfig({}, '/srv/coastbook');
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('/srv/coastbook/data');
    expect(config.WEB_DIST_DIR).toBe('/srv/coastbook/apps/web/dist');
    expect(config.isProduction).toBe(false);
  });

  it('lists every problem at once, naming each variable', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable('bad configuration must throw');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT="eighty"/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL="mysql:\/\/x": must start with postgres/);
      expect(problems.join('\n')).toMatch(/LOG_LEVEL="loud"/);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(8080);
  });
});
