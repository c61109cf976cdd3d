import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, jsonPost } from '../support/api';
import { DEMO_PASSWORD, loginWithPassword } from '../support/auth';
import { launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { queryDatabase } from '../support/database';
import { clickOnceOpened } from '../support/popups';
import { startServer, type RunningServer } from '../support/server';
import { settled } from '../support/settled';
import { encryptCredential } from '@coastbook/server/testing';

// Journey: ops_admin creates a reviewer in the operator console; the reviewer logs in with the initial
// password, is held on the password change until they pick their own, opens a customer's uploaded
// business licence from the certification review drawer, and reveals a bank account number (each
// reveal and each file opening leaves an audit row).

const INITIAL_PASSWORD = 'Harbor#Tide82';
const OWN_PASSWORD = 'Quay$Lantern47';

/** A small PNG drawn here (a teal licence card with a navy frame), so the upload passes content sniffing. */
function licencePng(width = 240, height = 150): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const frame = x < 8 || y < 8 || x >= width - 8 || y >= height - 8;
      const stripe = y > 40 && y < 50 && x > 30 && x < width - 30;
      const [r, g, b] = frame || stripe ? [29, 78, 137] : [214, 240, 238];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('operator administration', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let certificationId: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await newContext(browser, server.baseUrl);
    page = await context.newPage();
    certificationId = await certificationWithUpload();
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function shot(target: Page, name: string): Promise<void> {
    await screenshot(target, name);
  }

  async function encrypted(plain: string): Promise<string> {
    const { body } = await callApi<{ publicKey: string }>(server.baseUrl, '/api/auth/publicKey');
    return encryptCredential(body.data.publicKey, plain);
  }

  /** demo_new uploads a business licence and submits an enterprise certification with it (the customer side is another journey's subject). */
  async function certificationWithUpload(): Promise<string> {
    const form = new URLSearchParams({ grant_type: 'password', scope: 'server', username: 'demo_new', password: await encrypted(DEMO_PASSWORD) });
    const login = await callApi<{ access_token: string }>(server.baseUrl, '/api/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(login.body.code).toBe(0);
    const token = login.body.data.access_token;
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(licencePng())], { type: 'image/png' }), '营业执照.png');
    const uploaded = await callApi<{ fileId: string }>(server.baseUrl, '/api/web/auth/file/uploadFile?fileType=businessLicense', {
      method: 'POST',
      headers: { authorization: `bearer ${token}` },
      body: upload,
    });
    expect(uploaded.body).toMatchObject({ code: 0 });
    const submitted = await callApi<{ id: string }>(
      server.baseUrl,
      '/api/web/customerAuth/update',
      jsonPost(
        {
          entType: 'Enterprise',
          enterpriseCnnme: '宁波东港国际物流有限公司',
          individualBusiness: false,
          socialCreditCode: '91330206MA2J7Q8K5D',
          address: '浙江省宁波市北仑区新碶街道长江路88号',
          legalPersonName: '刘洋',
          contactName: '刘洋',
          contactPhone: '13800000004',
          licenseFileIds: [uploaded.body.data.fileId],
        },
        token,
      ),
    );
    expect(submitted.body).toMatchObject({ code: 0 });
    return submitted.body.data.id;
  }

  async function opsLogin(loginName: string, password: string): Promise<void> {
    await page.getByTestId('ops-login-page').waitFor();
    await page.getByPlaceholder('请输入运营账号').fill(loginName);
    await page.getByPlaceholder('请输入密码').fill(password);
    await page.getByTestId('ops-login-submit').click();
  }

  /** Lets drawers, modals and table loading fades finish, so screenshots show the settled page. */
  it('lets ops_admin create a reviewer from the operators page', async () => {
    await page.goto('/ops/login');
    await opsLogin('ops_admin', DEMO_PASSWORD);
    await page.getByTestId('ops-layout').waitFor();
    await page.getByTestId('ops-menu').getByText('运营账号').click();
    await page.waitForURL((url) => url.pathname === '/ops/operators');
    const reviewRow = page.locator('tr', { hasText: 'ops_review' });
    await reviewRow.waitFor();
    await expect(reviewRow.textContent()).resolves.toContain('审核专员');
    // Own row: no disable / reset buttons and no role selector.
    await expect(page.locator('tr', { hasText: 'ops_admin' }).textContent()).resolves.toContain('本人');
    await expect(page.getByTestId('operator-disable-ops_admin').count()).resolves.toBe(0);

    await page.getByTestId('operator-create').click();
    const modal = page.locator('.ant-modal', { hasText: '新建运营账号' });
    await modal.getByTestId('operator-login-name').fill('zhou_review');
    await modal.getByTestId('operator-display-name').fill('周晓审');
    // The role select defaults to reviewer; a weak password is refused before anything is sent.
    await modal.getByTestId('operator-password').fill('abc');
    await page.getByTestId('operator-create-submit').click();
    await expect(modal.textContent()).resolves.toContain('长度应为8-16位');
    await modal.getByTestId('operator-password').fill(INITIAL_PASSWORD);
    await settled(page);
    await shot(page, 'ops-operators-create');
    await page.getByTestId('operator-create-submit').click();
    await modal.waitFor({ state: 'detached' });
    const created = page.locator('tr', { hasText: 'zhou_review' });
    await created.waitFor();
    await expect(created.textContent()).resolves.toContain('待改初始密码');
    await settled(page);
    await shot(page, 'ops-operators-list');

    const rows = await queryDatabase<{ role: string; must_change_password: boolean }>(server.databaseUrl, "SELECT role, must_change_password FROM ops_operator WHERE login_name = 'zhou_review'");
    expect(rows).toEqual([{ role: 'reviewer', must_change_password: true }]);
    const audit = await queryDatabase(server.databaseUrl, "SELECT 1 FROM audit_log WHERE action = 'ops.operator.create' AND after->>'loginName' = 'zhou_review'");
    expect(audit).toHaveLength(1);

    await page.getByTestId('ops-logout').click();
    await page.waitForURL((url) => url.pathname === '/ops/login');
  });

  it('holds the new reviewer on the password change until they choose their own', async () => {
    await opsLogin('zhou_review', INITIAL_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/ops/password');
    await page.getByTestId('operator-password-forced').waitFor();
    // Another console page sends them back here.
    await page.goto('/ops/certifications');
    await page.waitForURL((url) => url.pathname === '/ops/password');
    await page.getByTestId('operator-old-password').fill(INITIAL_PASSWORD);
    await page.getByTestId('operator-new-password').fill(OWN_PASSWORD);
    await page.getByTestId('operator-confirm-password').fill(OWN_PASSWORD);
    await settled(page);
    await shot(page, 'ops-password-forced');
    await page.getByTestId('operator-password-submit').click();
    await page.waitForURL((url) => url.pathname === '/ops');
    await expect(page.getByTestId('ops-operator').textContent()).resolves.toContain('周晓审');
    // A reviewer has no operators page in the menu.
    await expect(page.getByTestId('ops-menu').textContent()).resolves.not.toContain('运营账号');
  });

  it("lets the reviewer open the applicant's uploaded licence from the certification drawer", async () => {
    await page.getByTestId('ops-menu').getByText('认证审核').click();
    await page.waitForURL((url) => url.pathname === '/ops/certifications');
    await page.getByTestId('open-certification-demo_new').click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByTestId('certification-files').waitFor();
    await expect(drawer.getByTestId('certification-fields').textContent()).resolves.toContain('宁波东港国际物流有限公司');
    await drawer.getByTestId('certification-files').scrollIntoViewIfNeeded();
    await settled(page);
    await shot(page, 'ops-certification-with-upload');

    const popupOpened = context.waitForEvent('page');
    await drawer.getByTestId('certification-files').getByRole('button', { name: '营业执照.png' }).click();
    const popup = await popupOpened;
    await popup.waitForURL((url) => url.protocol === 'blob:');
    const image = popup.locator('img');
    await image.waitFor();
    await expect(image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).resolves.toBe(240);
    await shot(popup, 'ops-licence-opened');
    await popup.close();

    const audit = await queryDatabase(server.databaseUrl, "SELECT 1 FROM audit_log a JOIN ops_operator o ON o.id::text = a.actor_id WHERE a.action = 'file.download' AND o.login_name = 'zhou_review'");
    expect(audit.length).toBeGreaterThan(0);
    expect(certificationId).toMatch(/[0-9a-f-]{36}/);
  });

  it('shows bank account numbers masked and reveals one on request, audited', async () => {
    // A fresh load (the review drawer stays open above the menu): the console login lives in this tab's session storage.
    await page.goto('/ops/bank-reviews');
    const number = page.getByTestId('bank-account-no-xm_hairun');
    await number.waitFor();
    await expect(number.textContent()).resolves.toBe('**** **** **** 3456');
    await settled(page);
    await shot(page, 'ops-bank-masked');

    await page.getByTestId('bank-reveal-xm_hairun').click();
    await expect.poll(() => number.textContent()).toBe('4100021319200123456');
    await settled(page);
    await shot(page, 'ops-bank-revealed');
    const audit = await queryDatabase<{ reason: string }>(
      server.databaseUrl,
      "SELECT a.reason FROM audit_log a JOIN ops_operator o ON o.id::text = a.actor_id WHERE a.action = 'bank-info.reveal-account' AND o.login_name = 'zhou_review'",
    );
    expect(audit).toEqual([{ reason: '查看完整银行账号' }]);
  });

  it("lets the admin reset the reviewer's password (shown once) and disable them, ending the reviewer's session at once", async () => {
    // The admin works in another tab (each tab keeps its own console login).
    const adminPage = await context.newPage();
    await adminPage.goto('/ops/login');
    await adminPage.getByPlaceholder('请输入运营账号').fill('ops_admin');
    await adminPage.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await adminPage.getByTestId('ops-login-submit').click();
    await adminPage.getByTestId('ops-layout').waitFor();
    await adminPage.goto('/ops/operators');
    await adminPage.getByTestId('operator-reset-zhou_review').click();
    await clickOnceOpened(adminPage.locator('.ant-popover', { hasText: '重置 周晓审 的密码' }).locator('.ant-btn-primary'));
    const oneTime = adminPage.getByTestId('operator-one-time-password');
    await oneTime.waitFor();
    const password = (await oneTime.textContent()) ?? '';
    expect(password).toMatch(/^\S{12}$/);
    await settled(adminPage);
    await shot(adminPage, 'ops-operators-reset');
    await adminPage.locator('.ant-modal-footer button').click();

    // The reviewer's tab: the reset ended its session, the next call lands on the login.
    await page.goto('/ops/bank-reviews');
    await page.waitForURL((url) => url.pathname === '/ops/login');
    await opsLogin('zhou_review', password);
    await page.waitForURL((url) => url.pathname === '/ops/password');

    await adminPage.getByTestId('operator-disable-zhou_review').click();
    await clickOnceOpened(adminPage.locator('.ant-popover', { hasText: '停用 周晓审' }).locator('.ant-btn-primary'));
    await adminPage.locator('tr', { hasText: 'zhou_review' }).getByText('已停用').waitFor();
    await page.goto('/ops/password');
    await page.waitForURL((url) => url.pathname === '/ops/login');
    await opsLogin('zhou_review', password);
    await expect(page.getByTestId('ops-login-error').textContent()).resolves.toContain('该运营账号已停用，请联系系统管理员');
    await adminPage.close();
  });

  it("shows demo_ent's to-do count and list in the user centre and the header (a pending link application)", async () => {
    const customer = await context.newPage();
    const counted = customer.waitForResponse((response) => response.url().includes('/api/web/domestic/task/todo/getTodoTaskCount'));
    await loginWithPassword(customer, 'demo_ent');
    // Three: the pending link application, the seed's order awaiting payment (issue 6) and its confirmed order
    // that still owes the balance of its down payment.
    expect((await (await counted).json()) as unknown).toMatchObject({ code: 0, data: 3 });
    await customer.goto('/userCenter');
    const list = customer.getByTestId('uc-todo-list');
    await list.getByTestId('uc-todo-SUB_USER_APPROVAL').waitFor();
    await expect(list.textContent()).resolves.toContain('赵磊（demo_linker）申请关联贵企业，请审批。');
    await expect(list.getByTestId('uc-todo-ORDER_BALANCE_DUE').textContent()).resolves.toContain('尾款');
    await expect(customer.getByTestId('uc-todo-count').textContent()).resolves.toContain('3');
    await expect(customer.getByTestId('todo-badge').locator('.ant-badge-count').textContent()).resolves.toBe('3');
    await settled(customer);
    await shot(customer, 'user-center-todo');
    await customer.close();
  });
});
