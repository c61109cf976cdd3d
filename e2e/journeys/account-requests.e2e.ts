import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, loginWithPassword } from '../support/auth';
import { launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { queryDatabase } from '../support/database';
import { maskedPhone, readCodeFromOutbox } from '../support/outbox';
import { clickOnceOpened, pressOkInPopup } from '../support/popups';
import { solveSlidePuzzle } from '../support/slide-puzzle';
import { startServer, type RunningServer } from '../support/server';
import { settled } from '../support/settled';

// Journey (account requests): demo_sub applies to become the main account of 上海华信 with a letter of
// authorisation → demo_ent agrees → the reviewer approves in /ops → demo_sub is M and demo_ent S.
// demo_person applies to cancel the account with an SMS code from the outbox → the reviewer approves →
// login is refused as a disabled account. demo_ent's address form picks 浙江省/宁波市/北仑区 and saves.

/** A 1×1 PNG, the smallest real image the upload's content sniffing accepts. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('account requests: main-account change, cancellation, region picker', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh browser window (its own storage), so each actor keeps its own login. */
  async function window(): Promise<Page> {
    // One window open at a time keeps the two-core machine responsive.
    for (const previous of contexts.splice(0)) await previous.close();
    const context = await newContext(browser, server.baseUrl);
    contexts.push(context);
    page = await context.newPage();
    return page;
  }

  /**
   * Saves a screenshot once modal and message animations have finished; after 5 s it is taken as it is
   * (a screenshot is a record, not an assertion).
   */
  async function shot(target: Page, name: string): Promise<void> {
    await settled(target, { timeout: 5_000 }).catch(() => undefined);
    await screenshot(target, `account-requests-${name}`);
  }

  async function opsWindow(): Promise<Page> {
    const ops = await window();
    await ops.goto('/ops/login');
    await ops.getByTestId('ops-login-page').waitFor();
    await ops.getByPlaceholder('请输入运营账号').fill('ops_review');
    await ops.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await ops.getByTestId('ops-login-submit').click();
    await ops.getByTestId('ops-layout').waitFor();
    return ops;
  }

  const userTypeOf = async (logonId: string) =>
    (await queryDatabase<{ user_type: string }>(server.databaseUrl, 'SELECT user_type FROM user_account WHERE logon_id = $1', [logonId]))[0]?.user_type;

  it('demo_sub applies to become the main account with the letter of authorisation', async () => {
    const sub = await window();
    await loginWithPassword(sub, 'demo_sub');
    // A linked sub-account finds the application on its relation page.
    await sub.goto('/relation');
    await sub.getByTestId('to-master-apply').click();
    await sub.waitForURL(/\/entMasterReq\/apply$/);
    await sub.getByTestId('master-apply-form').waitFor();
    expect(await sub.getByTestId('master-request-apply-page').textContent()).toContain('上海华信国际物流有限公司');
    await sub.getByTestId('master-apply-reason').fill('原主账号负责人已调岗，公司任命本人为订舱负责人');
    await sub.getByTestId('master-apply-letter').locator('input[type=file]').setInputFiles({ name: '授权书.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await sub.locator('.ant-upload-list-item-done').waitFor();
    await sub.getByTestId('master-apply-submit').click();
    await sub.getByText('申请已提交，等待企业主账号同意').waitFor();
    await sub.getByTestId('master-request-status').filter({ hasText: '待主账号同意' }).waitFor();
    // One application at a time: the form gives way to the pending notice.
    await sub.getByTestId('master-apply-pending').waitFor();
    await shot(sub, 'master-apply-submitted');
  });

  it('demo_ent agrees on the change page; the request goes to customer service', async () => {
    const main = await window();
    await loginWithPassword(main, 'demo_ent');
    // The main account reaches the change page from enterprise user management.
    await main.goto('/enterpriseUser/enterprise/user');
    await main.getByTestId('to-master-change').click();
    await main.waitForURL(/\/entMasterReq\/change$/);
    await main.getByTestId('master-change-form').waitFor();
    const row = main.getByTestId('master-request-history').locator('tr', { hasText: 'demo_sub' });
    await row.waitFor();
    // While the application waits, no hand-over: the page says whose it is and what to do.
    const pending = main.getByTestId('master-change-pending');
    await expect.poll(() => pending.textContent()).toBe('子账号 demo_sub 申请成为主账号，请在下方记录中同意或拒绝；处理完成前不能变更主账号。');
    expect(await main.getByTestId('master-change-submit').isDisabled()).toBe(true);
    await shot(main, 'master-change-page');
    await row.getByTestId('master-request-agree').click();
    await pressOkInPopup(main, '.ant-popconfirm');
    await row.getByTestId('master-request-status').filter({ hasText: '客服审核中' }).waitFor();
    await expect.poll(() => pending.textContent()).toBe('子账号 demo_sub 的主账号变更申请正在客服审核中，审核完成前不能变更主账号。');
    expect(await main.getByTestId('master-change-submit').isDisabled()).toBe(true);
    expect(await userTypeOf('demo_ent')).toBe('M');
  });

  it('the reviewer approves in /ops: demo_sub becomes M and demo_ent S at once, both are told', async () => {
    const ops = await opsWindow();
    await ops.getByTestId('ops-menu').getByText('主账号变更审核').click();
    await ops.waitForURL((url) => url.pathname === '/ops/master-requests');
    const row = ops.locator('tr', { hasText: 'demo_sub' });
    await row.waitFor();
    expect(await row.textContent()).toContain('上海华信国际物流有限公司');
    expect(await row.textContent()).toContain('demo_ent');
    await shot(ops, 'ops-master-requests');
    // The seed's own waiting request (hd_dispatch of 上海华东船务) is in the queue beside it.
    expect(await ops.locator('tr', { hasText: 'hd_dispatch' }).textContent()).toContain('上海华东船务代理有限公司');
    // Its authorisation letter opens from the row, as an uploaded one does (a PDF in a new tab, no error).
    const letterOpened = ops.context().waitForEvent('page');
    await ops.locator('tr', { hasText: 'hd_dispatch' }).getByRole('button', { name: '查看' }).click();
    const letter = await letterOpened;
    await letter.waitForURL((url) => url.protocol === 'blob:');
    await letter.close();
    expect(await ops.locator('.ant-message-error').count()).toBe(0);
    await ops.getByTestId('master-approve-demo_sub').click();
    await pressOkInPopup(ops, '.ant-popconfirm');
    await row.waitFor({ state: 'detached' });
    await ops.locator('tr', { hasText: 'hd_dispatch' }).waitFor();
    expect(await userTypeOf('demo_sub')).toBe('M');
    expect(await userTypeOf('demo_ent')).toBe('S');
    const messages = await queryDatabase<{ logon_id: string }>(
      server.databaseUrl,
      "SELECT u.logon_id FROM customer_message m JOIN user_account u ON u.id = m.user_id WHERE m.title = '主账号变更完成' ORDER BY u.logon_id",
    );
    expect(messages.map((message) => message.logon_id)).toEqual(['demo_ent', 'demo_sub']);
    await shot(ops, 'ops-master-requests-after-approve');

    // The new main account sees the request passed.
    const sub = await window();
    await loginWithPassword(sub, 'demo_sub');
    await sub.goto('/entMasterReq/change');
    await sub.getByTestId('master-change-form').waitFor();
    await sub.getByTestId('master-request-status').filter({ hasText: '已通过' }).waitFor();
    await shot(sub, 'master-change-new-main');
  });

  it('the new main account upgrades to a unified account: e-mail code after the slide puzzle, password, bound at once', async () => {
    const sub = await window();
    await loginWithPassword(sub, 'demo_sub');
    await sub.goto('/unifiedAccountUpgrade');
    await sub.getByTestId('uaas-status').filter({ hasText: '未升级' }).waitFor();
    await sub.getByTestId('uaas-email').fill('lina.huaxin@coastbook.example');
    await sub.getByTestId('uaas-check-email').click();
    await sub.getByTestId('uaas-email-state').filter({ hasText: '该邮箱尚无统一账号' }).waitFor();
    await sub.getByRole('button', { name: /获取验证码/ }).click();
    await solveSlidePuzzle(sub, server.databaseUrl);
    await sub.getByText('验证码已发送').waitFor();
    const outbox = (await (await fetch(`${server.baseUrl}/api/dev/outbox?target=lina.huaxin@coastbook.example&size=1`)).json()) as { data: { records: Array<{ body: string }> } };
    const code = /(\d{6})/.exec(outbox.data.records[0]?.body ?? '')?.[1] ?? '';
    await sub.getByTestId('uaas-email-code').fill(code);
    await sub.getByTestId('uaas-password').fill('Uaas#2026ok');
    await shot(sub, 'uaas-upgrade-form');
    await sub.getByTestId('uaas-submit').click();
    await sub.getByTestId('uaas-status').filter({ hasText: '已升级' }).waitFor();
    await sub.getByText('demo_ent').first().waitFor();
    const [binding] = await queryDatabase<{ unified_email: string }>(
      server.databaseUrl,
      "SELECT b.unified_email FROM uaas_binding b JOIN user_account u ON u.id = b.user_id WHERE u.logon_id = 'demo_sub'",
    );
    expect(binding?.unified_email).toBe('lina.huaxin@coastbook.example');
    await shot(sub, 'uaas-upgraded');
  });

  it('refuses a cancellation while the account is a main account with sub-accounts, with the reason in Chinese', async () => {
    const sub = await window();
    await loginWithPassword(sub, 'demo_sub');
    await sub.goto('/unsubscribeApply');
    await sub.getByTestId('unsubscribe-blockers').waitFor();
    expect(await sub.getByTestId('unsubscribe-blockers').textContent()).toContain('您是企业主账号，企业下仍有关联或申请关联的子账号');
    await shot(sub, 'unsubscribe-blocked');
  });

  it('demo_person applies to cancel the account with the SMS code from the outbox', async () => {
    const person = await window();
    await loginWithPassword(person, 'demo_person');
    // A personally certified user: the enterprise upgrade page offers the upgrade.
    await person.goto('/enterpriseUpgrading');
    await person.getByTestId('enterprise-upgrade-status').filter({ hasText: '尚未申请升级' }).waitFor();
    await shot(person, 'enterprise-upgrading');
    // The cancellation is offered on the password-management page.
    await person.goto('/password-management');
    await person.getByTestId('to-unsubscribe').click();
    await person.waitForURL(/\/unsubscribeApply$/);
    await person.getByTestId('unsubscribe-form').waitFor();
    await person.getByTestId('unsubscribe-reason').fill('公司业务调整，不再使用本平台');
    await person.getByRole('button', { name: /获取验证码/ }).click();
    const code = await readCodeFromOutbox(browser, server.baseUrl, maskedPhone('13800000003'));
    await person.getByTestId('unsubscribe-sms-code').fill(code);
    await person.getByTestId('unsubscribe-agree').check();
    await shot(person, 'unsubscribe-form');
    await person.getByTestId('unsubscribe-submit').click();
    await pressOkInPopup(person, '.ant-modal-confirm');
    await person.getByText('注销申请已提交，等待客服审核').waitFor();
    await person.getByTestId('unsubscribe-status').filter({ hasText: '客服审核中' }).waitFor();
    await shot(person, 'unsubscribe-submitted');
  });

  it('the reviewer approves the cancellation; login is then refused as a disabled account', async () => {
    const ops = await opsWindow();
    await ops.getByTestId('ops-menu').getByText('账号注销审核').click();
    await ops.waitForURL((url) => url.pathname === '/ops/unsubscribe-requests');
    const row = ops.locator('tr', { hasText: 'demo_person' });
    await row.waitFor();
    expect(await row.textContent()).toContain('公司业务调整');
    await shot(ops, 'ops-unsubscribe-requests');
    // The seed's own waiting cancellation (demo_leaving) is in the queue beside it.
    expect(await ops.locator('tr', { hasText: 'demo_leaving' }).textContent()).toContain('已转行');
    await ops.getByTestId('unsubscribe-approve-demo_person').click();
    await pressOkInPopup(ops, '.ant-popconfirm');
    await row.waitFor({ state: 'detached' });
    await ops.locator('tr', { hasText: 'demo_leaving' }).waitFor();
    const [account] = await queryDatabase<{ account_state: string }>(server.databaseUrl, "SELECT account_state FROM user_account WHERE logon_id = 'demo_person'");
    expect(account?.account_state).toBe('Lock');

    const visitor = await window();
    await visitor.goto('/login');
    await visitor.getByTestId('login-page').waitFor();
    await visitor.getByPlaceholder('用户名 / 手机号 / 邮箱').fill('demo_person');
    await visitor.getByPlaceholder('请输入登录密码').fill(DEMO_PASSWORD);
    await visitor.getByTestId('login-submit').click();
    await visitor.getByText('账号已被停用，请联系客服').first().waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/login');
    await shot(visitor, 'login-disabled');
  });

  it('the address form picks 浙江省/宁波市/北仑区 from the region picker and saves the door address', async () => {
    const main = await window();
    await loginWithPassword(main, 'demo_ent');
    await main.goto('/address-mgr');
    await main.getByTestId('address-book-page').waitFor();
    await main.getByRole('tab', { name: '装货门点地址' }).click();
    await main.getByTestId('address-add').click();
    const form = main.getByTestId('address-form');
    await form.waitFor();
    // The common loading addresses are offered.
    await form.getByTestId('address-common').click();
    await main.locator('.ant-select-item-option', { hasText: '外高桥仓库' }).waitFor();
    await shot(main, 'address-common-list');
    await main.keyboard.press('Escape');

    await form.getByTestId('address-region').click();
    const menus = main.locator('.ant-cascader-dropdown:not(.ant-cascader-dropdown-hidden)');
    await clickOnceOpened(menus.locator('.ant-cascader-menu-item', { hasText: '浙江省' }));
    await menus.locator('.ant-cascader-menu-item', { hasText: '宁波市' }).click();
    await menus.locator('.ant-cascader-menu-item', { hasText: '北仑区' }).click();
    await menus.locator('.ant-cascader-menu-item', { hasText: '新碶街道' }).waitFor();
    await shot(main, 'address-region-picker');
    await main.keyboard.press('Escape');
    expect(await form.getByTestId('address-region').textContent()).toContain('浙江省 / 宁波市 / 北仑区');

    await form.getByLabel('标签').fill('北仑仓库');
    await form.getByLabel('公司名称').fill('宁波北仑港通物流有限公司');
    await form.getByLabel('联系人').fill('周杰');
    await form.getByLabel('手机号码').fill('13900000123');
    await form.getByTestId('address-detail').fill('明州路288号');
    await shot(main, 'address-form-filled');
    await main.locator('.ant-modal-footer').getByRole('button', { name: /确\s*定|OK/ }).click();
    const row = main.getByTestId('address-book-page').locator('tr', { hasText: '北仑仓库' });
    await row.waitFor();
    expect(await row.textContent()).toContain('浙江省宁波市北仑区');
    const [saved] = await queryDatabase<{ province_code: string; city_code: string; county_code: string; county_name: string }>(
      server.databaseUrl,
      "SELECT province_code, city_code, county_code, county_name FROM user_address WHERE label = '北仑仓库'",
    );
    expect(saved).toEqual({ province_code: '330000', city_code: '330200', county_code: '330206', county_name: '北仑区' });
    await shot(main, 'address-saved');
  });

  it('says the door-point data failed to load when the regions do not come, and loads them when opened again', async () => {
    const main = await window();
    await loginWithPassword(main, 'demo_ent');
    await main.route('**/api/web/product/cities/getCities**', (route) => route.abort());
    await main.goto('/address-mgr');
    await main.getByTestId('address-book-page').waitFor();
    await main.getByTestId('address-add').click();
    const form = main.getByTestId('address-form');
    await form.waitFor();
    await main.getByText('门点数据初始化失败').first().waitFor();
    await shot(main, 'address-region-failed');
    await main.unroute('**/api/web/product/cities/getCities**');
    await form.getByTestId('address-region').click();
    const menus = main.locator('.ant-cascader-dropdown:not(.ant-cascader-dropdown-hidden)');
    await menus.locator('.ant-cascader-menu-item', { hasText: '浙江省' }).waitFor();
  });
});
