import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../support/api';
import { submitOpsLogin } from '../support/auth';
import { launchBrowser, newContext, screenshot, screenshotOnFailure, tableOverflowAt } from '../support/browser';
import { queryDatabase } from '../support/database';
import { clickOnceOpened } from '../support/popups';
import { startServer, type RunningServer } from '../support/server';
import { settled } from '../support/settled';

// Journey: the reviewer logs in to the operator console, approves demo_applicant's pending enterprise
// certification (the customer's status turns certified at once), reveals xm_hairun's masked bank
// account number and refuses that bank information with a reason; the reviewer has no audit log, the
// admin has and sees those decisions and the reveal.
describe('operator console reviews', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

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

  async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: { code: number; msg: string; data: T } }> {
    const response = await fetch(`${server.baseUrl}${path}`, init);
    return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: T } };
  }

  async function opsLogin(loginName: string): Promise<void> {
    await submitOpsLogin(page, loginName);
    await page.getByTestId('ops-layout').waitFor();
  }

  const menu = () => page.getByTestId('ops-menu');
  /** A row of the certification queue's table (not of the detail drawer, which is portalled outside it and fades out). */
  const certificationRow = (text: string) => page.getByTestId('certification-review-page').locator('tr.ant-table-row', { hasText: text });

  /** Lets drawers, modals and table loading fades finish, so screenshots show the settled page. */
  const opsToken = () => page.evaluate(() => sessionStorage.getItem('coastbook.ops.token'));

  /** A seeded file (by its original name) as the console downloads it with the operator's token. */
  async function storedFileAsOps(originalName: string) {
    const [row] = await queryDatabase<{ id: string; file_type: string }>(server.databaseUrl, 'SELECT id, file_type FROM stored_file WHERE original_name = $1', [originalName]);
    const opened = await fetch(`${server.baseUrl}/api/ops/files/${row!.id}`, { headers: { authorization: `bearer ${await opsToken()}` } });
    return { row: row!, status: opened.status, contentType: opened.headers.get('content-type'), head: Buffer.from(await opened.arrayBuffer()).subarray(0, 5).toString() };
  }

  it('sends a visitor without an operator token to the console login, not the customer login', async () => {
    await page.goto('/ops/certifications');
    await page.waitForURL((url) => url.pathname === '/ops/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/ops/certifications');
    await expect(page.getByTestId('ops-login-page').textContent()).resolves.toContain('运营后台登录');
    await expect(page.title()).resolves.toContain('运营后台登录');
    await screenshot(page, 'ops-login');
  });

  it('lets the reviewer log in and approve the pending enterprise certification', async () => {
    await opsLogin('ops_review');
    await page.waitForURL((url) => url.pathname === '/ops/certifications');
    await expect(page.getByTestId('ops-operator').textContent()).resolves.toContain('审核专员');
    // The token stays in this tab's session storage, apart from the customer's.
    expect(await opsToken()).toMatch(/.{20,}/);
    expect(await page.evaluate(() => localStorage.getItem('coastbook.token'))).toBeNull();

    const row = certificationRow('demo_applicant');
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('苏州恒通国际货运代理有限公司');
    await expect(row.textContent()).resolves.toContain('待审核');
    await settled(page);
    await screenshot(page, 'ops-certifications');

    await page.getByTestId('open-certification-demo_applicant').click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByTestId('certification-fields').waitFor();
    await expect(drawer.getByTestId('certification-applicant').textContent()).resolves.toContain('孙丽');
    await expect(drawer.getByTestId('certification-fields').textContent()).resolves.toContain('91320594MA1MX4D19J');
    // The seeded request carries its licence as a real one does: listed, and its bytes in the store.
    const licence = drawer.getByTestId('certification-files').getByRole('button', { name: '营业执照-苏州恒通国际货运代理有限公司.pdf' });
    await licence.waitFor();
    const opened = await storedFileAsOps('营业执照-苏州恒通国际货运代理有限公司.pdf');
    expect(opened.status).toBe(200);
    expect(opened.contentType).toContain('application/pdf');
    expect(opened.head).toBe('%PDF-');
    await settled(page);
    await screenshot(page, 'ops-certification-drawer');

    await drawer.getByTestId('certification-approve').click();
    await page.getByTestId('approve-note').fill('资料齐全，营业执照信息一致');
    await clickOnceOpened(page.getByTestId('approve-confirm'));
    await page.getByText('已通过 苏州恒通国际货运代理有限公司 的认证申请').waitFor();
    // The row leaves the pending queue.
    await page.getByText('暂无待审核的申请').waitFor();
    await expect(certificationRow('demo_applicant').count()).resolves.toBe(0);
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    await settled(page);
    await screenshot(page, 'ops-certifications-after-approve');

    // The customer is certified at once.
    const token = await customerToken(server.baseUrl, 'demo_applicant');
    const { body } = await api<{ flags: { isEnterpriseConfirm: boolean; isEnterpriseCertification: boolean } }>('/api/web/entUser/getStatus', {
      headers: { authorization: `bearer ${token}` },
    });
    expect(body.code).toBe(0);
    expect(body.data.flags.isEnterpriseConfirm).toBe(true);

    // And the approved request is listed under the 已通过 filter.
    await page.getByTestId('certification-status-filter').click();
    await page.locator('.ant-select-item-option', { hasText: '已通过' }).click();
    await certificationRow('demo_applicant').waitFor();
  });

  it('lets the reviewer refuse bank information with a reason', async () => {
    await menu().getByText('银行信息审核').click();
    await page.waitForURL((url) => url.pathname === '/ops/bank-reviews');
    // The bank table's own row (the certification table may hold the same enterprise's name).
    const row = page.getByTestId('bank-review-page').locator('tr.ant-table-row', { hasText: '厦门海润进出口贸易有限公司' });
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain('中国工商银行');
    expect(rowText).toContain('xm_hairun');
    // The queue shows the account number masked; the full one comes only on an (audited) reveal.
    const accountNo = page.getByTestId('bank-account-no-xm_hairun');
    await expect(accountNo.textContent()).resolves.toBe('**** **** **** 3456');
    expect(rowText).not.toContain('4100021319200123456');
    // At 1366 px the queue fits: the bank, its branch and the submission time are not hidden under the actions.
    await expect(tableOverflowAt(page, page.getByTestId('bank-review-page'))).resolves.toBeLessThanOrEqual(0);
    await settled(page);
    await screenshot(page, 'ops-bank-reviews');
    await page.getByTestId('bank-reveal-xm_hairun').click();
    await expect.poll(() => accountNo.textContent()).toBe('4100021319200123456');
    await settled(page);
    await screenshot(page, 'ops-bank-revealed');

    await page.getByTestId('bank-refuse-xm_hairun').click();
    // The reason is required.
    await page.getByTestId('refuse-confirm').click();
    await page.getByText('请填写拒绝原因').waitFor();
    await page.getByTestId('refuse-reason').fill('开户名称与营业执照名称不一致，请核对后重新提交');
    await page.getByText('请填写拒绝原因').waitFor({ state: 'detached' });
    await settled(page);
    await screenshot(page, 'ops-bank-refuse');
    await page.getByTestId('refuse-confirm').click();
    await page.getByText('已驳回 厦门海润进出口贸易有限公司 的银行信息').waitFor();
    await page.getByText('暂无待审核的银行信息').waitFor();
    await settled(page);
    await screenshot(page, 'ops-bank-after-refuse');

    const [enterprise] = await queryDatabase<{ bank_cert_status: string; bank_refuse_reason: string }>(
      server.databaseUrl,
      "SELECT bank_cert_status, bank_refuse_reason FROM enterprise WHERE enterprise_cnnme = '厦门海润进出口贸易有限公司'",
    );
    expect(enterprise).toEqual({ bank_cert_status: 'Refuse', bank_refuse_reason: '开户名称与营业执照名称不一致，请核对后重新提交' });
  });

  it('shows a certified person’s request with the ID card they were certified on', async () => {
    await page.goto('/ops/certifications?type=Personal&status=Confirm');
    const row = certificationRow('demo_person');
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('王芳');
    await page.getByTestId('open-certification-demo_person').click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByTestId('certification-fields').waitFor();
    // The number stays masked; the ID card copy is listed and its bytes are in the store.
    await expect(drawer.getByTestId('certification-fields').textContent()).resolves.toContain('310***********2341');
    await drawer.getByTestId('certification-files').getByRole('button', { name: '身份证-王芳.pdf' }).waitFor();
    const card = await storedFileAsOps('身份证-王芳.pdf');
    expect(card.row.file_type).toBe('idCard');
    expect(card.status).toBe(200);
    expect(card.head).toBe('%PDF-');
    await settled(page);
    await screenshot(page, 'ops-certification-person');
    await page.keyboard.press('Escape');
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
  });

  it('finds the approved applicant in the account search', async () => {
    await menu().getByText('账号查询').click();
    await page.getByTestId('account-search-page').waitFor();
    await page.getByPlaceholder('用户名前缀 / 手机号 / 邮箱 / 企业名称').fill('苏州恒通');
    await page.getByPlaceholder('用户名前缀 / 手机号 / 邮箱 / 企业名称').press('Enter');
    await page.getByTestId('account-link-demo_applicant').click();
    await page.getByTestId('account-detail-page').waitFor();
    const text = (await page.getByTestId('account-detail-page').textContent()) ?? '';
    expect(text).toContain('苏州恒通国际货运代理有限公司');
    expect(text).toContain('已认证');
    expect(text).toContain('138****0014');
    // The status flags read in words, each status input with the spec's code name under its label.
    const held = (await page.getByTestId('account-flags-held').textContent()) ?? '';
    expect(held).toContain('企业已认证');
    expect(held).toContain('持有或申请中的认证: 客户认证');
    expect(held).not.toContain('isEnterpriseConfirm');
    const inputs = page.getByTestId('account-status-inputs');
    const inputValue = (code: string) => inputs.locator('th', { hasText: code }).locator('xpath=following-sibling::td[1]').textContent();
    expect(await inputs.locator('th', { hasText: 'enterpriseInfoCERTStatus' }).textContent()).toBe('认证状态enterpriseInfoCERTStatus');
    expect(await inputValue('enterpriseInfoCERTStatus')).toBe('已认证');
    expect(await inputValue('enterpriseType')).toBe('企业');
    expect(await inputValue('supplierStatus')).toBe('未认证');
    await settled(page);
    await screenshot(page, 'ops-account-detail');
  });

  it('hides the audit log from the reviewer, who is refused by the server too', async () => {
    await expect(menu().textContent()).resolves.not.toContain('审计日志');
    await page.goto('/ops/audit');
    await page.getByTestId('ops-forbidden').waitFor();
    const response = await api('/api/ops/audit', { headers: { authorization: `bearer ${await opsToken()}` } });
    expect(response.status).toBe(403);
    await page.getByTestId('ops-logout').click();
    await page.waitForURL((url) => url.pathname === '/ops/login');
    // An explicit logout does not hand the next operator the previous one's page.
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(opsToken).toBeNull();
  });

  it('shows the admin the audit log with both decisions', async () => {
    await opsLogin('ops_admin');
    await expect(page.getByTestId('ops-operator').textContent()).resolves.toContain('系统管理员');
    // The dashboard: both queues are empty now.
    await page.getByTestId('ops-dashboard').waitFor();
    await expect.poll(() => page.locator('.ant-statistic-content-value').allTextContents()).toEqual(['0', '0']);
    await settled(page);
    await screenshot(page, 'ops-dashboard');
    await menu().getByText('审计日志').click();
    await page.getByTestId('audit-log-page').waitFor();
    const approval = page.locator('tr', { hasText: 'certification.approve' });
    await approval.waitFor();
    await expect(page.locator('tr', { hasText: 'bank-info.refuse' }).textContent()).resolves.toContain('开户名称与营业执照名称不一致');
    await expect(page.locator('tr', { hasText: 'bank-info.reveal-account' }).textContent()).resolves.toContain('查看完整银行账号');
    // Each action and record kind is named in words, its code kept under the name.
    await expect(approval.textContent()).resolves.toMatch(/认证审核通过certification\.approve.*认证申请/);
    // The action filter offers the names and finds one by typing part of it.
    await page.getByTestId('audit-action-filter').click();
    await page.keyboard.type('银行信息驳');
    await page.locator('.ant-select-item-option', { hasText: '银行信息驳回' }).click();
    await expect.poll(() => page.locator('.ant-table-row').count(), { timeout: 15_000 }).toBe(1);
    expect(new URL(page.url()).searchParams.get('action')).toBe('bank-info.refuse');
    await expect(page.locator('.ant-table-row').textContent()).resolves.toContain('开户名称与营业执照名称不一致');
    await page.getByRole('button', { name: '重 置' }).click();
    await approval.waitFor();
    await approval.locator('.ant-table-row-expand-icon').click();
    await page.locator('.ops-json').first().waitFor();
    await expect(page.locator('.ant-table-expanded-row').first().textContent()).resolves.toContain('变更后');
    await settled(page);
    await screenshot(page, 'ops-audit');
  });

  it('ends the console session on a 401 and returns to the page after logging in again', async () => {
    await page.evaluate(() => sessionStorage.setItem('coastbook.ops.token', 'revoked-or-forged-token'));
    await page.goto('/ops/bank-reviews');
    await page.waitForURL((url) => url.pathname === '/ops/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/ops/bank-reviews');
    await opsLogin('ops_admin');
    await page.waitForURL((url) => url.pathname === '/ops/bank-reviews');
    await page.getByTestId('bank-review-page').waitFor();
  });
});
