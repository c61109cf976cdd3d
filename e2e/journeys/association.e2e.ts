import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../support/api';
import { loginWithPassword, logoutFromHeader } from '../support/auth';
import { launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

// Journey (issue 4): a newly registered account applies on /association to link to demo_ent's
// enterprise; demo_ent approves it on the sub-user page with OWN visibility and the pay right; the
// new sub-account then sees 企业已关联 on /relation and its user card.

const ENTERPRISE = '上海华信国际物流有限公司';

describe('enterprise association', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    await registerAccount(server.baseUrl, server.databaseUrl, 'assoc_linker', '13900001234');
    browser = await launchBrowser();
    context = await newContext(browser, server.baseUrl);
    page = await context.newPage();
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lets a new account apply to link to a certified enterprise', async () => {
    await loginWithPassword(page, 'assoc_linker');
    await page.goto('/association');
    await page.getByTestId('association-page').waitFor();
    await page.getByTestId('association-enterprise-name').locator('input').fill('华信');
    const option = page.locator('.ant-select-item-option', { hasText: ENTERPRISE });
    await option.waitFor();
    await option.click();
    await page.getByTestId('association-applicant').fill('钱多多');
    await screenshot(page, 'acct-association-form');
    await page.getByTestId('association-submit').click();
    await page.waitForURL(/\/relation$/);
    await page.getByTestId('cert-badge-awaitingMainApproval').waitFor();
    expect(await page.getByTestId('relation-enterprise').textContent()).toBe(ENTERPRISE);
    await screenshot(page, 'acct-relation-pending');
    await logoutFromHeader(page);
  });

  it('lets demo_ent approve it with OWN visibility and the pay right', async () => {
    await loginWithPassword(page, 'demo_ent');
    await page.goto('/enterpriseUser/enterprise/user');
    const pending = page.getByTestId('pending-users');
    const row = pending.locator('tr', { hasText: 'assoc_linker' });
    await row.waitFor();
    await row.locator('input[type=checkbox]').check();
    await page.getByTestId('batch-approve').click();
    const modal = page.getByTestId('rights-modal');
    await modal.waitFor();
    await modal.getByLabel('仅查看本人订单').check();
    await modal.getByLabel('支付').check();
    await screenshot(page, 'acct-sub-users-approve');
    await page.getByTestId('rights-modal-ok').click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: '已审核' }).click();
    const audited = page.getByTestId('audited-users').locator('tr', { hasText: 'assoc_linker' });
    await audited.waitFor();
    expect(await audited.textContent()).toContain('仅查看本人订单');
    expect(await audited.textContent()).toContain('支付');
    await screenshot(page, 'acct-sub-users-audited');

    // The main account's messages (the link application arrived as one) and address book.
    await page.goto('/myMessage');
    await page.getByTestId('my-message-page').getByText('新的企业关联申请').first().waitFor();
    await screenshot(page, 'acct-my-messages');
    await page.goto('/address-mgr');
    await page.getByTestId('address-book-page').locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'acct-address-book');
    await logoutFromHeader(page);
  });

  it('shows the new sub-account 企业已关联', async () => {
    await loginWithPassword(page, 'assoc_linker');
    await page.goto('/relation');
    await page.getByTestId('cert-badge-enterpriseLinked').waitFor();
    expect(await page.getByTestId('cert-badge-enterpriseLinked').textContent()).toContain('企业已关联');
    expect(await page.getByTestId('relation-status').textContent()).toBe('已关联');
    await screenshot(page, 'acct-relation-linked');
    await page.goto('/userCenter');
    await page.getByTestId('cert-badge-enterpriseLinked').waitFor();
    await screenshot(page, 'acct-user-center-linked');
    await logoutFromHeader(page);
  });

  it('tells a certified main account that it need not link, and leads it back to the user centre', async () => {
    await loginWithPassword(page, 'demo_ent');
    await page.goto('/association');
    const notice = page.getByTestId('association-not-applicable');
    await notice.waitFor();
    expect(await notice.locator('.ant-result-title').textContent()).toBe('当前账号无需关联企业');
    expect(await notice.locator('.ant-result-subtitle').textContent()).toBe('已认证或认证审核中的账号不能再申请关联其他企业；企业信息可在会员中心查看。');
    // Before, the page sent it to /error: "页面不存在" for a page that exists.
    expect(new URL(page.url()).pathname).toBe('/association');
    await screenshot(page, 'acct-association-not-applicable');
    await notice.getByRole('link', { name: '返回会员中心' }).click();
    await page.waitForURL((url) => url.pathname === '/userCenter');
  });
});
