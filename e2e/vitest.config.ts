import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts the real server (its own process, fresh database copied from a
// migrated, seeded template) and drives Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // expect.poll waits for what a page shows after a call; vitest's default of 1 s failed a journey on a busy
    // CI host (a page-size change whose list came later). 5 s, as Playwright's own expect waits, still fails
    // a page that never shows it.
    expect: { poll: { timeout: 5_000 } },
    // Two cores: one journey file at a time keeps timings honest.
    fileParallelism: false,
  },
});
