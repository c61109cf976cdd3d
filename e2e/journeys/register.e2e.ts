import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryDatabase } from '../support/database';
import { launchBrowser, newContext, screenshot, screenshotOnFailure } from '../support/browser';
import { maskedPhone, readCodeFromOutbox } from '../support/outbox';
import { solveSlidePuzzle } from '../support/slide-puzzle';
import { startServer, type RunningServer } from '../support/server';

// Journey: a visitor reads the register guide, registers with a new mobile number (slide puzzle,
// code read from the developer outbox), sees the form's rules on the way, and ends logged in on the
// register-success page.
describe('registration', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const suffix = String(Date.now()).slice(-6);
  const phone = `139${suffix}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const userName = `e2e_${suffix}`;

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

  it('leads from the guide to the register form', async () => {
    await page.goto('/register/guide');
    await page.getByTestId('register-guide').waitFor();
    await expect(page.title()).resolves.toContain('注册指引');
    await screenshot(page, 'register-guide');
    await page.getByRole('link', { name: '开始注册' }).click();
    await page.getByTestId('register-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
  });

  it('shows the spec messages for an empty form', async () => {
    await page.getByTestId('register-submit').click();
    const form = page.getByTestId('register-page');
    await form.getByText('请勾选已阅读并同意！').waitFor();
    for (const text of ['长度应在1-20个字符之间', '请输入手机号码', '请输入验证码', '请输入密码', '请输入确认密码']) {
      await expect(form.getByText(text, { exact: true }).count(), text).resolves.toBeGreaterThan(0);
    }
    await screenshot(page, 'register-empty-errors');
  });

  it('opens the service terms from the agreement link and downloads them', async () => {
    const [terms] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: '《CoastBook 平台服务协议》' }).click()]);
    const download = await terms.waitForEvent('download');
    expect(new URL(terms.url()).pathname).toBe('/commonFile/download');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await terms.getByTestId('common-file-link').waitFor();
    await screenshot(terms, 'common-file-download');
    await terms.close();
    // An unknown code says the system is busy (000 §8 "agreement file download fails").
    const unknown = await context.newPage();
    await unknown.goto('/commonFile/download?code=NoSuchDocument');
    await unknown.getByText('系统繁忙，请稍后再试').waitFor();
    await unknown.close();
  });

  it('sends the code only after the slide puzzle, then counts down', async () => {
    await page.getByPlaceholder('1-20位中文、字母、数字或下划线').fill(userName);
    await page.getByPlaceholder('请输入手机号码').fill(phone);
    await page.getByTestId('code-button').click();
    await page.getByTestId('slide-puzzle').waitFor();
    await page.locator('[data-testid="slide-puzzle"][data-phase="ready"]').waitFor();
    await screenshot(page, 'register-slide-puzzle');
    await solveSlidePuzzle(page, server.databaseUrl);
    await page.getByText('验证通过').waitFor();
    await page.getByText('验证码已发送').waitFor();
    await expect(page.getByTestId('code-button').textContent()).resolves.toMatch(/\d+秒后重新获取/);
    await expect(page.getByTestId('code-button').isDisabled()).resolves.toBe(true);
  });

  it('fills the code from the outbox, rates the password and checks the confirmation', async () => {
    const code = await readCodeFromOutbox(browser, server.baseUrl, maskedPhone(phone));
    await page.getByPlaceholder('请输入6位验证码').fill(code);
    // The rule stands under the empty field (as a placeholder it was cut short); typing hands over to the rating.
    await expect(page.getByTestId('password-rule').textContent()).resolves.toBe('8-16位，至少包含数字、大写字母、小写字母、特殊字符中的三种');
    await page.getByPlaceholder('8-16位字符').fill('Harbor#Line58');
    await expect.poll(() => page.getByTestId('password-rule').count()).toBe(0);
    await page.locator('[data-testid="password-strength"][data-verdict="strong"]').waitFor();
    await expect(page.getByTestId('password-strength').textContent()).resolves.toContain('强');
    await page.getByPlaceholder('请再次输入登录密码').fill('Harbor#Line59');
    await page.getByText('两次输入的密码不一致').waitFor();
    await page.getByPlaceholder('请再次输入登录密码').fill('Harbor#Line58');
    await page.getByTestId('register-agreement').click();
    await screenshot(page, 'register-filled');
  });

  it('registers, logs in automatically and shows the success page', async () => {
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/\/confirmed\/register-success$/, { timeout: 20_000 });
    await page.getByTestId('register-success-logon').waitFor();
    await expect(page.getByTestId('register-success-logon').textContent()).resolves.toContain(userName);
    // The top bar cuts names to 8 characters (000 §9) and keeps the whole one in the title.
    await expect(page.getByTestId('header-user').locator('span[title]').getAttribute('title')).resolves.toBe(userName);
    await screenshot(page, 'register-success');
    const [account] = await queryDatabase<{ logon_id: string; user_type: string }>(
      server.databaseUrl,
      'SELECT logon_id, user_type FROM user_account WHERE logon_id = $1',
      [userName],
    );
    expect(account).toEqual({ logon_id: userName, user_type: 'N' });
  });

  it('lists the code it sent on the developer outbox page, newest first', async () => {
    const outbox = await context.newPage();
    await outbox.goto('/dev/outbox');
    await outbox.getByTestId('outbox-code').first().waitFor();
    await expect(outbox.locator('tbody tr').first().textContent()).resolves.toContain(maskedPhone(phone));
    await outbox.waitForTimeout(400); // let the table's loading mask fade out
    await screenshot(outbox, 'dev-outbox');
    await outbox.close();
  });
});
