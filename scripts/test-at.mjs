// `npm run test:at -- 2026-12-31T16:01:00Z`: the whole `npm test` with every clock moved to that instant, to
// check the calendar's edges (a China day, week, month or year that has just begun or is about to end)
// without waiting for them. The seed plans voyages, prices and demo orders around "now", and a test that only
// held on some weekdays once failed CI just after Monday 00:00 China time.
//
// The clock is moved by libfaketime (Debian package `faketime`), preloaded into Node and, through it, into
// the embedded PostgreSQL: one offset for every process, so the database's now() and the server's agree and
// time still runs. Chromium is started without it (under libfaketime its pages never finish loading);
// the browser tests set the pages' clock to the same instant instead (e2e/support/browser.ts).
//
// Anything after the instant is run instead of `npm test`, e.g.
// `npm run test:at -- 2027-02-28T15:57:00Z npx vitest run --project server`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [instant, ...command] = process.argv.slice(2);
const target = instant ? new Date(instant) : undefined;
if (!target || Number.isNaN(target.getTime())) {
  process.stderr.write('usage: npm run test:at -- <ISO instant> [command]   e.g. npm run test:at -- 2026-12-31T16:01:00Z\n');
  process.exit(2);
}

const LIBRARY_PLACES = ['/usr/lib/x86_64-linux-gnu/faketime', '/usr/lib/aarch64-linux-gnu/faketime', '/usr/lib/faketime', '/usr/local/lib/faketime'];
const library = LIBRARY_PLACES.map((dir) => path.join(dir, 'libfaketime.so.1')).find((file) => fs.existsSync(file));
if (!library) {
  process.stderr.write('libfaketime is not installed: apt-get install -y faketime\n');
  process.exit(2);
}

const offsetSeconds = Math.round((target.getTime() - Date.now()) / 1000);
const env = {
  ...process.env,
  LD_PRELOAD: [library, process.env.LD_PRELOAD].filter(Boolean).join(' '),
  FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`,
  // Timeouts and durations keep the real monotonic clock; child processes read the offset afresh.
  DONT_FAKE_MONOTONIC: '1',
  FAKETIME_NO_CACHE: '1',
};
const [program, ...args] = command.length > 0 ? command : ['npm', 'test'];
process.stdout.write(`[coastbook] ${[program, ...args].join(' ')} with the clock at ${target.toISOString()} (offset ${offsetSeconds} s)\n`);
const result = spawnSync(program, args, { cwd: root, stdio: 'inherit', env });
process.exit(result.status ?? 1);
