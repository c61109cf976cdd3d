import type { Browser, Page } from 'playwright-core';
import { maskedPhone, readCodeFromOutbox } from './outbox';
import { solveSlidePuzzle } from './slide-puzzle';

/** Every seeded demo account's password (apps/server/seed/auth). */
export const DEMO_PASSWORD = 'Coast@2026';

/** Logs in on /login with the account form (logon id, phone or e-mail) and waits for the page to leave /login. */
export async function loginWithPassword(page: Page, username: string, password = DEMO_PASSWORD, loginUrl = '/login'): Promise<void> {
  await page.goto(loginUrl);
  await page.getByTestId('login-page').waitFor();
  await page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill(username);
  await page.getByPlaceholder('请输入登录密码').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
}

/**
 * On the login page, fills the SMS tab: the phone, then the code it was sent (slide puzzle solved, code read
 * from the outbox at `baseUrl`). Pressing the login button is left to the journey.
 */
export async function fillSmsLogin(page: Page, browser: Browser, server: { baseUrl: string; databaseUrl: string }, phone: string): Promise<void> {
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByPlaceholder('请输入手机号码').fill(phone);
  await page.getByTestId('code-button').last().click();
  await solveSlidePuzzle(page, server.databaseUrl);
  await page.getByText('验证码已发送').waitFor();
  const code = await readCodeFromOutbox(browser, server.baseUrl, maskedPhone(phone));
  await page.getByPlaceholder('请输入6位验证码').fill(code);
}

/** The access token this browser stores (the token record of 000 §3). */
export async function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('coastbook.token');
    return raw === null ? null : (JSON.parse(raw) as { access_token: string }).access_token;
  });
}

/** Opens the header's user card by hovering the user name (000 §2.4 user hover panel). */
export async function openUserCard(page: Page): Promise<void> {
  const card = page.getByTestId('user-card');
  // A re-render under the pointer can swallow the first mouseenter: move away and hover again.
  for (let attempt = 0; attempt < 5 && !(await card.isVisible()); attempt += 1) {
    await page.mouse.move(0, 0);
    await page.getByTestId('header-user').hover();
    await card.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
}

/** Logs out through the header's user card and waits for /login. */
export async function logoutFromHeader(page: Page): Promise<void> {
  await openUserCard(page);
  await page.getByTestId('logout-button').click();
  await page.waitForURL(/\/login$/);
  await page.getByTestId('login-page').waitFor();
}

/** Fills the operator console's login form (the page must be on /ops/login) and submits it. */
export async function submitOpsLogin(page: Page, loginName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByTestId('ops-login-page').waitFor();
  await page.getByPlaceholder('请输入运营账号').fill(loginName);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByTestId('ops-login-submit').click();
}
