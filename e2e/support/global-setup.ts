import type { TestProject } from 'vitest/node';
// The seeders the test cluster runs import route modules, whose types rely on the app's Fastify augmentation.
import type {} from '@coastbook/server/app';
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
