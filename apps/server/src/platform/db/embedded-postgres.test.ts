import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';

async function answersQueries(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SELECT 1 AS one')).rows[0].one === 1;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL of npm start', () => {
  let folder: string;
  let dataDir: string;
  let running: EmbeddedDatabase | undefined;

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'coastbook-embedded-pg-'));
    // Run as root (CI containers), the cluster runs as 'postgres', which must reach the folder.
    await fs.chmod(folder, 0o777);
    dataDir = path.join(folder, 'pg');
    running = await startEmbeddedPostgres({ dataDir });
  }, 120_000);

  afterAll(async () => {
    await running?.stop();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('refuses a second start on a folder a running cluster holds, naming the folder, the process and what to do', async () => {
    const lockFile = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
    const holder = lockFile.split('\n')[0];
    const refusal = await startEmbeddedPostgres({ dataDir }).then(
      () => undefined,
      (error: unknown) => (error as Error).message,
    );
    expect(refusal).toBe(
      `the database folder ${dataDir} is in use by process ${holder} (its postmaster.pid): is CoastBook already running? ` +
        'Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.',
    );
    // The running cluster is untouched by the refused start.
    expect(await answersQueries(running!.adminUrl)).toBe(true);
  });

  it('starts again on the same data after a stop, and over the lock file a killed server left behind', async () => {
    await running!.stop();
    running = undefined;
    // What a `kill -9` leaves: postmaster.pid naming a process that no longer exists.
    await fs.writeFile(path.join(dataDir, 'postmaster.pid'), `999999999\n${dataDir}\n`);
    running = await startEmbeddedPostgres({ dataDir });
    expect(await answersQueries(running.adminUrl)).toBe(true);
  }, 120_000);
});
