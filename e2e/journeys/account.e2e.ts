import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword, logoutFromHeader } from '../support/auth';
import { launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { queryDatabase } from '../support/database';
import { readCodeFromOutbox } from '../support/outbox';
import { solveSlidePuzzle } from '../support/slide-puzzle';
import { startServer, type RunningServer } from '../support/server';

// Journeys: a forgotten password recovered by SMS and by e-mail (then used to log in), and the
// payment password set with a random suggestion, changed, and reset by an SMS code to the own phone.
describe('passwords', () => {
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

  it('recovers a forgotten password by SMS and logs in with the new one', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: '忘记密码？' }).first().click();
    await page.getByTestId('password-back-page').waitFor();
    await page.getByPlaceholder('请输入手机号码').fill('13800000004');
    await page.getByTestId('code-button').click();
    await solveSlidePuzzle(page, server.databaseUrl);
    await page.getByText('验证码已发送').waitFor();
    await page.getByPlaceholder('请输入6位验证码').fill(await readCodeFromOutbox(browser, server.baseUrl, '138****0004'));
    await page.getByPlaceholder('8-16位字符').fill('Quay#Crane77');
    await page.getByPlaceholder('请再次输入登录密码').fill('Quay#Crane77');
    await screenshot(page, 'password-back-phone');
    await page.getByTestId('recovery-submit').click();
    await page.getByText('密码已重置，请使用新密码登录').waitFor();
    await page.waitForURL(/\/login$/);
    await loginWithPassword(page, 'demo_new', 'Quay#Crane77');
    await expect.poll(() => page.getByTestId('header-user').locator('span[title]').getAttribute('title')).toBe('刘洋');
    await logoutFromHeader(page);
  });

  it('recovers a forgotten password by e-mail', async () => {
    await page.goto('/resetPasswordBack');
    await page.getByTestId('reset-password-back-page').waitFor();
    await expect(page.getByRole('tab', { name: '邮箱找回', selected: true }).count()).resolves.toBe(1);
    await page.getByPlaceholder('请输入注册时绑定的邮箱').fill('Demo_Person@CoastBook.example');
    await page.getByTestId('code-button').click();
    await solveSlidePuzzle(page, server.databaseUrl);
    await page.getByText('验证码已发送').waitFor();
    await page.getByPlaceholder('请输入6位验证码').fill(await readCodeFromOutbox(browser, server.baseUrl, 'de***@coastbook.example'));
    await page.getByPlaceholder('8-16位字符').fill('Pier#Light31');
    await page.getByPlaceholder('请再次输入登录密码').fill('Pier#Light31');
    await page.getByTestId('recovery-submit').click();
    await page.getByText('密码已重置，请使用新密码登录').waitFor();
    await loginWithPassword(page, 'demo_person@coastbook.example', 'Pier#Light31');
    await expect.poll(() => page.getByTestId('header-user').locator('span[title]').getAttribute('title')).toBe('王芳');
  });

  it('sets the payment password from a random suggestion, changes it and resets it by SMS', async () => {
    // The demo seed gives demo_person a payment password (135790); this journey is the first-time set-up.
    await queryDatabase(server.databaseUrl, "update user_account set payment_password_hash = null where logon_id = 'demo_person'");
    await page.goto('/password-management');
    await expect.poll(() => page.getByTestId('payment-password-status').textContent()).toBe('未设置');

    // Set: the random suggestion fills both fields.
    await page.getByTestId('set-payment-password').click();
    await page.getByTestId('generate-payment-password').click();
    const hint = page.getByText(/已生成随机支付密码，请牢记：(\d{6})/);
    await hint.waitFor();
    const generated = /(\d{6})/.exec((await hint.textContent()) ?? '')?.[1] ?? '';
    await screenshot(page, 'payment-password-set');
    await page.getByRole('button', { name: '保 存' }).click();
    await page.getByText('支付密码设置成功').waitFor();
    await expect.poll(() => page.getByTestId('payment-password-status').textContent()).toBe('已设置');

    // Change: the form's own rules first, then the server.
    await page.getByTestId('change-payment-password').click();
    const dialog = page.getByRole('dialog', { name: '修改支付密码' });
    await dialog.getByLabel('原支付密码').fill(generated);
    await dialog.getByLabel('新支付密码').fill('123456');
    await dialog.getByText('支付密码不能是相同或连续的数字').waitFor();
    await dialog.getByLabel('新支付密码').fill('258036');
    await dialog.getByLabel('确认支付密码').fill('258037');
    await dialog.getByText('两次输入的支付密码不一致').waitFor();
    await dialog.getByLabel('确认支付密码').fill('258036');
    await dialog.getByRole('button', { name: '保 存' }).click();
    await page.getByText('支付密码修改成功').waitFor();

    // Reset by an SMS code to the own phone (no slide puzzle: the user is logged in).
    await page.getByRole('link', { name: '忘记支付密码' }).click();
    await page.getByTestId('reset-payment-password-page').waitFor();
    await page.getByTestId('code-button').click();
    await page.getByText('验证码已发送').waitFor();
    await page.getByPlaceholder('请输入6位验证码').fill(await readCodeFromOutbox(browser, server.baseUrl, '138****0003'));
    await page.getByLabel('新支付密码').fill('470913');
    await page.getByLabel('确认支付密码').fill('470913');
    await screenshot(page, 'payment-password-reset');
    await page.getByRole('button', { name: '保 存' }).click();
    await page.getByText('支付密码已重置').waitFor();
    await page.waitForURL(/\/password-management$/);
  });
});
