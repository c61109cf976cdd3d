import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBookableSailing } from '../support/api';
import { loginWithPassword, submitOpsLogin } from '../support/auth';
import { launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { queryDatabase } from '../support/database';
import { settled } from '../support/settled';
import { startServer, type RunningServer } from '../support/server';

// Journey: a shipper and an operator who read English walk every page of the portal and of the console
// with English chosen. Whatever Chinese is left on a page must be something the server said — data
// (company names, places as booked, the carrier's wording) or an envelope's message — never a label of
// the web app that missed its English (ARCHITECTURE.md "i18n"). The pages come from the route tables
// themselves, so a new page is walked without touching this file; pages that show one object (an order,
// an account) are opened on a seeded one.

const WEB_SRC = path.resolve(import.meta.dirname, '../../apps/web/src');
const HAN = /[\u3400-\u9fff\uf900-\ufaff]+/g;

interface RouteNode {
  path?: string;
  page?: string;
  children?: RouteNode[];
}

/** Loads a route table of the web app at run time (its .tsx is transformed by vitest, not type-checked here). */
async function routeTable<T>(file: string): Promise<T> {
  return (await import(pathToFileURL(path.join(WEB_SRC, file)).href)) as T;
}

/** Concrete paths of a route tree: parameters and the catch-all are left out (they need an id). */
function pathsOf(routes: RouteNode[], prefix: string, include: (route: RouteNode) => boolean): string[] {
  return routes.flatMap((route) => {
    const full = route.path === undefined ? prefix : route.path.startsWith('/') ? route.path : `${prefix}/${route.path}`;
    const own = route.path !== undefined && !full.includes(':') && !full.includes('*') && include(route) ? [full] : [];
    return [...own, ...pathsOf(route.children ?? [], full, include)];
  });
}

/**
 * The portal's built pages: "coming soon" pages name their feature from the route title, already English,
 * and /login would send a logged-in shipper away.
 */
async function builtPortalPaths(): Promise<string[]> {
  const { SHELL_ROUTES, USER_CENTER_ROUTES } = await routeTable<{ SHELL_ROUTES: RouteNode[]; USER_CENTER_ROUTES: RouteNode[] }>('app/routes.tsx');
  return pathsOf([...SHELL_ROUTES, ...USER_CENTER_ROUTES], '', (route) => route.page !== 'comingSoon' && route.path !== '/login');
}

/** Opens a page and gives its answers and their rendering time to land. */
async function openSettled(page: Page, target: string): Promise<void> {
  await page.goto(target);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/** Every string with Chinese in it that the server sent to this page (JSON answers under /api). */
function recordServerWords(page: Page): Set<string> {
  const words = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (HAN.test(value)) words.add(value);
      HAN.lastIndex = 0;
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    response.json().then(collect, () => undefined);
  });
  return words;
}

/** Chinese on screen (visible text, placeholders, the tab's title) outside elements marked lang="zh-CN" (the 中文 switch). */
async function chineseOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const han = /[\u3400-\u9fff\uf900-\ufaff]/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !han.test(text) || parent.closest('[lang="zh-CN"]') || !parent.checkVisibility()) continue;
      found.push(text.trim());
    }
    document.querySelectorAll<HTMLElement>('[placeholder]').forEach((field) => {
      const text = field.getAttribute('placeholder') ?? '';
      if (han.test(text) && field.checkVisibility()) found.push(text);
    });
    if (han.test(document.title)) found.push(`[title] ${document.title}`);
    return found;
  });
}

/**
 * Text that runs out of its table cell (longer English labels in a column sized for Chinese: an action
 * column's second button drawn over the edge). Text inside something that clips or hides it on purpose
 * (an ellipsis, a switch's inactive label) does not count.
 */
async function textOutsideTableCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>('td.ant-table-cell, th.ant-table-cell'))) {
      const box = cell.getBoundingClientRect();
      if (box.width === 0) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim();
        if (!text) continue;
        let clippedOnPurpose = false;
        for (let element = node.parentElement; element; element = element.parentElement) {
          const style = getComputedStyle(element);
          if (style.overflowX !== 'visible' || style.visibility === 'hidden') clippedOnPurpose = true;
          if (element === cell) break;
        }
        if (clippedOnPurpose) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const drawn = range.getBoundingClientRect();
        if (drawn.width > 0 && (drawn.right > box.right + 1 || drawn.left < box.left - 1)) {
          found.push(`${text.slice(0, 40)} (${Math.round(Math.max(drawn.right - box.right, box.left - drawn.left))} px out)`);
          break;
        }
      }
    }
    return found;
  });
}

/**
 * What does not fit a window of the portal's narrowest width: the page scrolling sideways, a button's words
 * running out of it, a form label or a placeholder cut short, a tab pushed into the tab bar's "…" menu, and a
 * control of the page lying under the floating side menu (hovering or clicking there reaches the menu instead).
 */
async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const words = (element: Element) => (element.textContent ?? '').trim().slice(0, 40);
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('main .ant-btn'))) {
      if (!shown(button)) continue;
      const range = document.createRange();
      range.selectNodeContents(button);
      const drawn = range.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      if (drawn.width > 0 && (drawn.right > box.right + 1 || drawn.left < box.left - 1)) found.push(`button "${words(button)}" runs out of its box`);
    }
    for (const label of Array.from(document.querySelectorAll<HTMLElement>('main .ant-form-item-label > label'))) {
      if (shown(label) && label.scrollWidth > label.clientWidth + 1) found.push(`label "${words(label)}" is cut short`);
    }
    // A placeholder is the field's only label on search bars: cut, it no longer says what to type.
    const ruler = document.createElement('canvas').getContext('2d')!;
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('main input[placeholder], main textarea[placeholder]'))) {
      if (!shown(input) || input.value !== '' || input.placeholder === '') continue;
      const style = getComputedStyle(input);
      ruler.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (ruler.measureText(input.placeholder).width > room + 1) found.push(`placeholder "${input.placeholder}" is cut short`);
    }
    for (const placeholder of Array.from(document.querySelectorAll<HTMLElement>('main .ant-select-selection-placeholder'))) {
      if (shown(placeholder) && placeholder.scrollWidth > placeholder.clientWidth + 1) found.push(`placeholder "${words(placeholder)}" is cut short`);
    }
    for (const more of Array.from(document.querySelectorAll('main .ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden)'))) {
      if (shown(more)) found.push(`tabs hidden in "…" beside "${words(more.closest('.ant-tabs-nav')!.querySelector('.ant-tabs-tab')!)}"`);
    }
    const sideMenu = document.querySelector('[data-testid="float-side-menu"].is-visible');
    for (const control of Array.from(document.querySelectorAll<HTMLElement>('main button, main a[href], main input, main .ant-select'))) {
      if (!sideMenu || !shown(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.bottom < 0 || box.top > window.innerHeight) continue;
      // Its two ends and its middle: the menu used to cover the right end of a button, not its middle.
      const middle = box.top + box.height / 2;
      const covered = [box.left + 2, box.left + box.width / 2, box.right - 2].some((x) => {
        const there = document.elementFromPoint(x, middle);
        return there !== null && sideMenu.contains(there);
      });
      if (covered) found.push(`"${words(control) || control.getAttribute('placeholder') || control.tagName}" lies under the side menu`);
    }
    return found;
  });
}

interface WalkFindings {
  /** Per path, the Chinese the server never sent. */
  unexplained: Record<string, string[]>;
  /** Per path, table text drawn outside its cell. */
  outsideCells: Record<string, string[]>;
}

/** Walks the paths and reports what each shows wrongly in English; the pages of one object are also saved as screenshots. */
async function walk(page: Page, paths: string[], serverWords: Set<string>, shots: Record<string, string> = {}): Promise<WalkFindings> {
  const findings: WalkFindings = { unexplained: {}, outsideCells: {} };
  for (const target of paths) {
    await openSettled(page, target);
    const known = [...serverWords];
    const left = [...new Set(await chineseOnScreen(page))].filter((text) => (text.match(HAN) ?? []).some((run) => !known.some((word) => word.includes(run))));
    if (left.length > 0) findings.unexplained[target] = left;
    const outside = [...new Set(await textOutsideTableCells(page))];
    if (outside.length > 0) findings.outsideCells[target] = outside;
    if (shots[target] !== undefined) await screenshot(page, shots[target]);
  }
  return findings;
}

/** Logs demo_ent in and switches the portal to English (the choice is remembered for later loads). */
async function logInInEnglish(page: Page): Promise<void> {
  await loginWithPassword(page, 'demo_ent');
  await page.getByTestId('header-top-bar').getByRole('button', { name: 'English' }).click();
  await page.getByTestId('header-top-bar').getByText('My orders').waitFor();
}

describe('every page in English', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page | undefined;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('tells a shipper and an operator who read English why their login failed in English, and a reader of Chinese in Chinese', async () => {
    page = await (await newContext(browser, server.baseUrl)).newPage();
    await page.goto('/login');
    const topBar = page.getByTestId('header-top-bar');
    await topBar.getByRole('button', { name: 'English' }).click();
    await page.getByPlaceholder('User name / mobile / e-mail').fill('demo_person');
    await page.getByPlaceholder('Login password').fill('Wrong#Pass7');
    await page.getByTestId('login-submit').click();
    // The server says 用户名或密码错误, the catalogue's own words: an English page has them in English.
    const refusal = page.locator('.ant-message-notice', { hasText: 'Incorrect user name or password' });
    await refusal.waitFor();
    await expect.poll(() => refusal.evaluate((notice) => getComputedStyle(notice).opacity)).toBe('1');
    await screenshot(page, 'english-login-failed');

    // The console follows the remembered choice; its refusal is the catalogue's too.
    await page.goto('/ops/login');
    await page.getByPlaceholder('Operator account').fill('ops_review');
    await page.getByPlaceholder('Password').fill('Wrong#Pass7');
    await page.getByTestId('ops-login-submit').click();
    await expect.poll(() => page!.getByTestId('ops-login-error').textContent()).toBe('Incorrect account or password');
    await screenshot(page, 'english-ops-login-failed');

    await page.goto('/login');
    await topBar.getByRole('button', { name: '中文' }).click();
    await page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill('demo_person');
    await page.getByPlaceholder('请输入登录密码').fill('Wrong#Pass8');
    await page.getByTestId('login-submit').click();
    await page.locator('.ant-message-notice', { hasText: '用户名或密码错误' }).waitFor();
    await page.context().close();
  });

  it('tells a shipper who reads English, in English, that the sailing has fewer slots left than the box asks for', async () => {
    const nextWeek = new Date(Date.now() + 8 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
    const offer = await findBookableSailing(server.baseUrl, { fpolCde: 'SHA', lpodCde: 'QZH', etdStart: nextWeek, containers: 2 });
    expect(offer, 'a bookable general sailing next week').toBeDefined();
    const type = offer!.containerData.find((container) => !container.isClosed && container.availableInventory >= 2)!;
    page = await (await newContext(browser, server.baseUrl)).newPage();
    await logInInEnglish(page);
    await page.goto(`/product?fpolCde=SHA&lpodCde=QZH&etd=${nextWeek}`);
    const card = page.locator(`[data-testid="sailing"][data-product-id="${offer!.productId}"]`);
    await card.getByTestId('sailing-select').click();
    const box = page.getByTestId('shopping-box');
    const quantity = box.getByTestId(`box-quantity-${type.cntrType}`);
    await quantity.fill('2');
    await quantity.blur();
    await expect.poll(() => box.getByTestId('consign-button').isDisabled()).toBe(false);

    // Meanwhile other shippers book all but one of those slots.
    const ofTheType = 'WHERE sailing_id = $1 AND container_type_code = $2';
    const [before] = await queryDatabase<{ available: number }>(server.databaseUrl, `SELECT available FROM sailing_inventory ${ofTheType}`, [offer!.productId, type.cntrType]);
    await queryDatabase(server.databaseUrl, `UPDATE sailing_inventory SET available = 1 ${ofTheType}`, [offer!.productId, type.cntrType]);
    try {
      await box.getByTestId('consign-button').click();
      // The server words the refusal for the case, with the type and what is left, in the page's language.
      const refusal = page.getByTestId('booking-refusal');
      await expect
        .poll(() => refusal.textContent(), { timeout: 15_000 })
        .toBe(`Not enough space for ${type.cntrType} (1 left), please reduce the number of containers or choose another sailing`);
      await screenshot(page, 'english-sold-out');
    } finally {
      await queryDatabase(server.databaseUrl, `UPDATE sailing_inventory SET available = $3 ${ofTheType}`, [offer!.productId, type.cntrType, before!.available]);
      await page.context().close();
    }
  });

  it('checks forms in English: the page’s own rules and the contracts’ answer in the page’s language', async () => {
    page = await (await newContext(browser, server.baseUrl)).newPage();
    await logInInEnglish(page);
    // The home page's route search, sent without its ports: it said "Port of loading", the field's placeholder.
    await page.goto('/');
    await page.getByRole('button', { name: 'Search routes' }).click();
    await expect
      .poll(() => page!.locator('.ant-form-item-explain-error').allTextContents())
      .toEqual(['Choose the port of loading', 'Choose the port of discharge']);

    await page.goto('/address-mgr');
    await page.getByTestId('address-book-page').waitFor();
    await page.getByTestId('address-add').click();
    const form = page.getByTestId('address-form');
    await form.waitFor();
    // The dialog zooms in, and a click during it can land where its button was a frame ago. CI once saw no
    // errors within 5 s of this click (not reproduced here, even at 16× CPU throttling); clicks right after
    // a pop-up opens wait for it to settle (support/settled.ts).
    await settled(page);
    // Saved empty: every rule is the contract's own (ZAddUserAddressRequest), its words Chinese in the schema.
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'OK' }).click();
    const explained = form.locator('.ant-form-item-explain-error');
    await expect.poll(() => explained.allTextContents()).toEqual(expect.arrayContaining(['Please enter the label', 'Please enter the contact person']));
    // Then the rules across fields: a company needs its name, a contact a mobile number or a landline. They
    // used to pass the fields' own rules and fail the last check, shown as "Could not connect to the server".
    await form.getByLabel('Label').fill('Warehouse');
    await form.getByLabel('Contact').fill('Zhou Jie');
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() => explained.allTextContents())
      .toEqual(expect.arrayContaining(['Please enter the company name', 'Fill in at least one of the mobile number and the landline']));
    expect((await explained.allTextContents()).filter((text) => HAN.test(text))).toEqual([]);
    await screenshot(page, 'english-form-rules');
    await page.context().close();
  });

  it('shows the shipper no Chinese but what the server sent, on every page of the portal', { timeout: 300_000 }, async () => {
    const paths = await builtPortalPaths();
    expect(paths.length).toBeGreaterThan(50);
    const orders = await queryDatabase<{ id: string; status: string }>(
      server.databaseUrl,
      `SELECT DISTINCT ON (o.status) o.id, o.status FROM order_mast o JOIN user_account u ON u.id = o.user_id
        WHERE u.logon_id = 'demo_ent' AND o.status IN ('P', 'S', 'A') ORDER BY o.status, o.created_at DESC`,
    );
    const orderOf = (status: string) => orders.find((order) => order.status === status)!.id;
    // The seed's confirmed order that still owes the balance of its down payment.
    const [downPaid] = await queryDatabase<{ id: string }>(
      server.databaseUrl,
      `SELECT o.id FROM order_mast o JOIN user_account u ON u.id = o.user_id WHERE u.logon_id = 'demo_ent' AND o.pay_way = 2 AND o.paid_fen < o.total_fen`,
    );
    const shots = {
      [`/order/booking?orderId=${orderOf('P')}`]: 'english-booking-draft',
      [`/order/payment?orderId=${orderOf('S')}`]: 'english-order-payment',
      [`/order/payment?orderId=${downPaid!.id}`]: 'english-balance-payment',
      [`/orderView?orderId=${orderOf('A')}`]: 'english-order-view-confirmed',
      [`/orderView?orderId=${downPaid!.id}`]: 'english-order-view-balance-due',
      [`/orderView?orderId=${orderOf('S')}`]: 'english-order-view-unpaid',
    };
    paths.push(...Object.keys(shots));
    page = await (await newContext(browser, server.baseUrl)).newPage();
    const serverWords = recordServerWords(page);
    await logInInEnglish(page);

    expect(await walk(page, paths, serverWords, shots)).toEqual({ unexplained: {}, outsideCells: {} });

    // What the server says that the pages label themselves in English: the commodity's cargo type (from
    // the answer's …Ennme), the document-fee rule (from its code and amount), the charge items (by code).
    await page.goto(`/order/booking?orderId=${orderOf('P')}`);
    // The cargo type joins the name when the commodity search answers, which took over a second on a loaded host.
    await expect.poll(() => page!.getByTestId('cargo-description').textContent(), { timeout: 15_000 }).toBe('Corn (General cargo)');
    expect(await page.getByTestId('booking-doc-fee-rule').textContent()).toBe(
      'One document fee of ¥100.00 per order, whatever the number of containers; after a split, each order pays it once.',
    );
    // The payment page names the charge items by their codes, and states the points rule in English.
    await page.goto(`/order/payment?orderId=${orderOf('S')}`);
    const charges = page.getByTestId('pay-charge-items');
    await expect.poll(() => charges.textContent()).toContain('Product total');
    expect(await charges.textContent()).toContain('Booking fee (documents)');
    await page.getByText('Points deduction: 100 points = ¥1.00').waitFor();
  });

  it('fits every page of the portal into a window of the portal’s narrowest width, 1 200 px, in English', { timeout: 300_000 }, async () => {
    const paths = await builtPortalPaths();
    page = await (await newContext(browser, server.baseUrl, { viewport: { width: 1200, height: 800 } })).newPage();
    await logInInEnglish(page);
    const faults: Record<string, string[]> = {};
    for (const target of paths) {
      await openSettled(page, target);
      const found = [...new Set(await layoutFaults(page))];
      if (found.length > 0) faults[target] = found;
    }
    // Found by a walk like this one on 2026-12-02: the refund requests' table 65 px wider than the window, the
    // address book's last two kinds behind "…", "New payment password" cut to "New payment pa", the product
    // search's button wider than its column, and the side menu over the list pages' add buttons. The check for
    // placeholders then found the new login password's rule cut on four pages (in Chinese too).
    expect(faults).toEqual({});
    await page.goto('/address-mgr');
    await page.getByTestId('address-book-page').getByRole('tab', { name: 'Emergency contact' }).waitFor();
    await screenshot(page, 'english-1200-address-book');
    await page.goto('/accountStore/refundApplyRecord');
    await page.getByTestId('refund-table').locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'english-1200-refund-requests');
  });

  it('asks for the facility data as a remembered English page starts, so its places are English when it paints', { timeout: 120_000 }, async () => {
    page = await (await newContext(browser, server.baseUrl)).newPage();
    await logInInEnglish(page);
    // The home page's port fields ask for the facility data too: let that answer land first, or it would be
    // written into the session storage just cleared, and the page below would find it there (seen once on a
    // busy run).
    await page.waitForLoadState('networkidle');
    // A new tab of the same login: nothing of the facility data is kept in it yet.
    await page.evaluate(() => sessionStorage.clear());
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await page.goto('/orderManagementIndex');
    const firstRow = page.locator('.ant-table-row').first();
    await expect.poll(() => firstRow.textContent(), { timeout: 15_000 }).toMatch(/[A-Z][a-z]+ → [A-Z][a-z]+/);
    const facilities = asked.indexOf('/api/web/commonUrl/portFacility/getAllPort');
    const orders = asked.indexOf('/api/web/domestic/customer/order/getOrderMastBySearchQuery');
    expect(facilities).toBeGreaterThanOrEqual(0);
    // Asked at start-up, before the page's own first answer (which the router asks for as the page is entered).
    expect(orders).toBeGreaterThan(facilities);
  });

  it('shows the operator no Chinese but what the server sent, on every page of the console', { timeout: 300_000 }, async () => {
    const { opsRouteObjects } = await routeTable<{ opsRouteObjects: RouteNode[] }>('ops/ops-routes.tsx');
    const paths = pathsOf(opsRouteObjects, '', (route) => !route.path!.endsWith('/login'));
    expect(paths.length).toBeGreaterThan(15);
    const [customer] = await queryDatabase<{ id: string }>(server.databaseUrl, "SELECT id FROM user_account WHERE logon_id = 'demo_ent'");
    const shots = { [`/ops/accounts/${customer!.id}`]: 'english-ops-account-detail' };
    paths.push(...Object.keys(shots));
    page = await (await newContext(browser, server.baseUrl)).newPage();
    const serverWords = recordServerWords(page);
    await page.goto('/ops/login');
    await submitOpsLogin(page, 'ops_admin');
    await page.getByTestId('ops-layout').waitFor();
    await page.getByTestId('ops-language-switch').getByText('English').click();
    await page.getByTestId('ops-menu').getByText('Order search').waitFor();

    expect(await walk(page, paths, serverWords, shots)).toEqual({ unexplained: {}, outsideCells: {} });

    // What the account's answer gives as a code or a kept Chinese name, the page labels in English.
    const [kept] = await queryDatabase<{ member_level: string; bank_cert_status: string }>(
      server.databaseUrl,
      "SELECT e.member_level, e.bank_cert_status FROM enterprise e JOIN user_account u ON u.enterprise_id = e.id WHERE u.logon_id = 'demo_ent'",
    );
    expect(kept).toEqual({ member_level: '金卡', bank_cert_status: 'Confirm' });
    await page.goto(`/ops/accounts/${customer!.id}`);
    const valueOf = (label: string) => page!.getByTestId('account-detail-page').locator('th', { hasText: label }).locator('xpath=following-sibling::td[1]').textContent();
    await expect.poll(() => valueOf('Member level')).toBe('Gold card');
    expect(await valueOf('Bank information')).toBe('Verified');
  });
});
