// Builds the web app when its sources are newer than the last build (used by start and test:e2e).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
// The server's render process for the landing pages, written by the same build (apps/web/vite.config.ts).
const renderProcess = path.join(root, 'apps/web/dist-server/render-process.js');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/domain/src', 'packages/contracts/src', 'package-lock.json'];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isWebBuildStale() {
  const built = fs.statSync(distIndex, { throwIfNoEntry: false });
  if (!built || !fs.existsSync(renderProcess)) return true;
  return sources.some((source) => newestMtime(path.join(root, source)) > built.mtimeMs);
}

export function buildWebIfStale({ force = false } = {}) {
  if (!force && !isWebBuildStale()) return;
  process.stdout.write('[coastbook] building the web app (apps/web)...\n');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', '@coastbook/web', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('[coastbook] web build failed\n');
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`[coastbook] web app built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfStale({ force: process.argv.includes('--force') });
