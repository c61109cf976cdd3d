import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n, loadFeatureCatalogues } from './index';
import { enUS } from './locales/en-US';
import { featuresZhCN } from './locales/features.zh-CN';
import { zhCN } from './locales/zh-CN';

/**
 * Every literal key passed to t('...') in the portal's sources, with the file it is used in. The
 * operator console (src/ops) has its own catalogues, checked by its own tests.
 */
function literalKeys(): Array<{ key: string; file: string }> {
  const root = path.resolve(import.meta.dirname, '..');
  const found: Array<{ key: string; file: string }> = [];
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(root, 'ops')) visit(full);
      }
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)) {
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

describe('i18n catalogues', () => {
  it('have every key the sources use, as text, in both languages', () => {
    const keys = literalKeys();
    expect(keys.length).toBeGreaterThan(100);
    for (const { key, file } of keys) {
      expect(typeof lookup({ ...zhCN, ...featuresZhCN }, key), `${key} (${file}) in zh-CN`).toBe('string');
      expect(typeof lookup(enUS, key), `${key} (${file}) in en-US`).toBe('string');
    }
  });

  it('split the shell from the feature areas without a key in both', () => {
    const shared = Object.keys(zhCN).filter((key) => key in featuresZhCN);
    expect(shared).toEqual([]);
  });

  it('give the feature areas their Chinese once loadFeatureCatalogues has run, beside the shell', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(i18n.exists('order.common.orderNo')).toBe(false);
    await loadFeatureCatalogues();
    expect(i18n.t('order.common.orderNo')).toBe(featuresZhCN.order.common.orderNo);
    expect(i18n.t('common.search')).toBe('搜索');
  });
});
