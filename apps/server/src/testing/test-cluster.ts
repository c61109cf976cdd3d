import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { placeOrderWindow } from '../modules/basedata';
import { connectDatabase } from '../platform/db/client';
import { startEmbeddedPostgres } from '../platform/db/embedded-postgres';
import { runMigrations } from '../platform/db/migrate';
import { seedIfEmpty } from '../../seed';

export const TEMPLATE_DATABASE = 'coastbook_template';

export interface TestCluster {
  adminUrl: string;
  templateDatabase: string;
  stop(): Promise<void>;
}

/**
 * One PostgreSQL for a whole test run: an embedded cluster in a temporary folder (or the server
 * named by TEST_DATABASE_URL, which keeps its own settings), holding a template database that is migrated
 * and seeded once.
 * Each test file then copies the template (CREATE DATABASE ... TEMPLATE), which takes milliseconds.
 */
export async function startTestCluster(options: { settings?: Record<string, string> } = {}): Promise<TestCluster> {
  keepRunnerExitCode();
  const external = process.env.TEST_DATABASE_URL;
  let adminUrl: string;
  let stopCluster: () => Promise<void>;
  if (external) {
    adminUrl = external;
    stopCluster = async () => undefined;
  } else {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coastbook-test-pg-'));
    await fs.chmod(dataDir, 0o777);
    const cluster = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), settings: options.settings });
    adminUrl = cluster.adminUrl;
    stopCluster = async () => {
      await cluster.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    };
  }
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  });
  const template = connectDatabase({ url: databaseUrl(adminUrl, TEMPLATE_DATABASE), poolSize: 2 });
  try {
    await runMigrations(template.pool);
    await seedIfEmpty(template.db);
    // Tests book at any hour: the template takes orders round the clock. The seed's 06:00–22:00 window is
    // the demo's; the tests of the window set it themselves.
    await template.db.update(placeOrderWindow).set({ opensAt: '00:00:00', closesAt: '23:59:59.999999' });
  } finally {
    await template.close();
  }
  return { adminUrl, templateDatabase: TEMPLATE_DATABASE, stop: stopCluster };
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Copies the template into a new database with a unique name and returns its URL. */
export async function createDatabaseFromTemplate(adminUrl: string, templateDatabase: string, prefix = 'test'): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdminClient(adminUrl, async (client) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`);
        return;
      } catch (error) {
        // Two files copying the template at the same instant can collide; a short retry settles it.
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  return {
    name,
    url: databaseUrl(adminUrl, name),
    drop: () => withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

let exitCodeKept = false;

/**
 * embedded-postgres stops its clusters through async-exit-hook, whose 'beforeExit' handler ends the
 * process with process.exit(0). In the test runner's process that would turn a failed run (Vitest
 * sets process.exitCode = 1 and lets the event loop drain) into exit status 0, and CI would pass a red
 * run. Remember the code the runner chose when the loop drains and put it back on exit.
 */
function keepRunnerExitCode(): void {
  if (exitCodeKept) return;
  exitCodeKept = true;
  let runnerExitCode: typeof process.exitCode;
  process.on('beforeExit', () => {
    runnerExitCode ??= process.exitCode;
  });
  process.on('exit', () => {
    if (runnerExitCode !== undefined && Number(runnerExitCode) !== 0) process.exitCode = runnerExitCode;
  });
}
