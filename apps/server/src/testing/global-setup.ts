import type { TestProject } from 'vitest/node';
import { startTestCluster } from './test-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
  }
}

/** Vitest global setup for API tests: one cluster and one migrated, seeded template per run. */
export default async function setup(project: TestProject) {
  const cluster = await startTestCluster();
  project.provide('databaseAdminUrl', cluster.adminUrl);
  project.provide('templateDatabase', cluster.templateDatabase);
  return async () => {
    await cluster.stop();
  };
}
