// `npm run dev`: the API with reload on change (port 8080) and Vite's dev server with hot reload
// (port 5173, proxying /api to 8080). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'does-not-exist' },
  }),
  spawn('npx', ['vite', '--host', '0.0.0.0'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => stop());
