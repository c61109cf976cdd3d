import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, customerToken, jsonPost, operatorToken } from '../support/api';
import { loginWithPassword, storedAccessToken } from '../support/auth';
import { holdBack, launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { queryDatabase } from '../support/database';
import { settled } from '../support/settled';
import { startServer, type RunningServer } from '../support/server';

// Journey (issue 4): demo_new certifies as an enterprise with a licence upload; a duplicate social
// credit code (demo_ent's) is refused on the spot; the reviewer approves; demo_new's user card then
// shows 企业已认证 and the user-centre menu the trading entries (我的订单).

/** A valid 1x1 PNG (the server sniffs the content, not the name). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const DEMO_ENT_CODE = '91310115MA1HB3XK27';
const NEW_CODE = '91330206MA2J7Q8K5D';

describe('enterprise certification', () => {
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

  it('shows an uncertified user the certification buttons on the user card', async () => {
    await loginWithPassword(page, 'demo_new');
    await page.goto('/userCenter');
    await page.getByTestId('uc-user-card').waitFor();
    await expect.poll(() => page.getByTestId('uc-card-logon').textContent()).toBe('demo_new');
    await page.getByTestId('cert-button-customerCertification').waitFor();
    expect(await page.getByTestId('cert-button-customerCertification').textContent()).toContain('客户认证');
    expect(await page.getByTestId('cert-button-charterSupplierCertification').textContent()).toContain('租船供应商认证');
    expect(await page.getByTestId('uc-card-level').textContent()).toBe('银卡');
    expect(await page.getByTestId('user-center-menu').textContent()).not.toContain('我的订单');
    // 001 §6: the top bar hides my orders and the stowage notice from a user who is not certified.
    const topBar = page.getByTestId('header-top-bar');
    await topBar.getByText('待办').waitFor();
    expect(await topBar.getByRole('link', { name: /我的订单|配载通知/ }).count()).toBe(0);
    expect(await page.getByTestId('float-mini-program').count()).toBe(1);
    await screenshot(page, 'acct-user-center-uncertified');
  });

  it('refuses a social credit code already certified with the spec message', async () => {
    await page.getByTestId('cert-button-customerCertification').click();
    await page.waitForURL(/\/auth\/customer$/);
    const form = page.getByTestId('enterprise-certification-form');
    await form.waitFor();
    await form.getByLabel('企业中文名称').fill('宁波北仑远洋货运代理有限公司');
    await form.getByLabel('统一社会信用代码').fill(DEMO_ENT_CODE);
    await form.getByLabel('企业地址').click(); // blur → the async check
    await form.getByText('统一社会信用代码已被认证').waitFor();
    await screenshot(page, 'acct-certification-duplicate-code');
  });

  it('submits the enterprise certification with an uploaded licence', async () => {
    const form = page.getByTestId('enterprise-certification-form');
    await form.getByLabel('统一社会信用代码').fill(NEW_CODE);
    await form.getByLabel('企业地址').fill('浙江省宁波市北仑区明州路88号');
    await form.getByLabel('法定代表人').fill('刘洋');
    await form.getByLabel('联系人').fill('刘洋');
    await form.getByLabel('联系电话').fill('13800000004');
    await page.getByTestId('license-upload').locator('input[type=file]').setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.ant-upload-list-item-done').waitFor();
    // The file's row fades and grows in after the upload; the screenshot showed it half drawn under the button.
    await settled(page);
    await screenshot(page, 'acct-certification-form');
    await page.getByTestId('enterprise-certification-submit').click();
    await page.waitForURL(/\/confirmed\/enterprise-authority$/);
    await page.getByTestId('confirmed-enterprise').waitFor();
    await screenshot(page, 'acct-certification-submitted');

    await page.goto('/userCenter');
    await page.getByTestId('cert-badge-enterpriseCertifying').waitFor();
  });

  it('shows 企业已认证 and the trading menu once the reviewer approves', async () => {
    const token = await operatorToken(server.baseUrl, 'ops_review');
    const queue = await callApi<{ records: Array<{ id: string; logonId: string }> }>(server.baseUrl, '/api/ops/certifications', {
      headers: { authorization: `Bearer ${token}` },
    });
    const request = queue.body.data.records.find((record) => record.logonId === 'demo_new');
    expect(request).toBeDefined();
    const approved = await callApi(server.baseUrl, `/api/ops/certifications/${request!.id}/approve`, {
      ...jsonPost({ note: '资料齐全' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(approved.body.code).toBe(0);

    // The enterprise record and the message counts held back, as on a slow line: the card and the counters
    // show placeholders, not the person's name (刘洋), 银卡 and 0 messages as they once did until the answers
    // came, which is also what this test read then.
    const release = await holdBack(page, /\/(getEpanCEnterpriseInfo|getUnreadMessageCount)$/);
    await page.reload();
    await page.getByTestId('cert-badge-enterpriseCertified').waitFor();
    expect(await page.getByTestId('cert-badge-enterpriseCertified').textContent()).toContain('企业已认证');
    expect(await page.getByTestId('uc-user-card').textContent()).not.toContain('刘洋');
    expect(await page.getByTestId('uc-card-name').count()).toBe(0);
    expect(await page.getByTestId('uc-card-level').count()).toBe(0);
    expect(await page.getByTestId('uc-message-count').textContent()).toBe('未读消息');
    await screenshot(page, 'acct-user-card-placeholders');
    release();
    expect(await page.getByTestId('uc-card-name').textContent()).toBe('宁波北仑远洋货运代理有限公司');
    const [unread] = await queryDatabase<{ count: string }>(
      server.databaseUrl,
      `SELECT count(*) FROM customer_message m JOIN user_account u ON u.id = m.user_id WHERE u.logon_id = 'demo_new' AND m.read_at IS NULL AND m.deleted_at IS NULL`,
    );
    await expect.poll(() => page.getByTestId('uc-message-count').textContent()).toBe(`${unread!.count}未读消息`);
    await expect.poll(() => page.getByTestId('user-center-menu').textContent()).toContain('我的订单');
    await page.getByTestId('header-top-bar').getByRole('link', { name: /我的订单/ }).waitFor();
    await screenshot(page, 'acct-user-center-certified');
  });

  it("opens the header's 配载通知: the carrier's stowage notices, newest first, the first one open", async () => {
    const notices = await queryDatabase<{ title: string; content: string }>(
      server.databaseUrl,
      'SELECT title, content FROM stowage_notice WHERE withdrawn_at IS NULL ORDER BY published_at DESC',
    );
    expect(notices.length).toBeGreaterThan(0);
    await page.getByTestId('header-top-bar').getByRole('link', { name: /配载通知/ }).click();
    await page.waitForURL(/\/stowageInformation$/);
    await page.getByTestId('stowage-notice').first().waitFor();
    const titles = await page.getByTestId('stowage-notice').locator('strong').allTextContents();
    expect(titles).toEqual(notices.slice(0, 10).map((notice) => notice.title));
    await page.getByText(notices[0]!.content.slice(0, 20)).waitFor();
    await screenshot(page, 'acct-stowage-notices');
  });

  it('opens the embedded stowage notices in a frame with the token another app hands over in ?user=, storing no login', async () => {
    const token = await customerToken(server.baseUrl, 'demo_ent');
    const hostContext = await newContext(browser, server.baseUrl);
    try {
      const frame = await hostContext.newPage();
      await frame.goto(`/ssb/stowageInformation?user=${encodeURIComponent(token)}`);
      await frame.getByTestId('stowage-notice').first().waitFor();
      expect(new URL(frame.url()).pathname).toBe('/ssb/stowageInformation');
      // Embedded: no portal header, and the handed-over token stays in the frame's memory.
      expect(await frame.getByTestId('header-top-bar').count()).toBe(0);
      expect(await storedAccessToken(frame)).toBeNull();
      await screenshot(frame, 'acct-embedded-stowage-notices');
    } finally {
      await hostContext.close();
    }
  });
});
