import type { TFreightIndexResponse, TGetAllPortResponse, TProductOffer, TProductSearchResponse } from '@coastbook/contracts';
import { formatMoney } from '@coastbook/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, jsonPost } from '../support/api';
import { loginWithPassword } from '../support/auth';
import { queryDatabase } from '../support/database';
import { launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

// Journey (issue 5, products): a visitor opens the domestic route search the way the home page's hot
// routes link to it (Shanghai → Qinzhou, next week), sees the sailings with the prices and inventory the server
// answers, picks one, fills the shopping box (others zeroed on blur, total with ¥ and separators),
// is sent to login on "consign now"; a contract product keeps its button disabled below the committed
// volume; a certified customer consigns and reaches the booking route; /freightIndex draws its chart.

const MONEY = /^-?¥\d{1,3}(,\d{3})*\.\d{2}$/;

function chinaDay(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** A week from today (China time): the search of "next week". */
const NEXT_WEEK = chinaDay(new Date(Date.now() + 7 * 86_400_000).toISOString());
const ROUTE = { fpolCde: 'SHA', lpodCde: 'QZH' };
const ROUTE_QUERY = `fpolCde=${ROUTE.fpolCde}&lpodCde=${ROUTE.lpodCde}&etd=${NEXT_WEEK}`;

async function search(baseUrl: string, body: Record<string, unknown>): Promise<TProductSearchResponse> {
  const { body: answer } = await callApi<TProductSearchResponse>(baseUrl, '/api/web/product/search', jsonPost(body));
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

/** The first bookable container type of an offer with at least `quantity` slots. */
function bookableType(offer: TProductOffer, quantity: number) {
  return offer.containerData.find((container) => !container.isClosed && container.availableInventory >= quantity);
}

describe('product search, shopping box and freight index', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** A general (type 0), bookable sailing of the route that the page lists. */
  let generalId: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await newContext(browser, server.baseUrl);
    page = await context.newPage();
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows a visitor the sailings Shanghai → Qinzhou next week with the server’s prices and inventory', async () => {
    const expected = await search(server.baseUrl, { ...ROUTE, etdStart: NEXT_WEEK, sortBy: 'etd', current: 1, size: 100 });
    expect(expected.records.length).toBeGreaterThan(0);

    // The home page's hot-route link: /product?fpolCde=…&lpodCde=…&etd=YYYY-MM-DD searches at once.
    await page.goto(`/product?${ROUTE_QUERY}`);
    await page.getByTestId('sailing').first().waitFor();
    const cards = page.getByTestId('sailing');
    // The page searches two weeks from the date: every card is one of the server's sailings, in ETD order.
    const shownIds = await cards.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-product-id')));
    const byId = new Map(expected.records.map((offer) => [offer.productId, offer]));
    expect(shownIds.length).toBeGreaterThan(0);
    for (const id of shownIds) expect(byId.has(id ?? ''), `sailing ${id} is one the server answered`).toBe(true);

    const first = expected.records.find((offer) => offer.productId === shownIds[0])!;
    const card = cards.first();
    expect(await card.getByTestId('sailing-vessel').textContent()).toContain(`${first.vslCnnme} / ${first.voyage}`);
    expect(await card.getByTestId('sailing-loop').textContent()).toContain(first.svcLoop);
    // Booking closes (截单) a day before the ship leaves, China time; the button follows the server's canOrder.
    const cutoff = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(Date.parse(first.etd) - 24 * 3_600_000))
      .reduce<Record<string, string>>((parts, part) => ({ ...parts, [part.type]: part.value }), {});
    expect(await card.getByTestId('sailing-cutoff').textContent()).toBe(`截单 ${cutoff.month}-${cutoff.day} ${cutoff.hour}:${cutoff.minute}`);
    expect(await card.getByTestId('sailing-select').isDisabled()).toBe(!first.canOrder);
    for (const container of first.containerData) {
      const price = card.getByTestId(`sailing-price-${container.cntrType}`);
      expect(await price.getByTestId('sailing-price-net').textContent()).toBe(formatMoney(container.priceAfterPromotion));
      const inventory = await price.getByTestId('sailing-inventory').textContent();
      if (!container.isClosed && container.availableInventory > 0) expect(inventory).toBe(`余 ${container.availableInventory} 箱`);
      if (container.ylbPromotionPrice > 0) {
        expect(await price.getByTestId('sailing-price-was').textContent()).toBe(formatMoney(container.containerPrice));
      }
    }
    expect(await page.getByTestId('sailing-week').textContent()).toContain('个班期');
    generalId = shownIds.find((id) => byId.get(id ?? '')?.productType === 0 && byId.get(id ?? '')?.canOrder) ?? '';
    expect(generalId, 'a general product of the route is listed').not.toBe('');
    await screenshot(page, 'product-search');
  });

  it('fills the shopping box: others zeroed on blur, total with ¥ and separators, login on consign', async () => {
    const card = page.locator(`[data-testid="sailing"][data-product-id="${generalId}"]`);
    const { body } = await callApi<TProductOffer>(server.baseUrl, `/api/web/product/getProductById?productId=${generalId}&reefer=true&openTop=true`);
    const offer = body.data;
    await card.getByTestId('sailing-select').click();
    const box = page.getByTestId('shopping-box');
    await expect.poll(() => box.getByTestId('shopping-box-voyage').textContent()).toBe(offer.voyage);
    expect(await box.getByTestId('shopping-box-fpol').textContent()).toBe(offer.fpolCnnme);
    expect(await box.getByTestId('shopping-box-lpod').textContent()).toBe(offer.lpodCnnme);
    expect(await box.getByTestId('shopping-box-vessel').textContent()).toBe(offer.vslCnnme);
    expect(await box.getByTestId('shopping-box-loop').textContent()).toBe(offer.svcLoop);
    await expect.poll(() => box.getByTestId('consign-button').textContent()).toMatch(/立即托运/);
    expect(await box.getByTestId('consign-button').isDisabled()).toBe(true); // nothing chosen yet

    const open = offer.containerData.filter((container) => !container.isClosed && container.availableInventory >= 2);
    expect(open.length).toBeGreaterThan(0);
    const [chosen, other] = open;
    if (other) {
      await box.getByTestId(`box-quantity-${other.cntrType}`).fill('1');
    }
    // Four digits typed: the input keeps three (001 §5).
    const input = box.getByTestId(`box-quantity-${chosen!.cntrType}`);
    await input.click(); // leaving the other line zeroes this one (its own quantity came first)
    if (other) expect(await input.inputValue()).toBe('0');
    await input.fill('1234');
    expect(await input.inputValue()).toBe('123');
    await input.fill('2');
    await input.blur();
    if (other) expect(await box.getByTestId(`box-quantity-${other.cntrType}`).inputValue()).toBe('0');
    const total = (await box.getByTestId('shopping-box-total').textContent())!;
    expect(total).toMatch(MONEY);
    expect(total).toBe(formatMoney(2 * chosen!.containerPrice - 2 * chosen!.ylbPromotionPrice));
    await screenshot(page, 'product-shopping-box');

    // Above the inventory is refused on the spot.
    await input.fill(String(chosen!.availableInventory + 1));
    await box.getByTestId(`box-problem-${chosen!.cntrType}`).waitFor();
    expect(await box.getByTestId('consign-button').isDisabled()).toBe(true);
    await input.fill('2');

    // A visitor is sent to login, coming back to this search.
    await box.getByTestId('consign-button').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/product\?/);
  });

  it('prices the whole selection as the booking will: the seeded "10 containers, ¥50 off each" counts from the tenth', async () => {
    // The seed's FS promotion: PAN's EBX loop Shanghai → Qinzhou, from 10 containers, ¥50 off each.
    const offers = await search(server.baseUrl, { ...ROUTE, etdStart: NEXT_WEEK, sortBy: 'etd', current: 1, size: 100 });
    const offer = offers.records.find((candidate) => candidate.carrier === 'PAN' && candidate.svcLoop === 'EBX' && candidate.canOrder && bookableType(candidate, 10));
    expect(offer, 'a bookable PAN EBX sailing with room for 10').toBeDefined();
    const type = bookableType(offer!, 10)!;
    const day = chinaDay(offer!.etd);
    await page.goto(`/product?fpolCde=${ROUTE.fpolCde}&lpodCde=${ROUTE.lpodCde}&etd=${day}&etdEnd=${day}`);
    const card = page.locator(`[data-testid="sailing"][data-product-id="${offer!.productId}"]`);
    await card.getByTestId('sailing-select').click();
    const box = page.getByTestId('shopping-box');
    await expect.poll(() => box.getByTestId('shopping-box-voyage').textContent()).toBe(offer!.voyage);
    const input = box.getByTestId(`box-quantity-${type.cntrType}`);
    const button = box.getByTestId('consign-button');
    const line = box.getByTestId(`box-line-${type.cntrType}`);

    await input.fill('9');
    await expect.poll(() => button.isDisabled()).toBe(false);
    expect(await box.getByTestId('shopping-box-total').textContent()).toBe(formatMoney(9 * (type.containerPrice - type.ylbPromotionPrice)));

    await input.fill('10');
    const reduced = Math.min(type.containerPrice, type.ylbPromotionPrice + 5_000);
    await expect.poll(() => box.getByTestId('shopping-box-total').textContent()).toBe(formatMoney(10 * (type.containerPrice - reduced)));
    expect(await line.getByTestId('box-line-promotion').textContent()).toContain(formatMoney(reduced));
    await expect.poll(() => button.isDisabled()).toBe(false);
    await screenshot(page, 'product-shopping-box-fs');
  });

  it('keeps a contract product’s button disabled until the quantity reaches the committed volume', async () => {
    const contracts = await search(server.baseUrl, { searchProductType: 2, sortBy: 'etd', current: 1, size: 50 });
    const offer = contracts.records.find((candidate) => candidate.committedVolume !== null && candidate.canOrder && bookableType(candidate, candidate.committedVolume));
    expect(offer, 'the seed offers a bookable contract product with a committed volume').toBeDefined();
    const committed = offer!.committedVolume!;
    const type = bookableType(offer!, committed)!;
    const day = chinaDay(offer!.etd);

    await page.goto(`/product?fpolCde=${offer!.fpolCde}&lpodCde=${offer!.lpodCde}&etd=${day}&etdEnd=${day}`);
    const card = page.locator(`[data-testid="sailing"][data-product-id="${offer!.productId}"]`);
    await card.waitFor();
    expect(await card.getByTestId('sailing-committed').textContent()).toContain(String(committed));
    await card.getByTestId('sailing-select').click();
    const box = page.getByTestId('shopping-box');
    await expect.poll(() => box.getByTestId('shopping-box-voyage').textContent()).toBe(offer!.voyage);
    const input = box.getByTestId(`box-quantity-${type.cntrType}`);
    const button = box.getByTestId('consign-button');

    await input.fill(String(committed - 1));
    await input.blur();
    await expect.poll(() => box.getByTestId('box-below-committed').textContent()).toContain('实际出运量小于承诺量，请重新选择');
    expect(await button.isDisabled()).toBe(true);
    await screenshot(page, 'product-committed-volume');

    await input.fill(String(committed));
    await input.blur();
    await expect.poll(() => button.isDisabled()).toBe(false);
    expect(await box.getByTestId('box-below-committed').count()).toBe(0);
    expect(await box.getByTestId('shopping-box-total').textContent()).toBe(
      formatMoney(committed * (type.containerPrice - type.ylbPromotionPrice)),
    );
  });

  it('asks an uncertified customer to get certified instead of consigning', async () => {
    const uncertified = await newContext(browser, server.baseUrl);
    const other = await uncertified.newPage();
    try {
      await loginWithPassword(other, 'demo_new');
      await other.goto(`/product?${ROUTE_QUERY}`);
      const card = other.locator(`[data-testid="sailing"][data-product-id="${generalId}"]`);
      await card.getByTestId('sailing-select').click();
      const input = other.getByTestId('shopping-box').locator('[data-testid^="box-quantity-"]').first();
      await input.fill('1');
      await input.blur();
      await expect.poll(() => other.getByTestId('consign-button').isDisabled()).toBe(false);
      await other.getByTestId('consign-button').click();
      const dialog = other.getByRole('dialog');
      await dialog.locator('.ant-modal-confirm-title', { hasText: '需要完成认证' }).waitFor();
      await dialog.getByRole('button', { name: '去认证' }).click();
      await other.waitForURL((url) => url.pathname === '/auth/customer');
    } finally {
      await uncertified.close();
    }
  });

  it('lets a certified customer consign: the server checks the cargo, then the booking page opens', async () => {
    await loginWithPassword(page, 'demo_ent');
    await page.goto(`/product?${ROUTE_QUERY}`);
    const card = page.locator(`[data-testid="sailing"][data-product-id="${generalId}"]`);
    await card.waitFor();
    await card.getByTestId('sailing-select').click();
    const box = page.getByTestId('shopping-box');
    const input = box.locator('[data-testid^="box-quantity-"]').first();
    await input.fill('1');
    await input.blur();
    await expect.poll(() => box.getByTestId('consign-button').isDisabled()).toBe(false);
    await box.getByTestId('consign-button').click();
    await page.waitForURL((url) => url.pathname === '/order/booking');
    expect(new URL(page.url()).searchParams.get('productId')).toBe(generalId);
  });

  it('consigns a liquid-bag sailing: the server checks its cargo type before any commodity is chosen, then the draft opens', async () => {
    const liquidRoute = { fpolCde: 'TAO', lpodCde: 'NSA' };
    const { records } = await search(server.baseUrl, { ...liquidRoute, searchProductType: 3, sortBy: 'etd', current: 1, size: 10 });
    const offer = records.find((record) => record.canOrder && bookableType(record, 1));
    expect(offer, 'a bookable liquid-bag sailing this week').toBeDefined();
    await page.goto(`/liquidBag/product?searchProductType=3&fpolCde=${liquidRoute.fpolCde}&lpodCde=${liquidRoute.lpodCde}`);
    const card = page.locator(`[data-testid="sailing"][data-product-id="${offer!.productId}"]`);
    await card.getByTestId('sailing-select').click();
    const box = page.getByTestId('shopping-box');
    const input = box.getByTestId(`box-quantity-${bookableType(offer!, 1)!.cntrType}`);
    await input.fill('1');
    await input.blur();
    await expect.poll(() => box.getByTestId('consign-button').isDisabled()).toBe(false);
    await box.getByTestId('consign-button').click();
    // Before, the check asked for a commodity the box cannot choose, and the page stopped at "请选择货物品名".
    await page.waitForURL((url) => url.pathname === '/order/booking' && url.searchParams.has('orderId'), { timeout: 20_000 });
    await page.getByTestId('booking-page').waitFor();
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    const [row] = await queryDatabase<{ status: string; product_id: string }>(server.databaseUrl, 'SELECT status, product_id FROM order_mast WHERE id = $1', [orderId]);
    expect(row).toEqual({ status: 'P', product_id: offer!.productId });
    await screenshot(page, 'product-liquid-bag-booking');
  });

  it('draws the freight index chart for each period', async () => {
    const { body } = await callApi<TFreightIndexResponse>(server.baseUrl, '/api/web/commonUrl/freightIndex?period=HALF_MONTH');
    expect(body.code).toBe(0);
    await page.goto('/freightIndex');
    await page.getByTestId('freight-index-period').getByText('半月').click();
    const chart = page.getByTestId('freight-index-chart');
    await chart.waitFor();
    await expect.poll(() => chart.getAttribute('data-series-count')).toBe(String(body.data.series.length));
    // The canvas has been drawn on: some pixels are neither transparent nor white.
    await expect
      .poll(() =>
        chart.locator('canvas').first().evaluate((canvas: HTMLCanvasElement) => {
          const context = canvas.getContext('2d');
          if (context === null) return 0;
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          let inked = 0;
          for (let index = 0; index < data.length; index += 4) {
            if (data[index + 3]! > 0 && (data[index]! < 200 || data[index + 1]! < 200 || data[index + 2]! < 200)) inked += 1;
          }
          return inked;
        }),
      )
      .toBeGreaterThan(500);
    expect(await page.getByTestId('freight-index-COMPOSITE').textContent()).toContain('综合指数');
    await screenshot(page, 'product-freight-index');
  });

  it('names the ports and vessels of the sailings and the shopping box in English when English is chosen', async () => {
    const { body: ports } = await callApi<TGetAllPortResponse>(server.baseUrl, '/api/web/commonUrl/portFacility/getAllPort');
    const englishName = (code: string) => ports.data.portFacilities.find((facility) => facility.code === code)!.ennme;
    const { body } = await callApi<TProductOffer>(server.baseUrl, `/api/web/product/getProductById?productId=${generalId}&reefer=true&openTop=true`);
    const offer = body.data;
    expect(offer.vslEnnme).not.toBe(offer.vslCnnme);

    await page.goto(`/product?${ROUTE_QUERY}`);
    await page.getByTestId('header-top-bar').getByRole('button', { name: 'English' }).click();
    const card = page.locator(`[data-testid="sailing"][data-product-id="${generalId}"]`);
    await expect.poll(() => card.getByTestId('sailing-vessel').textContent()).toContain(`${offer.vslEnnme} / ${offer.voyage}`);
    const cardText = await card.textContent();
    expect(cardText).toContain(englishName(ROUTE.fpolCde));
    expect(cardText).toContain(englishName(ROUTE.lpodCde));
    expect(cardText).not.toContain(offer.fpolCnnme);

    await card.getByTestId('sailing-select').click();
    const box = page.getByTestId('shopping-box');
    await expect.poll(() => box.getByTestId('shopping-box-fpol').textContent()).toBe(englishName(ROUTE.fpolCde));
    expect(await box.getByTestId('shopping-box-lpod').textContent()).toBe(englishName(ROUTE.lpodCde));
    expect(await box.getByTestId('shopping-box-vessel').textContent()).toBe(offer.vslEnnme);
    await screenshot(page, 'product-search-en');
    await page.getByTestId('header-top-bar').getByRole('button', { name: '中文' }).click();
    await expect.poll(() => box.getByTestId('shopping-box-fpol').textContent()).toBe(offer.fpolCnnme);
  });
});
