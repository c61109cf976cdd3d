// `npm run test:node -- 24`: the whole `npm test` again under another Node.js major version, to check
// the README's "also runs on 22 and 24" on a machine whose only way out is the npm registry. The
// official Node binaries are published there as node-<platform>-<arch> packages (what the `node`
// package installs); one is fetched once into node_modules/.cache/ and put first on PATH, so `npm`,
// `npx` and every `node` the tests start run on it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const major = process.argv[2];
if (!major || !/^\d+$/.test(major)) {
  process.stderr.write('usage: npm run test:node -- <major version>   e.g. npm run test:node -- 24\n');
  process.exit(2);
}

const packageName = `node-${process.platform}-${process.arch}`;
const cacheDir = path.join(root, 'node_modules', '.cache', 'coastbook-node', major);
const binDir = path.join(cacheDir, 'package', 'bin');
if (!fs.existsSync(path.join(binDir, 'node'))) {
  process.stdout.write(`[coastbook] fetching ${packageName}@${major} from the npm registry...\n`);
  fs.rmSync(cacheDir, { recursive: true, force: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `${packageName}@${major}`, '--pack-destination', cacheDir, '--silent'], { cwd: cacheDir, encoding: 'utf8' }).trim().split('\n').at(-1);
  execFileSync('tar', ['xzf', path.join(cacheDir, tarball), '-C', cacheDir]);
}

const env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH}` };
const version = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim();
process.stdout.write(`[coastbook] npm test on Node ${version}\n`);
const result = spawnSync('npm', ['test'], { cwd: root, stdio: 'inherit', env });
process.exit(result.status ?? 1);
