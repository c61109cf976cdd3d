import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, jsonPost, operatorToken } from '../support/api';
import { DEMO_PASSWORD, loginWithPassword } from '../support/auth';
import { launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { queryDatabase } from '../support/database';
import { clickOnceOpened } from '../support/popups';
import { startServer, type RunningServer } from '../support/server';
import { settled } from '../support/settled';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

// Journeys of the supplier side of accounts: demo_new certifies as a charter supplier with an upload,
// ops_review approves it in /ops, the user card shows "supplier certified" and the supplier enters the
// charter supplier system (sandbox) in a new tab; a refused enterprise certification is resubmitted
// from its prefilled form; demo_truck grants a driver the container-photo upload permission.
describe('supplier journeys', () => {
  let server: RunningServer;
  let browser: Browser;
  let customer: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    customer = await newContext(browser, server.baseUrl);
    page = await customer.newPage();
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Lets drawers, modals and table fades finish so screenshots show the settled page. */
  it('lets demo_new submit a charter-supplier certification with an upload', async () => {
    await loginWithPassword(page, 'demo_new', DEMO_PASSWORD);
    await page.goto('/userCenter');
    await page.getByTestId('cert-button-charterSupplierCertification').click();
    await page.waitForURL((url) => url.pathname === '/certification/supplier');
    const form = page.getByTestId('supplier-certification-form');
    await form.waitFor();
    // The contract's rules run in the browser: an English name and no file are refused.
    await page.getByTestId('supplier-name').fill('Zhoushan Shipping');
    await page.getByTestId('supplier-submit').click();
    await form.getByText('企业名称只能包含中文和括号').waitFor();
    await form.getByText('请上传资质文件').waitFor();

    await page.getByTestId('supplier-name').fill('舟山海通船务有限公司');
    await page.getByTestId('supplier-credit-code').fill('91330900MA2A0HT61X');
    await form.getByText('境外', { exact: true }).click();
    await page.getByTestId('supplier-ship-names').fill('海通6号，海通8号');
    await page.getByTestId('supplier-contact-name').fill('刘洋');
    await page.getByTestId('supplier-contact-phone').fill('13800000004');
    await page.getByTestId('supplier-upload').locator('input[type=file]').setInputFiles({ name: 'registry.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.ant-upload-list-item-done').waitFor();
    await settled(page);
    await screenshot(page, 'supplier-certification-form');
    await page.getByTestId('supplier-submit').click();
    await page.waitForURL(/\/confirmed\/supplier-authority$/);
    await page.getByTestId('confirmed-supplier').waitFor();
    await expect(page.getByTestId('confirmed-supplier').textContent()).resolves.toContain('供应商认证已提交');
    await screenshot(page, 'supplier-certification-submitted');

    await page.goto('/userCenter');
    await page.getByTestId('cert-badge-supplierCertifying').waitFor();
    // Under review: the page offers corrections, withdrawal and the zero-commitment letter.
    await page.goto('/certification/supplier');
    await page.getByTestId('supplier-under-review').waitFor();
    await expect(page.getByTestId('supplier-name').inputValue()).resolves.toBe('舟山海通船务有限公司');
    await page.getByTestId('supplier-zero-commitment-upload').locator('input[type=file]').setInputFiles({ name: 'zero-commitment.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('supplier-zero-commitment-current').filter({ hasText: 'zero-commitment.png' }).waitFor();
    await settled(page);
    await screenshot(page, 'supplier-under-review');
    const [request] = await queryDatabase<{ status: string; payload: { supplierName: string; isTerritory: number }; file_count: number }>(
      server.databaseUrl,
      "SELECT r.status, r.payload, cardinality(r.file_ids) AS file_count FROM certification_request r JOIN user_account u ON u.id = r.user_id WHERE u.logon_id = 'demo_new' AND r.type = 'CharterSupplier'",
    );
    expect(request).toMatchObject({ status: 'Submit', payload: { supplierName: '舟山海通船务有限公司', isTerritory: 1 }, file_count: 1 });
  });

  it('lets ops_review approve it in the operator console', async () => {
    const ops = await newContext(browser, server.baseUrl);
    const opsPage = await ops.newPage();
    try {
      await opsPage.goto('/ops/login');
      await opsPage.getByPlaceholder('请输入运营账号').fill('ops_review');
      await opsPage.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
      await opsPage.getByTestId('ops-login-submit').click();
      await opsPage.getByTestId('ops-layout').waitFor();
      await opsPage.goto('/ops/certifications?type=CharterSupplier');
      const row = opsPage.locator('tr', { hasText: 'demo_new' });
      await row.waitFor();
      await expect(row.textContent()).resolves.toContain('舟山海通船务有限公司');
      await opsPage.getByTestId('open-certification-demo_new').click();
      const drawer = opsPage.locator('.ant-drawer');
      await drawer.getByTestId('certification-fields').waitFor();
      await expect(drawer.getByTestId('certification-fields').textContent()).resolves.toContain('供应商名称');
      await expect(drawer.textContent()).resolves.toContain('registry.png');
      await settled(opsPage);
      await screenshot(opsPage, 'supplier-ops-drawer');
      await drawer.getByTestId('certification-approve').click();
      await opsPage.getByTestId('approve-note').fill('船舶证书齐全');
      await clickOnceOpened(opsPage.getByTestId('approve-confirm'));
      await opsPage.getByText('已通过 舟山海通船务有限公司 的认证申请').waitFor();
    } finally {
      await ops.close();
    }
  });

  it('shows "supplier certified" on the user card and lets the supplier enter the supplier system in a new tab', async () => {
    await page.goto('/userCenter');
    const badge = page.getByTestId('cert-badge-supplierCertified');
    await badge.waitFor();
    await expect(badge.textContent()).resolves.toContain('供应商已认证');
    await settled(page);
    await screenshot(page, 'supplier-user-center-certified');

    await page.goto('/certification/supplier');
    await page.getByTestId('supplier-system-card').waitFor();
    await expect(page.getByTestId('supplier-status').textContent()).resolves.toBe('已认证');
    const [popup] = await Promise.all([customer.waitForEvent('page'), page.getByTestId('supplier-system-enter').click()]);
    await popup.getByTestId('supplier-sandbox-arrived').waitFor();
    await expect(popup.getByTestId('supplier-sandbox-arrived').textContent()).resolves.toBe('您已作为 demo_new 进入租船供应商系统');
    await expect(popup.getByTestId('supplier-sandbox-page').textContent()).resolves.toContain('ECHARTING_ALLPRICE_LOGIN');
    // The page's own styles apply (a JSON answer's CSP under /api/ blocked them until 2026-11-30).
    await expect(popup.evaluate(() => getComputedStyle(document.body).maxWidth)).resolves.toBe('640px');
    await screenshot(popup, 'supplier-system-sandbox');
    await popup.close();
    // The first entry opened the supplier in the supplier system.
    await page.getByTestId('supplier-system-forwarded').waitFor();
    await settled(page);
    await screenshot(page, 'supplier-certified-page');
  });

  it('shows the server message as an error toast when the link check fails, and leaves no tab open', async () => {
    // The supplier system refuses the check (the outside party's own message travels as the server's msg).
    await page.route('**/api/web/external/link/checkSupplierLink', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 4303, msg: '租船供应商系统维护中，请于22:00后再试', data: null }) }),
    );
    try {
      await page.goto('/certification/supplier');
      await page.getByTestId('supplier-system-enter').click();
      await page.locator('.ant-message-error', { hasText: '租船供应商系统维护中，请于22:00后再试' }).waitFor();
      await expect.poll(() => customer.pages().length).toBe(1);
      await screenshot(page, 'supplier-system-check-failed');
    } finally {
      await page.unroute('**/api/web/external/link/checkSupplierLink');
    }
    // The real refusal for someone who is no charter supplier.
    const other = await newContext(browser, server.baseUrl);
    const otherPage = await other.newPage();
    try {
      await loginWithPassword(otherPage, 'demo_person', DEMO_PASSWORD);
      const token = await otherPage.evaluate(() => (JSON.parse(localStorage.getItem('coastbook.token') ?? '{}') as { access_token?: string }).access_token ?? '');
      const answer = await callApi(server.baseUrl, '/api/web/external/link/checkSupplierLink', jsonPost({ transferType: 'ECHARTING_ALLPRICE', abroad: 2 }, token));
      expect(answer.body).toMatchObject({ code: 4301, msg: '租船供应商认证通过后才能使用该功能' });
    } finally {
      await other.close();
    }
  });

  it('resubmits a refused enterprise certification from the prefilled form, showing the reason', async () => {
    const opsToken = await operatorToken(server.baseUrl, 'ops_review');
    const [pending] = await queryDatabase<{ id: string }>(
      server.databaseUrl,
      "SELECT r.id FROM certification_request r JOIN user_account u ON u.id = r.user_id WHERE u.logon_id = 'demo_applicant' AND r.status = 'Submit'",
    );
    const refused = await callApi(server.baseUrl, `/api/ops/certifications/${pending!.id}/refuse`, jsonPost({ reason: '营业执照照片不清晰，请重新上传' }, opsToken));
    expect(refused.body.code).toBe(0);

    const applicant = await newContext(browser, server.baseUrl);
    const applicantPage = await applicant.newPage();
    try {
      await loginWithPassword(applicantPage, 'demo_applicant', DEMO_PASSWORD);
      await applicantPage.goto('/userCenter');
      await applicantPage.getByTestId('uc-resubmit').waitFor();
      // The card's button (000 §4.1: to /auth/modify once an enterprise type exists) shows the reason and leads on.
      await applicantPage.getByTestId('cert-button-customerCertification').click();
      await applicantPage.waitForURL((url) => url.pathname === '/auth/modify');
      const notice = applicantPage.getByTestId('certification-refused-notice');
      await notice.waitFor();
      await expect(notice.textContent()).resolves.toContain('营业执照照片不清晰，请重新上传');
      await settled(applicantPage);
      await screenshot(applicantPage, 'supplier-resubmit-notice');
      await applicantPage.getByTestId('resubmit-action').click();
      await applicantPage.waitForURL((url) => url.pathname === '/auth/customer');
      const reason = applicantPage.getByTestId('resubmit-reason');
      await reason.waitFor();
      await expect(reason.textContent()).resolves.toContain('未通过原因：营业执照照片不清晰，请重新上传');
      const form = applicantPage.getByTestId('enterprise-certification-form');
      await expect(form.getByLabel('企业中文名称').inputValue()).resolves.toBe('苏州恒通国际货运代理有限公司');
      await expect(form.getByLabel('统一社会信用代码').inputValue()).resolves.toBe('91320594MA1MX4D19J');
      await expect(form.getByLabel('法定代表人').inputValue()).resolves.toBe('孙丽');
      await applicantPage.getByTestId('license-upload').locator('input[type=file]').setInputFiles({ name: 'licence-clear.png', mimeType: 'image/png', buffer: PNG });
      await applicantPage.locator('.ant-upload-list-item-done').waitFor();
      await settled(applicantPage);
      await screenshot(applicantPage, 'supplier-resubmit-form');
      await applicantPage.getByTestId('enterprise-certification-submit').click();
      await applicantPage.waitForURL(/\/confirmed\/enterprise-authority$/);

      const rows = await queryDatabase<{ id: string; status: string; resubmit_of: string | null }>(
        server.databaseUrl,
        "SELECT r.id, r.status, r.resubmit_of FROM certification_request r JOIN user_account u ON u.id = r.user_id WHERE u.logon_id = 'demo_applicant' ORDER BY r.created_at",
      );
      expect(rows.map((row) => row.status)).toEqual(['Refuse', 'Submit']);
      expect(rows[1]!.resubmit_of).toBe(pending!.id);
      await applicantPage.goto('/userCenter');
      await applicantPage.getByTestId('cert-badge-enterpriseCertifying').waitFor();
    } finally {
      await applicant.close();
    }
  });

  it('leaves supplier certification to the main account: a sub-account is offered none and cannot open the page', async () => {
    const sub = await newContext(browser, server.baseUrl);
    try {
      const subPage = await sub.newPage();
      await loginWithPassword(subPage, 'demo_sub', DEMO_PASSWORD);
      await subPage.goto('/userCenter');
      await subPage.getByTestId('cert-badge-enterpriseLinked').waitFor();
      const menu = subPage.getByTestId('user-center-menu');
      await expect.poll(() => menu.textContent()).toContain('关联企业');
      expect(await menu.textContent()).not.toContain('供应商认证');
      expect(await subPage.getByTestId('cert-button-charterSupplierCertification').count()).toBe(0);
      await subPage.goto('/certification/supplier');
      await subPage.getByTestId('no-auth-page').waitFor();
      await screenshot(subPage, 'supplier-sub-account-no-auth');
    } finally {
      await sub.close();
    }
  });

  it('lets demo_truck grant a driver the container-photo upload permission and add a driver', async () => {
    const truck = await newContext(browser, server.baseUrl);
    const truckPage = await truck.newPage();
    try {
      await loginWithPassword(truckPage, 'demo_truck', DEMO_PASSWORD);
      await truckPage.goto('/driverUploadPermission');
      await truckPage.getByTestId('driver-upload-permission-page').waitFor();
      const row = truckPage.locator('tr', { hasText: '张海涛' });
      await row.waitFor();
      await expect(row.textContent()).resolves.toContain('137****0003');
      await truckPage.getByTestId('driver-permission-苏E3K827').click();
      await truckPage.getByText('已开启 张海涛 的上传权限').waitFor();
      await expect.poll(() => truckPage.getByTestId('driver-permission-苏E3K827').getAttribute('aria-checked')).toBe('true');

      await truckPage.getByTestId('driver-add').click();
      await truckPage.getByTestId('driver-name').fill('周明');
      await truckPage.getByTestId('driver-phone').fill('13912345678');
      await truckPage.getByTestId('driver-plate').fill('沪a66888');
      await truckPage.getByTestId('driver-add-save').click();
      await truckPage.getByText('司机已添加').waitFor();
      await truckPage.locator('tr', { hasText: '周明' }).waitFor();
      await expect(truckPage.getByTestId('driver-total').textContent()).resolves.toBe('共 4 名司机');
      await settled(truckPage);
      await screenshot(truckPage, 'supplier-driver-permission');

      const drivers = await queryDatabase<{ driver_name: string; can_upload: boolean; plate_number: string }>(
        server.databaseUrl,
        "SELECT driver_name, can_upload, plate_number FROM trailer_driver WHERE driver_name IN ('张海涛', '周明')",
      );
      expect(drivers.sort((a, b) => a.plate_number.localeCompare(b.plate_number))).toEqual([
        { driver_name: '周明', can_upload: true, plate_number: '沪A66888' },
        { driver_name: '张海涛', can_upload: true, plate_number: '苏E3K827' },
      ]);

      // A customer who is not a trailer supplier is shown NoAuth.
      await page.goto('/driverUploadPermission');
      await page.getByTestId('no-auth-page').waitFor();
    } finally {
      await truck.close();
    }
  });
});
