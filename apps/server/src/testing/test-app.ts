import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { storeSeedDocuments } from '../../seed';
import { buildApp, type App, type AppDependencies } from '../app';
import { loadConfig, type Config } from '../platform/config';
import { connectDatabase, sessionTimeoutsOf, type Database } from '../platform/db/client';
import { createDatabaseFromTemplate } from './test-cluster';

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real application on a fresh copy of the migrated, seeded template database. Call once per
 * test file (beforeAll) and close it in afterAll.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    /** The URL the app connects to in place of the test database's (a TCP proxy that stages network faults). */
    databaseUrlVia?: (url: string) => Promise<string>;
    /** The serving pool's grace past the statement timeout (connectDatabase's answerGraceMs). */
    answerGraceMs?: number;
  } & Pick<AppDependencies, 'extraRoutes' | 'logger'> = {},
): Promise<TestApp> {
  const { env = {}, extraRoutes, logger = false, databaseUrlVia = async (url: string) => url, answerGraceMs } = options;
  const created = await createDatabaseFromTemplate(inject('databaseAdminUrl'), inject('templateDatabase'));
  // Uploaded files of a test go to a temporary folder, never into the project's ./data.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coastbook-test-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: 'does-not-exist', DATA_DIR: dataDir, ...env });
  // The serving pool as main.ts opens it: its size and PostgreSQL's limits come from the config.
  const database = connectDatabase({
    url: await databaseUrlVia(created.url),
    poolSize: config.DB_POOL_SIZE,
    timeouts: sessionTimeoutsOf(config),
    ...(answerGraceMs !== undefined ? { answerGraceMs } : {}),
  });
  const app = await buildApp({ config, database, logger, extraRoutes });
  await app.ready();
  // The template database holds the seed's file rows; this test's own store gets their bytes (unless the test
  // gave it a store that refuses, as the file-storage fault tests do).
  await storeSeedDocuments(database.db, app.fileStorage).catch(() => undefined);
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await created.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
