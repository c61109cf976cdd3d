import { describe, expect, it } from 'vitest';
import { chinaWallClock } from '../lib/china-time';
import { PRERENDERED_ROUTES } from './prerendered-routes';
import { renderPage } from './render-page';

// The server-side render of the landing pages (render-process.ts runs the same function from the build).
describe('renderPage', () => {
  it('draws home as an anonymous visitor sees it: shell, hero, search form on today, with the palette for antd', async () => {
    const page = await renderPage('/');
    expect(page).not.toBeNull();
    expect(page!.title).toBe('CoastBook 海运订舱 - 首页');
    expect(page!.markup).toContain('内贸集装箱，一站式在线订舱');
    expect(page!.markup).toContain('查询航线');
    // Today in China, whatever the zone of the machine running the test (from 16:00 UTC China is a day ahead).
    expect(page!.markup).toContain(`value="${chinaWallClock().format('YYYY-MM-DD')}"`);
    // Logged out: the top bar offers login, and nothing personal is drawn.
    expect(page!.markup).toContain('登录');
    expect(page!.markup).not.toContain('我的订单');
    // antd's component styles come from its static sheet (providers.tsx, zeroRuntime); what antd still writes
    // at run time, and so inlines here, is the palette (CSS variables only, ours among them) beside the icons' own
    // few rules and their spinning keyframes (@ant-design/icons writes them itself).
    expect(page!.css).toContain('--ant-color-primary:#0f7b8a');
    const outsideIcons = page!.css.replace(/@keyframes[^{]*\{(?:[^{}]*\{[^}]*\})*\}/g, '').replace(/[^{}]*anticon[^{}]*\{[^}]*\}/g, '');
    const properties = [...outsideIcons.matchAll(/[{;]([^:;{}]+):/g)].map((match) => match[1]!.trim());
    expect(properties.length).toBeGreaterThan(100);
    expect(properties.filter((property) => !property.startsWith('--'))).toEqual([]);
    // The client must not look for server styles it could reuse (they are removed after it draws).
    expect(page!.css).not.toContain('data-ant-cssinjs-cache-path');
  }, 30_000);

  it('draws every prerendered route, each with its own title', async () => {
    const titles = new Set<string>();
    for (const route of PRERENDERED_ROUTES) {
      const page = await renderPage(route.path);
      expect(page?.markup, route.path).toContain('header-top-bar');
      titles.add(page!.title);
    }
    expect(titles.size).toBe(PRERENDERED_ROUTES.length);
  }, 30_000);
});
