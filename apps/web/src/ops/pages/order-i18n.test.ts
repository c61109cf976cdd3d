import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enUS, zhCN } from './order-i18n';

/** Every key the order and finance pages ask for: t('a.b') in their files, 'opsTrade:a.b' in the routes and layout. */
function usedKeys(): string[] {
  const opsRoot = path.resolve(import.meta.dirname, '..');
  const pages = fs.readdirSync(path.join(opsRoot, 'pages')).filter((name) => /^(order-.*|finance-.*|dashboard-page)\.tsx$/.test(name));
  const keys = new Set<string>();
  for (const name of pages) {
    const text = fs.readFileSync(path.join(opsRoot, 'pages', name), 'utf8');
    for (const match of text.matchAll(/\bt\('([a-zA-Z]+\.[A-Za-z0-9.]+)'/g)) keys.add(match[1] ?? '');
  }
  for (const file of ['ops-routes.tsx']) {
    for (const match of fs.readFileSync(path.join(opsRoot, file), 'utf8').matchAll(/'opsTrade:([A-Za-z0-9.]+)'/g)) keys.add(match[1] ?? '');
  }
  for (const match of fs.readFileSync(path.join(opsRoot, 'layout/ops-layout.tsx'), 'utf8').matchAll(/tradeMenuTitle\('([A-Za-z]+)'\)/g)) keys.add(`menu.${match[1]}`);
  // Keys built from codes: parties S/C/N/B, door ends L/D, event actors.
  for (const code of ['S', 'C', 'N', 'B']) keys.add(`order.party${code}`);
  for (const code of ['L', 'D']) keys.add(`order.door${code}`);
  for (const actor of ['Customer', 'Operator', 'System', 'Payment']) keys.add(`order.actor${actor}`);
  return [...keys];
}

const lookup = (catalogue: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('order and finance console catalogue', () => {
  it('has every key the pages use, as text, in both languages', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(80);
    const missing = keys.filter((key) => typeof lookup(zhCN, key) !== 'string' || typeof lookup(enUS, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
