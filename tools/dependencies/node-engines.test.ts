import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}
const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
const supportedRange = (readJson('package.json') as { engines: { node: string } }).engines.node;

// The oldest release of each Node line the README promises: the root's engines minimum (20.19, the first
// 20.x that loads ES modules with require), and 22.13, the oldest 22.x that eslint 10 and its parts accept, and 24.0.
const promisedNodes = [semver.minVersion(supportedRange)!.version, '22.13.0', '24.0.0'];

/** Every installed package whose declared Node range leaves out one of the promised versions. */
function packagesRefusing(node: string): string[] {
  return Object.entries(lock.packages)
    .filter(([location]) => location.includes('node_modules/'))
    .flatMap(([location, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!range || semver.satisfies(node, range, { includePrerelease: true })) return [];
      return [`${location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version} (node ${range}) at ${location}`];
    });
}

// `npm ci` only warns (EBADENGINE) about such a package, and it may even load on a newer minor of 20.x
// than we test: the lock is the place to catch one, before a user on the oldest supported Node does.
// @fastify/swagger-ui 6 came with @fastify/static 10 and content-disposition 3 (node >=22) this way.
describe('installed packages support every Node version the README promises', () => {
  it('reads the supported range from the root package.json', () => {
    expect(promisedNodes[0]).toBe('20.19.0');
  });

  it.each(promisedNodes)('no package in package-lock.json refuses Node %s', (node) => {
    expect(packagesRefusing(node)).toEqual([]);
  });
});
