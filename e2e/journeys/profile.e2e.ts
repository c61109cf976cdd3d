import fs from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword } from '../support/auth';
import { launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { queryDatabase } from '../support/database';
import { readCodeFromOutbox } from '../support/outbox';
import { startServer, type RunningServer } from '../support/server';
import { solveSlidePuzzle } from '../support/slide-puzzle';

// Journey (profile pages): demo_ent, an enterprise main account, changes its QQ on /userInfo, adds an
// invoice e-mail with the code from the outbox, adds a shipper on /shipperOrConsigneeAddress (only the
// four legal-party tabs) and saves a bank-information draft on /auth/modify.

const INVOICE_DOMAIN = '@coastbook-e2e.example';

describe('profile pages', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await newContext(browser, server.baseUrl);
    page = await context.newPage();
    await loginWithPassword(page, 'demo_ent');
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('updates the QQ number on the personal profile', async () => {
    await page.goto('/userInfo');
    await page.getByTestId('user-info-page').waitFor();
    expect(await page.getByTestId('user-info-facts').textContent()).toContain('demo_ent');
    await page.getByTestId('user-info-edit').click();
    await page.getByTestId('user-info-qq-input').fill('12345678');
    await page.getByTestId('user-info-save').click();
    await page.getByText('操作成功').first().waitFor();
    await expect.poll(() => page.getByTestId('user-info-qq').textContent()).toBe('12345678');
    await page.reload(); // the server's answer, not the form's echo
    await expect.poll(() => page.getByTestId('user-info-qq').textContent()).toBe('12345678');
    await screenshot(page, 'profile-user-info');
  });

  it('adds an invoice acceptance e-mail with the code sent to it', async () => {
    await page.goto('/invoiceAcceptanceEmail');
    await page.getByTestId('invoice-email-page').waitFor();
    await page.getByTestId('invoice-email-add').click();
    await page.getByTestId('invoice-email-input').fill(`invoice.box${INVOICE_DOMAIN}`);
    await page.getByRole('dialog').getByTestId('code-button').click();
    await solveSlidePuzzle(page, server.databaseUrl);
    await page.getByText('验证码已发送').waitFor();
    await page.getByTestId('invoice-email-code').fill(await readCodeFromOutbox(browser, server.baseUrl, INVOICE_DOMAIN));
    await page.getByTestId('invoice-email-confirm').click();
    await page.locator('.ant-table-row', { hasText: `invoice.box${INVOICE_DOMAIN}` }).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('invoice-email-page').textContent()).toContain('最多 5 个');
    await screenshot(page, 'profile-invoice-email');
  });

  it('lists only shipper, consignee, notify and booking-agent addresses and adds a consignee', async () => {
    await page.goto('/shipperOrConsigneeAddress');
    await page.getByTestId('address-book-page').waitFor();
    const tabs = await page.locator('.ant-tabs-tab').allTextContents();
    expect(tabs).toEqual(['发货人', '订舱代理', '通知人', '收货人']);
    expect(await page.getByTestId('address-book-page').textContent()).toContain('收发通地址');
    await page.locator('.ant-tabs-tab', { hasText: '收货人' }).click();
    await expect.poll(() => page.locator('.ant-tabs-tab-active').textContent()).toBe('收货人');
    await page.getByTestId('address-add').click();
    const form = page.getByTestId('address-form');
    await form.waitFor();
    await form.getByLabel('标签').fill('广州收货E2E');
    await form.getByLabel('公司名称').fill('广州南沙港物流有限公司');
    await form.getByLabel('联系人').fill('陈明');
    await form.getByLabel('手机号码').fill('13900001111');
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定|OK|保\s*存/ }).click();
    await page.locator('.ant-table-row', { hasText: '广州收货E2E' }).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    await screenshot(page, 'profile-shipper-consignee');
  });

  it('asks the main account to confirm the service terms in a bottom bar on every page, which closes once confirmed', async () => {
    const enterpriseOf = "(SELECT enterprise_id FROM user_account WHERE logon_id = 'demo_ent')";
    await queryDatabase(server.databaseUrl, `UPDATE enterprise SET confirm_term = false, confirm_term_at = NULL WHERE id = ${enterpriseOf}`);
    await page.goto('/orderManagementIndex');
    const bar = page.getByTestId('service-terms-bar');
    await bar.waitFor();
    expect(await bar.textContent()).toContain('上海华信国际物流有限公司尚未确认《在线订舱服务条款》');
    await screenshot(page, 'profile-service-terms-bar');
    await bar.getByTestId('terms-bar-confirm').click();
    await page.getByText('请勾选已阅读并同意！').waitFor();
    await bar.getByTestId('terms-bar-agree').check();
    await bar.getByTestId('terms-bar-confirm').click();
    await page.locator('.ant-message', { hasText: '操作成功' }).waitFor();
    await bar.waitFor({ state: 'detached' });
    const [row] = await queryDatabase<{ confirm_term: boolean }>(server.databaseUrl, `SELECT confirm_term FROM enterprise WHERE id = ${enterpriseOf}`);
    expect(row?.confirm_term).toBe(true);
    await page.goto('/userCenter');
    await page.getByTestId('uc-user-card').waitFor();
    expect(await page.getByTestId('service-terms-bar').count()).toBe(0);
  });

  it('shows the enterprise information read-only and saves a bank draft', async () => {
    await page.goto('/auth/modify');
    await page.getByTestId('enterprise-info-page').waitFor();
    expect(await page.getByTestId('ent-info-contact').textContent()).toContain('如需修改认证信息请联系客服');
    // The business licence the enterprise was certified on opens from here.
    const download = page.waitForEvent('download');
    await page.getByTestId('ent-info-licence').click();
    const licence = await download;
    expect(licence.suggestedFilename()).toBe('营业执照-上海华信国际物流有限公司.pdf');
    const bytes = await fs.readFile((await licence.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByTestId('ent-terms-card').getByTestId('ent-terms-confirmed').waitFor();
    await page.getByTestId('ent-bank-edit').click();
    await page.getByTestId('ent-bank-account-name').fill('宁波海港货运代理有限公司');
    await page.getByTestId('ent-bank-name').fill('中国银行');
    await page.getByTestId('ent-bank-draft').click();
    await page.getByText('操作成功').first().waitFor();
    await expect.poll(() => page.getByTestId('ent-bank-status').textContent()).toBe('草稿');
    await screenshot(page, 'profile-enterprise-info');
  });
});
