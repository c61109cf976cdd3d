import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enUS, zhCN } from './i18n';

/** Every literal 'ops:<key>' in the console's sources (t() calls, menu and route titles), with its file. */
function literalKeys(): Array<{ key: string; file: string }> {
  const root = import.meta.dirname;
  const found: Array<{ key: string; file: string }> = [];
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(/'ops:([A-Za-z0-9_.]+)'/g)) {
          found.push({ key: match[1] ?? '', file: path.relative(root, full) });
        }
      }
    }
  };
  visit(root);
  return found;
}

function lookup(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('operator console catalogue', () => {
  it('has every key the console uses, as text, in both languages', () => {
    const keys = literalKeys();
    expect(keys.length).toBeGreaterThan(100);
    for (const { key, file } of keys) {
      expect(typeof lookup(zhCN, key), `${key} (${file}) in zh-CN`).toBe('string');
      expect(typeof lookup(enUS, key), `${key} (${file}) in en-US`).toBe('string');
    }
  });

  it('has a label for every status and type the dynamic keys name', () => {
    for (const status of ['Submit', 'Confirm', 'Refuse', 'Cancel']) expect(lookup(zhCN, `certStatus.${status}`)).toBeTypeOf('string');
    for (const type of ['Enterprise', 'Personal', 'TmsVendor', 'CharterSupplier']) expect(lookup(zhCN, `certType.${type}`)).toBeTypeOf('string');
    for (const kind of ['operator', 'customer', 'system']) expect(lookup(zhCN, `audit.actorKinds.${kind}`)).toBeTypeOf('string');
  });
});
