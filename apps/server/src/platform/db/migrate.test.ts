import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, withAdminClient } from '../../testing/test-cluster';
import { connectDatabase } from './client';
import { MIGRATIONS_DIR, runMigrations } from './migrate';

/**
 * A deploy starts several server processes of the new version at once (a rolling update, replicas), and each
 * migrates the database before it serves. They must not trip over each other.
 */
describe('runMigrations', () => {
  const adminUrl = inject('databaseAdminUrl');
  const name = `migrate_${Date.now().toString(36)}`;
  const url = databaseUrl(adminUrl, name);
  const migrationCount = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')).entries.length as number;

  beforeAll(() => withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`)));
  afterAll(() => withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));

  it('lets three processes migrate an empty database at the same moment: all start, each migration applied once', async () => {
    const connections = Array.from({ length: 3 }, () => connectDatabase({ url, poolSize: 1 }));
    try {
      const outcomes = await Promise.allSettled(connections.map((connection) => runMigrations(connection.pool)));
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'migrated'))).toEqual(['migrated', 'migrated', 'migrated']);
      const applied = await connections[0]!.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(applied.rows[0]!.n).toBe(migrationCount);
      // And the next start finds nothing left to do.
      await runMigrations(connections[0]!.pool);
      expect((await connections[0]!.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0]!.n).toBe(migrationCount);
    } finally {
      await Promise.all(connections.map((connection) => connection.close()));
    }
  });
});
