import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QrPlaceholder } from './qr-placeholder';

const draw = (seed: string) => renderToStaticMarkup(createElement(QrPlaceholder, { seed, label: '小程序 · 示意图' }));
const modulesPathOf = (markup: string) => /<path d="([^"]*)"/.exec(markup)?.[1] ?? '';

describe('QrPlaceholder', () => {
  it('draws the dark modules as one path beside the three finder patterns, labelled as a sample', () => {
    const markup = draw('coastbook-mini-program');
    expect(markup.match(/<path /g)).toHaveLength(1);
    // One 1×1 square per dark module, about half of the 433 cells outside the finders.
    const squares = modulesPathOf(markup).match(/M\d+ \d+h1v1h-1z/g) ?? [];
    expect(squares.length).toBeGreaterThan(150);
    expect(squares.length).toBeLessThan(270);
    // Background + 3 finders × 3 squares; no per-module rects any more.
    expect(markup.match(/<rect /g)).toHaveLength(10);
    expect(markup).toContain('aria-label="小程序 · 示意图"');
    expect(markup).toContain('<title>小程序 · 示意图</title>');
  });

  it('looks the same for a seed on every render and different for another seed', () => {
    expect(modulesPathOf(draw('coastbook-official-account'))).toBe(modulesPathOf(draw('coastbook-official-account')));
    expect(modulesPathOf(draw('coastbook-official-account'))).not.toBe(modulesPathOf(draw('coastbook-mini-program')));
  });

  it('leaves the finder corners free of modules', () => {
    const squares = [...modulesPathOf(draw('any')).matchAll(/M(\d+) (\d+)/g)].map(([, column, row]) => [Number(row), Number(column)] as const);
    const inTopLeftFinder = squares.filter(([row, column]) => row < 8 && column < 8);
    expect(inTopLeftFinder).toEqual([]);
  });
});
