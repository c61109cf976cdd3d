// `npm test`: everything CI checks, in order of speed: typecheck, lint, unit + API tests (Vitest on a
// real embedded PostgreSQL), then browser journeys in Debian's Chromium. Stops at the first failing
// step and ends with one summary line of counts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coastbook-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  process.stdout.write(`\n=== ${title} ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  process.stdout.write(`--- ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return result.status === 0;
}

function addVitestCounts(reportFile) {
  if (!fs.existsSync(reportFile)) return;
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function finish(ok) {
  process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
  fs.rmSync(reportDir, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

const vitest = (title, extra, reportName) => {
  const reportFile = path.join(reportDir, reportName);
  const ok = run(title, 'npx', ['vitest', 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`]);
  addVitestCounts(reportFile);
  return ok;
};

if (!run('typecheck', 'npm', ['run', 'typecheck', '--silent'])) finish(false);
if (!run('lint', 'npm', ['run', 'lint', '--silent'])) finish(false);
if (!vitest('unit and API tests', [], 'unit-api.json')) finish(false);
if (!run('browser setup', 'node', ['scripts/ensure-browser.mjs'])) finish(false);
if (!run('web build', 'node', ['scripts/web-build.mjs'])) finish(false);
finish(vitest('browser journeys', ['--config', 'e2e/vitest.config.ts'], 'e2e.json'));
