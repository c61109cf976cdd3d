import type { Browser } from 'playwright-core';
import { newContext } from './browser';

/**
 * Reads the newest code sent to a phone or e-mail address from the developer outbox page
 * (/dev/outbox), in a browser window of its own (no login: a logged-in user who must change the
 * password would be sent to /changePwd), as a developer looking over the user's shoulder would.
 */
export async function readCodeFromOutbox(browser: Browser, baseUrl: string, maskedTarget: string): Promise<string> {
  const context = await newContext(browser, baseUrl);
  const outbox = await context.newPage();
  try {
    await outbox.goto('/dev/outbox');
    const row = outbox.locator('tr', { hasText: maskedTarget }).first();
    await row.waitFor({ timeout: 10_000 });
    const code = await row.getByTestId('outbox-code').first().textContent();
    if (!code || !/^\d{6}$/.test(code)) throw new Error(`no code in the outbox row for ${maskedTarget}`);
    return code;
  } finally {
    await context.close();
  }
}

/** '13912345678' → '139****5678', as the outbox shows phone numbers. */
export function maskedPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
