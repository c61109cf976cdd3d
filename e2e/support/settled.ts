import type { Page } from 'playwright-core';

/**
 * Waits until the page has stopped moving: no finite animation running (drawers, modals, table fades; a
 * focused field's caret or a spinner runs forever and is ignored) and no antd Spin blurring content that
 * is still loading. Screenshots, and clicks right after a pop-up opens or closes, wait for this.
 */
export async function settled(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    options,
  );
  await page.locator('.ant-spin-blur').waitFor({ state: 'detached', ...options });
}
