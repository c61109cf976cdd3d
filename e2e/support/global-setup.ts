import type { TestProject } from 'vitest/node';
import { startTestCluster } from '@coastbook/server/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startTestCluster();
  project.provide('databaseAdminUrl', cluster.adminUrl);
  project.provide('templateDatabase', cluster.templateDatabase);
  return () => cluster.stop();
}
