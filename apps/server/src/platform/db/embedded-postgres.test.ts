import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdminClient } from '../../testing/test-cluster';
import { startEmbeddedPostgres, type ClusterEvent, type EmbeddedDatabase } from './embedded-postgres';

async function answersQueries(url: string): Promise<boolean> {
  return withAdminClient(url, async (client) => (await client.query('SELECT 1 AS one')).rows[0].one === 1);
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

  it('starts over a lock file whose process number now belongs to another program (a restarted container reuses numbers)', async () => {
    await running!.stop();
    running = undefined;
    const otherProgram = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      await fs.writeFile(path.join(dataDir, 'postmaster.pid'), `${otherProgram.pid}\n${dataDir}\n`);
      const reported: ClusterEvent[] = [];
      running = await startEmbeddedPostgres({ dataDir, onClusterEvent: (event) => reported.push(event) });
      expect(await answersQueries(running.adminUrl)).toBe(true);
      expect(reported).toEqual([{ kind: 'stale-lock-removed', pid: otherProgram.pid, program: 'sleep' }]);
    } finally {
      otherProgram.kill();
    }
  }, 120_000);

  const events: ClusterEvent[] = [];
  const postmasterPid = async () => Number((await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const isAlive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it('starts PostgreSQL again, on the same data and port, when it stops without being asked to (a kill -9, the OOM killer)', async () => {
    await running!.stop();
    running = await startEmbeddedPostgres({ dataDir, onClusterEvent: (event) => events.push(event), restartDelaysSeconds: [0.2, 0.5] });
    await withAdminClient(running.adminUrl, (client) => client.query(`CREATE TABLE IF NOT EXISTS kept (note text); INSERT INTO kept VALUES ('before the kill')`));

    process.kill(await postmasterPid(), 'SIGKILL');
    await expect.poll(() => answersQueries(running!.adminUrl).catch(() => false), { timeout: 60_000, interval: 250 }).toBe(true);

    expect(events[0]).toEqual({ kind: 'stopped', exitCode: null, signal: 'SIGKILL' });
    expect(events.at(-1)).toMatchObject({ kind: 'restarted' });
    const notes = await withAdminClient(running.adminUrl, (client) => client.query<{ note: string }>('SELECT note FROM kept'));
    expect(notes.rows.map((row) => row.note)).toContain('before the kill');
  }, 120_000);

  it('once the server shuts down (stopKeeping), PostgreSQL stopping is expected: not reported, not restarted; stop() still ends', async () => {
    const reported = events.length;
    // A Ctrl-C in the terminal reaches postgres too, before the server gets to stop() it.
    running!.stopKeeping();
    const pid = await postmasterPid();
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => isAlive(pid), { timeout: 10_000 }).toBe(false);
    await running!.stop();
    running = undefined;
    // Longer than this keeper's restart delays: it would have started PostgreSQL again by now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const lockFile = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
    const holder = Number(lockFile.split('\n')[0]);
    expect(holder === pid || !holder || !isAlive(holder), `a postgres (${holder}) runs after stop()`).toBe(true);
    expect(events.slice(reported)).toEqual([]);
  }, 60_000);
});

