import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enUS, zhCN } from './product-i18n';

/** Every key the product pages ask for: t('a.b') in pages/product-*.tsx, 'opsProduct:a.b' in the layout and routes. */
function usedKeys(): string[] {
  const opsRoot = path.resolve(import.meta.dirname, '../..');
  const pages = fs.readdirSync(path.join(opsRoot, 'pages')).filter((name) => /^product-.*\.tsx$/.test(name));
  const keys = new Set<string>();
  for (const name of pages) {
    const text = fs.readFileSync(path.join(opsRoot, 'pages', name), 'utf8');
    for (const match of text.matchAll(/\bt\('([a-zA-Z]+\.[A-Za-z0-9.]+)'/g)) keys.add(match[1] ?? '');
  }
  for (const file of ['ops-routes.tsx', 'layout/ops-layout.tsx']) {
    for (const match of fs.readFileSync(path.join(opsRoot, file), 'utf8').matchAll(/'opsProduct:([A-Za-z0-9.]+)'/g)) keys.add(match[1] ?? '');
  }
  return [...keys];
}

const lookup = (catalogue: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('product console catalogue', () => {
  it('has every key the product pages use, as text, in both languages', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(100);
    const missing = keys.filter((key) => typeof lookup(zhCN, key) !== 'string' || typeof lookup(enUS, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
