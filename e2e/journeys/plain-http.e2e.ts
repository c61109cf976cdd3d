import { INSECURE_PAGE_MESSAGE } from '@coastbook/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSmsLogin, loginWithPassword } from '../support/auth';
import { launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

// Journey: the portal installed on a server in the office network and opened over plain HTTP by its name,
// not at localhost. Browsers treat such a page as not secure. Until 2026-11-30 its CSP asked the browser to
// upgrade every request to HTTPS, so no script or style sheet loaded (a bare list of links); and a password
// login then failed with "连接服务器失败", because WebCrypto, which encrypts the password, is withheld from
// such pages. Now the pages draw, the login pages say why a password cannot be used, and SMS login works.
const OFFICE_HOST = 'portal.coastbook.test';

describe('portal opened over plain HTTP at an office-network name', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let officeUrl: string;
  const failedRequests: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    officeUrl = server.baseUrl.replace('127.0.0.1', OFFICE_HOST);
    // The name resolves to this machine, as a name in the office's DNS would to the server.
    browser = await launchBrowser([`--host-resolver-rules=MAP ${OFFICE_HOST} 127.0.0.1`]);
    page = await (await newContext(browser, officeUrl)).newPage();
    page.on('requestfailed', (request) => failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotOnFailure(() => page);

  it('draws the home page with its scripts and styles', async () => {
    await page.goto('/');
    await page.getByTestId('hot-route').first().waitFor();
    await expect(page.evaluate(() => window.isSecureContext)).resolves.toBe(false);
    // The header's menu is laid out in one row by the style sheets, and the scripts took over the page.
    const menuList = page.getByTestId('main-menu').locator('ul').first();
    await expect(menuList.evaluate((element) => getComputedStyle(element).display)).resolves.toBe('flex');
    await page.getByTestId('header-top-bar').getByRole('link', { name: '登录' }).click();
    await page.getByTestId('login-page').waitFor();
    expect(failedRequests).toEqual([]);
  });

  it('says on the login page why a password cannot be used, and refuses one with that reason', async () => {
    await expect(page.getByTestId('login-insecure-page').textContent()).resolves.toContain('请通过 HTTPS 地址访问本站，或使用短信登录');
    await screenshot(page, 'plain-http-login');
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/')) tokenCalls.push(request.url());
    });
    await page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill('demo_ent');
    await page.getByPlaceholder('请输入登录密码').fill('Coast@2026');
    await page.getByTestId('login-submit').click();
    await page.locator('.ant-message-error', { hasText: INSECURE_PAGE_MESSAGE }).waitFor();
    expect(tokenCalls).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('logs in by SMS code, which needs no encryption in the browser', async () => {
    await fillSmsLogin(page, browser, { baseUrl: officeUrl, databaseUrl: server.databaseUrl }, '13800000005');
    await page.getByTestId('login-submit').last().click();
    await page.waitForURL(`${officeUrl}/`);
    await expect.poll(() => page.getByTestId('header-user').textContent()).toContain('陈强');
    expect(failedRequests).toEqual([]);
  });

  it('says on the operator console’s login page why it cannot log in there', async () => {
    const ops = await (await newContext(browser, officeUrl)).newPage();
    await ops.goto('/ops/login');
    await expect(ops.getByTestId('ops-login-insecure-page').textContent()).resolves.toContain('请通过 HTTPS 地址访问运营后台');
    // A password is the console's only way in: the button stays disabled rather than fail on every press.
    await expect(ops.getByTestId('ops-login-submit').isDisabled()).resolves.toBe(true);
    await screenshot(ops, 'plain-http-ops-login');
  });

  it('still logs in with a password at localhost, which browsers treat as secure', async () => {
    const local = await (await newContext(browser, server.baseUrl.replace('127.0.0.1', 'localhost'))).newPage();
    await loginWithPassword(local, 'demo_ent');
    await expect(local.evaluate(() => window.isSecureContext)).resolves.toBe(true);
  });
});
