import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, jsonPost, operatorToken } from '../support/api';
import { DEMO_PASSWORD, submitOpsLogin } from '../support/auth';
import { launchBrowser, loseFirstAnswer, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { queryDatabase } from '../support/database';
import { clickOnceOpened } from '../support/popups';
import { startServer, type RunningServer } from '../support/server';
import { settled } from '../support/settled';

// Journey (issue 5, operator console): a sailing is built through the product console's API (vessel,
// loop, voyage with calls, product, publish, first prices); then ops_product logs in to /ops, raises
// the sailing's 20GP slots, is refused a cut below the booked slots, and changes the 20GP price; the
// public product search shows the new figures on the next call, and the audit log holds before/after.
// On the voyages page the operator records a call's actual arrival and departure (ATA/ATD).
describe('operator console: products, prices and inventory', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let sailingId: string;
  let productId: string;

  const DAY = 86_400_000;
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

  async function ops<T>(path: string, body?: unknown) {
    const answer = body === undefined
      ? await callApi<T>(server.baseUrl, `/api/ops/product/${path}`, { headers: { authorization: `bearer ${token}` } })
      : await callApi<T>(server.baseUrl, `/api/ops/product/${path}`, jsonPost(body, token));
    expect(answer.body, path).toMatchObject({ code: 0 });
    return answer.body.data;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await newContext(browser, server.baseUrl);
    page = await context.newPage();
    token = await operatorToken(server.baseUrl, 'ops_product');
    await ops('vessels', { code: 'E2EV1', carrierCode: 'PAN', cnnme: '海丰测试轮', ennme: 'HAIFENG TEST', teuCapacity: 1900, isActive: true });
    await ops('loops', { carrierCode: 'PAN', svcLoopAbbrv: 'E2E1', cnnme: '青岛-钦州测试线', ennme: 'Qingdao-Qinzhou Test', portRotation: ['TAO', 'SHA', 'QZH'] });
    const voyage = await ops<{ id: string }>('voyages', {
      carrierCode: 'PAN',
      svcLoopAbbrv: 'E2E1',
      vesselCode: 'E2EV1',
      voyageNo: '2648S',
      portCalls: [
        { portCode: 'TAO', eta: at(3), etd: at(3.5) },
        { portCode: 'SHA', eta: at(5), etd: at(5.5) },
        { portCode: 'QZH', eta: at(8), etd: at(8.5) },
      ],
    });
    const created = await ops<{ id: string }>('products', {
      carrierCode: 'PAN', svcLoopAbbrv: 'E2E1', productType: 0, origFacilityCode: 'TAO', fpolCode: 'TAO', lpodCode: 'QZH', destFacilityCode: 'QZH', transitDays: 5,
    });
    productId = created.id;
    await ops(`voyages/${voyage.id}/publish`, { inventory: [{ containerTypeCode: '20GP', total: 40 }, { containerTypeCode: '40HQ', total: 20 }] });
    await ops(`products/${productId}/prices`, { containerTypeCode: '20GP', price: 3200, currentPriceId: null });
    await ops(`products/${productId}/prices`, { containerTypeCode: '40HQ', price: 5600, currentPriceId: null });
    const sailings = await ops<{ records: Array<{ sailingId: string; productCode: string }> }>('sailings?fpolCode=TAO&lpodCode=QZH');
    sailingId = sailings.records.find((record) => record.productCode === 'PAN-E2E1-TAO-QZH-0')!.sailingId;
    // Five 20GP slots are already booked (as an order takes them).
    await queryDatabase(server.databaseUrl, "UPDATE sailing_inventory SET available = available - 5 WHERE sailing_id = $1 AND container_type_code = '20GP'", [sailingId]);
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const row = () => page.locator(`tr[data-row-key="${sailingId}"]`);
  const saveModal = () => page.locator('.ant-modal-footer .ant-btn-primary').click();

  it('logs ops_product in to the console and shows the product menu, not the review queues', async () => {
    await page.goto('/ops/product/inventory?fpolCode=TAO&lpodCode=QZH');
    await page.waitForURL((url) => url.pathname === '/ops/login');
    await page.getByPlaceholder('请输入运营账号').fill('ops_product');
    await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await page.getByTestId('ops-login-submit').click();
    await page.getByTestId('product-inventory-page').waitFor();
    const menu = (await page.getByTestId('ops-menu').textContent()) ?? '';
    for (const entry of ['船舶管理', '航线管理', '航次与挂靠港', '产品与运价', '促销优惠', '舱位库存', '系统开关与下单时间']) expect(menu).toContain(entry);
    expect(menu).not.toContain('认证审核');
    await expect(page.getByTestId('ops-operator').textContent()).resolves.toContain('产品专员');
  });

  it('raises the sailing’s 20GP slots once though the first answer is lost, and refuses a cut into booked slots with the server’s Chinese message', async () => {
    await row().waitFor();
    await expect(row().getByTestId('cell-20GP').textContent()).resolves.toContain('35 / 40 · 占 5');
    await row().getByTestId('adjust-inventory').click();
    const form = page.getByTestId('inventory-form');
    await form.waitFor();
    await form.getByLabel('调整数量').fill('15');
    await settled(page);
    await screenshot(page, 'ops-product-inventory-modal');
    // The raise is made on the server but its answer is lost: the dialog stays open saying it may have gone
    // through, and saving again answers the first raise — 15 slots more, not 30.
    const { keysSent, restore } = await loseFirstAnswer(page, '**/api/ops/product/sailings/*/inventory');
    try {
      await saveModal();
      await page.getByText('这笔操作可能已经办理：再次提交不会重复办理，也可以先到记录中查看。').waitFor();
      await saveModal();
      await page.getByText('舱位已更新').waitFor();
    } finally {
      await restore();
    }
    expect(keysSent).toHaveLength(2);
    expect(keysSent[1]).toBe(keysSent[0]);
    await expect(row().getByTestId('cell-20GP').textContent()).resolves.toContain('50 / 55 · 占 5');

    await row().getByTestId('adjust-inventory').click();
    await form.waitFor();
    await form.getByText('减少', { exact: true }).click();
    await form.getByLabel('调整数量').fill('52');
    await saveModal();
    await page.getByText('20GP 舱位总量不能低于已被订舱占用的 5 箱（当前总量 55 箱，最多可下调 50 箱）').waitFor();
    await page.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
    await expect(row().getByTestId('cell-20GP').textContent()).resolves.toContain('50 / 55 · 占 5');
    await settled(page);
    await screenshot(page, 'ops-product-inventory');
  });

  it('adds a vessel once though the first answer is lost: saved again, the same key answers the vessel made, not 船舶代码已存在', async () => {
    await page.goto('/ops/product/vessels');
    await page.getByTestId('product-vessels-page').waitFor();
    await page.getByRole('button', { name: '新增船舶' }).click();
    const dialog = page.locator('.ant-modal');
    await dialog.getByLabel('船舶代码').fill('E2EV9');
    await dialog.getByLabel('中文船名').fill('海丰重试轮');
    await dialog.getByLabel('英文船名').fill('SITC RETRY');
    await dialog.getByLabel('载箱量(TEU)').fill('1800');
    const { keysSent, restore } = await loseFirstAnswer(page, '**/api/ops/product/vessels');
    try {
      await saveModal();
      await page.getByText('这笔操作可能已经办理：再次提交不会重复办理，也可以先到记录中查看。').waitFor();
      await settled(page);
      await screenshot(page, 'ops-product-vessel-answer-lost');
      await saveModal();
      await page.getByText('已保存').waitFor();
    } finally {
      await restore();
    }
    expect(keysSent).toHaveLength(2);
    expect(keysSent[1]).toBe(keysSent[0]);
    await page.locator('tr', { hasText: '海丰重试轮' }).waitFor();
    await expect(page.locator('tr', { hasText: 'E2EV9' }).count()).resolves.toBe(1);
    const audits = await queryDatabase<{ n: number }>(server.databaseUrl, "SELECT count(*)::int AS n FROM audit_log WHERE action = 'vessel.create' AND entity_id = 'E2EV9'");
    expect(audits[0]!.n).toBe(1);
  });

  it('changes the 20GP price: the old row is closed and kept in the history', async () => {
    await page.getByTestId('ops-menu').getByText('产品与运价').click();
    await page.getByTestId('product-products-page').waitFor();
    await page.getByPlaceholder('产品代码 / 港口代码').fill('E2E1');
    await page.getByPlaceholder('产品代码 / 港口代码').press('Enter');
    const productRow = page.locator(`tr[data-row-key="${productId}"]`);
    await expect(productRow.getByTestId('price-PAN-E2E1-TAO-QZH-0-20GP').textContent()).resolves.toContain('¥3,200.00');
    await productRow.getByTestId('open-prices').click();
    const drawer = page.getByTestId('price-drawer');
    await drawer.getByTestId('change-price-20GP').click();
    const form = page.getByTestId('price-form');
    await form.getByLabel('新箱价（元/箱）').fill('3388');
    await settled(page);
    await screenshot(page, 'ops-product-price-modal');
    await saveModal();
    await page.getByText('运价已更新，客户下次查询即显示新价格').waitFor();
    await expect(drawer.textContent()).resolves.toContain('¥3,388.00');
    await drawer.getByText('¥3,200.00').waitFor(); // the closed row, in the history
    await settled(page);
    await screenshot(page, 'ops-product-price-drawer');
    await page.keyboard.press('Escape');
    await expect(productRow.getByTestId('price-PAN-E2E1-TAO-QZH-0-20GP').textContent()).resolves.toContain('¥3,388.00');
  });

  it('the public search shows the new price and inventory, and the audit log holds before and after', async () => {
    const search = await callApi<{ records: Array<{ productId: string; containerData: Array<{ cntrType: string; containerPrice: number; availableInventory: number }> }> }>(
      server.baseUrl,
      '/api/web/product/search',
      jsonPost({ fpolCde: 'TAO', lpodCde: 'QZH', svcLoop: 'E2E1' }),
    );
    expect(search.body.code).toBe(0);
    const offer = search.body.data.records.find((record) => record.productId === sailingId);
    expect(offer?.containerData.find((cell) => cell.cntrType === '20GP')).toMatchObject({ containerPrice: 338800, availableInventory: 50 });

    const audit = await queryDatabase<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      server.databaseUrl,
      "SELECT action, before, after FROM audit_log WHERE entity_id IN ($1, $2) AND action IN ('inventory.raise', 'price.change') ORDER BY at",
      [`${sailingId}/20GP`, `${productId}/20GP`],
    );
    expect(audit).toEqual([
      expect.objectContaining({ action: 'inventory.raise', before: expect.objectContaining({ total: 40, available: 35 }), after: expect.objectContaining({ total: 55, available: 50 }) }),
      expect.objectContaining({ action: 'price.change', before: expect.objectContaining({ price: 3200 }), after: expect.objectContaining({ price: 3388 }) }),
    ]);
  });

  it('stops a running promotion from the promotions page', async () => {
    await ops('promotions', { title: '运营测试限时特惠', chargeType: 'TP', scope: 'PRODUCT', productId, containerTypeCode: '20GP', amount: 150, validFrom: at(-1), validTo: at(20) });
    await page.getByTestId('ops-menu').getByText('促销优惠').click();
    await page.getByTestId('product-promotions-page').waitFor();
    const promotionRow = page.locator('tr', { hasText: '运营测试限时特惠' });
    await promotionRow.getByText('生效中').waitFor();
    await promotionRow.getByText('编辑').click();
    const form = page.getByTestId('promotion-form');
    await form.waitFor();
    await settled(page);
    await screenshot(page, 'ops-product-promotion-modal');
    await form.getByText('有效', { exact: true }).click();
    await saveModal();
    await promotionRow.getByText('停用').waitFor();
    await settled(page);
    await screenshot(page, 'ops-product-promotions-list');
  });

  /** Creates voyage `voyageNo` of E2E1 through the form, the port calls as the loop fills them; answers its calls in China time. */
  async function createVoyageThroughForm(target: Page, voyageNo: string, shotName?: string) {
    await target.goto('/ops/product/voyages?svcLoopAbbrv=E2E1');
    await target.getByTestId('product-voyages-page').waitFor();
    await target.getByRole('button', { name: '新增航次' }).click();
    const dialog = target.locator('.ant-modal');
    // Pick from the options once they have loaded (Enter on an empty list would select nothing).
    const choose = async (field: ReturnType<typeof dialog.getByLabel>, text: string) => {
      await field.fill(text);
      await target.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
    };
    await choose(dialog.getByLabel('航线'), 'E2E1');
    await choose(dialog.getByLabel('船舶', { exact: true }), 'E2EV1');
    await dialog.getByLabel('航次号').fill(voyageNo);
    await dialog.locator('input[placeholder="挂靠港"]').nth(2).waitFor();
    await settled(target);
    if (shotName) await screenshot(target, shotName);
    await target.locator('.ant-modal-footer .ant-btn-primary').click();
    await target.getByText(`海丰测试轮 ${voyageNo}`).waitFor();
    return queryDatabase<{ port_code: string; eta_china: string; etd_china: string }>(
      server.databaseUrl,
      `SELECT c.port_code, to_char(c.eta AT TIME ZONE 'Asia/Shanghai', 'MM-DD HH24:MI') AS eta_china, to_char(c.etd AT TIME ZONE 'Asia/Shanghai', 'MM-DD HH24:MI') AS etd_china
         FROM voyage v JOIN port_call c ON c.voyage_id = v.id WHERE v.voyage_no = $1 AND v.vessel_code = 'E2EV1' ORDER BY c.sequence`,
      [voyageNo],
    );
  }

  it('creates a voyage through the form: the loop fills the port calls, the first arriving at 08:00 China time', async () => {
    const calls = await createVoyageThroughForm(page, '2650S', 'ops-product-voyage-modal');
    expect(calls.map((call) => call.port_code)).toEqual(['TAO', 'SHA', 'QZH']);
    expect(calls[0]!.eta_china).toMatch(/ 08:00$/);
  });

  it('keeps China time in a browser on London time: the form proposes 08:00 in China and the list writes China time', async () => {
    const london = await (await newContext(browser, server.baseUrl, { timezoneId: 'Europe/London' })).newPage();
    await london.goto('/ops/login');
    await submitOpsLogin(london, 'ops_product');
    await london.getByTestId('ops-layout').waitFor();
    const calls = await createVoyageThroughForm(london, '2652S');
    expect(calls[0]!.eta_china).toMatch(/ 08:00$/);
    const listed = london.locator('tr', { hasText: '海丰测试轮 2652S' });
    await expect.poll(() => listed.textContent()).toContain(`${calls[0]!.etd_china}`);
    expect(await listed.textContent()).toContain(calls[2]!.etd_china);
    await london.context().close();
  });

  it('records a call’s actual arrival and departure: checked in the form, refused out of order by the server, shown beside ETA/ETD and stored', async () => {
    // A voyage under way: it left Qingdao the day before yesterday and is due in Shanghai tomorrow (China dates, as the pickers show them).
    const chinaDay = (days: number) => new Date(Date.now() + days * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
    const [dayBefore, tomorrow] = [chinaDay(-2), chinaDay(1)];
    const voyage = await ops<{ portCalls: Array<{ id: string; portCode: string }> }>('voyages', {
      carrierCode: 'PAN',
      svcLoopAbbrv: 'E2E1',
      vesselCode: 'E2EV1',
      voyageNo: '2646S',
      portCalls: [
        { portCode: 'TAO', eta: `${dayBefore}T07:00:00+08:00`, etd: `${dayBefore}T17:00:00+08:00` },
        { portCode: 'SHA', eta: `${tomorrow}T08:00:00+08:00`, etd: `${tomorrow}T20:00:00+08:00` },
        { portCode: 'QZH', eta: at(5), etd: at(5.5) },
      ],
    });
    const [tao, sha] = [voyage.portCalls[0]!, voyage.portCalls[1]!];
    // Types a time as the picker shows it and confirms it; the next picker opens only once this one has closed.
    const openPicker = '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)';
    const typeTime = async (field: ReturnType<Page['getByLabel']>, text: string) => {
      await field.click();
      await field.fill(text);
      await clickOnceOpened(page.locator(`${openPicker} .ant-picker-ok button`));
      await expect.poll(() => page.locator(openPicker).count()).toBe(0);
    };

    await page.goto('/ops/product/voyages?svcLoopAbbrv=E2E1');
    const voyageRow = page.getByTestId('product-voyages-page').locator('tr.ant-table-row', { hasText: '海丰测试轮 2646S' });
    await voyageRow.locator('.ant-table-row-expand-icon').click();
    await expect(page.getByTestId(`actuals-${tao.id}`).textContent()).resolves.toBe('-');
    await page.getByTestId(`record-actuals-${tao.id}`).click();
    const form = page.getByTestId('port-call-actuals-form');
    await form.waitFor();
    await typeTime(form.getByLabel('实际到港时间（ATA）'), `${dayBefore} 08:00`);
    await typeTime(form.getByLabel('实际离港时间（ATD）'), `${dayBefore} 06:00`);
    await saveModal();
    await form.getByText('实际离港时间不能早于实际到港时间').waitFor();
    await typeTime(form.getByLabel('实际离港时间（ATD）'), `${dayBefore} 18:30`);
    await settled(page);
    await screenshot(page, 'ops-product-voyage-actuals-modal');
    await saveModal();
    await page.locator('.ant-message', { hasText: '已保存' }).waitFor();
    await expect
      .poll(() => page.getByTestId(`actuals-${tao.id}`).textContent())
      .toBe(`实到 ${dayBefore.slice(5)} 08:00 / 实离 ${dayBefore.slice(5)} 18:30`);
    const [stored] = await queryDatabase<{ ata: Date; atd: Date }>(server.databaseUrl, 'SELECT ata, atd FROM port_call WHERE id = $1', [tao.id]);
    expect(stored!.ata.toISOString()).toBe(new Date(`${dayBefore}T08:00:00+08:00`).toISOString());
    expect(stored!.atd.toISOString()).toBe(new Date(`${dayBefore}T18:30:00+08:00`).toISOString());

    // Shanghai cannot have been reached before Qingdao was left: the server's message, the dialog stays open.
    await page.getByTestId(`record-actuals-${sha.id}`).click();
    await form.waitFor();
    await typeTime(form.getByLabel('实际到港时间（ATA）'), `${dayBefore} 12:00`);
    await saveModal();
    await page.locator('.ant-message', { hasText: `实际到港时间不能早于第1港（${tao.portCode}）已记录的实际离港时间（ata）` }).waitFor();
    await settled(page);
    await screenshot(page, 'ops-product-voyage-actuals-refused');
    await page.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
    await form.waitFor({ state: 'detached' });
    const [untouched] = await queryDatabase<{ ata: Date | null }>(server.databaseUrl, 'SELECT ata FROM port_call WHERE id = $1', [sha.id]);
    expect(untouched!.ata).toBeNull();
    await expect(page.getByTestId(`actuals-${sha.id}`).textContent()).resolves.toBe('-');
  });

  it('shows every product page in Chinese', async () => {
    for (const [path, testId, name] of [
      ['/ops', 'ops-dashboard', 'ops-product-dashboard'],
      ['/ops/product/products', 'product-products-page', 'ops-product-products'],
      ['/ops/product/inventory', 'product-inventory-page', 'ops-product-inventory-all'],
      ['/ops/product/vessels', 'product-vessels-page', 'ops-product-vessels'],
      ['/ops/product/loops', 'product-loops-page', 'ops-product-loops'],
      ['/ops/product/voyages?svcLoopAbbrv=E2E1', 'product-voyages-page', 'ops-product-voyages'],
      ['/ops/product/promotions', 'product-promotions-page', 'ops-product-promotions'],
      ['/ops/product/settings', 'product-settings-page', 'ops-product-settings'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(testId).waitFor();
      // A fresh load of any console page (the dashboard too) has the product menu titles, not their keys.
      await expect(page.getByTestId('ops-menu').textContent()).resolves.toContain('船舶管理');
      await settled(page);
      await screenshot(page, name);
    }
    // The vessel list (one page of 20 in the browser) counts its rows beside the pager, as the paged lists do.
    const [vessels] = await queryDatabase<{ total: number }>(server.databaseUrl, 'SELECT count(*)::int AS total FROM vessel');
    expect(vessels!.total).toBeGreaterThan(20);
    await page.goto('/ops/product/vessels');
    await page.getByTestId('product-vessels-page').getByText(`共 ${vessels!.total} 条`).waitFor();
    await page.goto('/ops/product/voyages?svcLoopAbbrv=E2E1');
    await page.locator('.ant-table-row-expand-icon').first().click();
    await page.getByText('调整时间').first().waitFor();
    await settled(page);
    await screenshot(page, 'ops-product-voyages-expanded');
  });

  it('names ports and vessels in English when the console is switched to English', async () => {
    const ports = await queryDatabase<{ code: string; ennme: string; cnnme: string }>(server.databaseUrl, "SELECT code, ennme, cnnme FROM port_facility WHERE code IN ('TAO', 'SHA', 'QZH')");
    const english = Object.fromEntries(ports.map((port) => [port.code, port.ennme]));
    const chinese = Object.fromEntries(ports.map((port) => [port.code, port.cnnme]));
    await page.goto('/ops/product/voyages?svcLoopAbbrv=E2E1');
    await page.getByTestId('ops-language-switch').getByText('English').click();
    const voyageRow = page.getByTestId('product-voyages-page').locator('tr.ant-table-row', { hasText: '2648S' });
    await expect.poll(() => voyageRow.textContent()).toContain('HAIFENG TEST 2648S');
    // Places turn English once the facility data has loaded (the vessel's name comes with the answer).
    await expect.poll(() => voyageRow.textContent()).toContain(english.TAO);
    const calls = await voyageRow.textContent();
    for (const code of ['TAO', 'SHA', 'QZH']) expect(calls).toContain(english[code]);
    expect(calls).not.toContain(chinese.TAO);
    await voyageRow.locator('.ant-table-row-expand-icon').click();
    await page.getByText(`${english.TAO} (TAO)`).first().waitFor();
    await settled(page);
    await screenshot(page, 'ops-product-voyages-en');

    await page.goto('/ops/product/inventory?fpolCode=TAO&lpodCode=QZH');
    const sailingRow = page.getByTestId('product-inventory-page').locator('tr.ant-table-row', { hasText: 'HAIFENG TEST' }).first();
    await expect.poll(() => sailingRow.textContent()).toContain(`${english.TAO} → ${english.QZH}`);
    await settled(page);
    await screenshot(page, 'ops-product-inventory-en');

    // Back to Chinese: the Chinese names return.
    await page.getByTestId('ops-language-switch').getByText('中文').click();
    await expect.poll(() => page.getByTestId('product-inventory-page').locator('tr.ant-table-row', { hasText: '海丰测试轮' }).first().textContent()).toContain(`${chinese.TAO} → ${chinese.QZH}`);
  });
});
