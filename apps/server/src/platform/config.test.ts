import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { sessionTimeoutsOf } from './db/client';

describe('loadConfig', () => {
  it('applies documented defaults', () => {
    const config = loadConfig({}, '/srv/coastbook');
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('/srv/coastbook/data');
    expect(config.WEB_DIST_DIR).toBe('/srv/coastbook/apps/web/dist');
    expect(config.isProduction).toBe(false);
  });

  it("gives the serving pool's sessions PostgreSQL limits under the web's 30 s wait, 0 switching one off", () => {
    const config = loadConfig({}, '/srv/coastbook');
    expect(sessionTimeoutsOf(config)).toEqual({ statementMs: 20_000, lockMs: 5_000, idleInTransactionMs: 30_000 });
    expect(sessionTimeoutsOf(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0', DB_LOCK_TIMEOUT_MS: '250' }))).toMatchObject({ statementMs: 0, lockMs: 250 });
    expect(() => loadConfig({ DB_LOCK_TIMEOUT_MS: '-1' })).toThrow(/DB_LOCK_TIMEOUT_MS/);
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

  it('stores files on local disk by default and needs every S3 setting once FILE_STORAGE=s3', () => {
    expect(loadConfig({}, '/srv/coastbook')).toMatchObject({ FILE_STORAGE: 'local', FILE_MAX_BYTES: 10 * 1024 * 1024, S3_REGION: 'us-east-1' });
    try {
      loadConfig({ FILE_STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000' });
      expect.unreachable('s3 without bucket and keys must throw');
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.split(':')[0])).toEqual(['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
    }
    const s3 = { FILE_STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(loadConfig(s3).FILE_STORAGE).toBe('s3');
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://minio' })).toThrow(/S3_ENDPOINT/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(8080);
  });
});
