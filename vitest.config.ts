import { defineConfig } from 'vitest/config';

// Unit tests (domain, contracts, web logic) and API tests (server, on a real PostgreSQL) in one run.
// Browser journeys have their own config in e2e/.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] } },
      { test: { name: 'tools', root: 'tools', include: ['**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'seed/**/*.test.ts'],
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
