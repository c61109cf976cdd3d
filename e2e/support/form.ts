import type { Page } from 'playwright-core';

/**
 * Picks `text` in the antd Select with this test id, typing `search` first for a searching select.
 * A searching select may redraw its options when the server's answer arrives, detaching the option
 * just clicked: the pick is checked on the select itself and tried again (three times at most).
 */
export async function chooseOption(page: Page, testId: string, text: string, search?: string): Promise<void> {
  const select = page.getByTestId(testId);
  for (let attempt = 1; ; attempt += 1) {
    await select.click();
    if (search !== undefined) await select.locator('input').fill(search);
    const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).first();
    await option.waitFor();
    await option.click();
    // antd 6 draws a plain option's label as text straight in `.ant-select-content-has-value` (an option with
    // its own class or style in `.ant-select-content-value`); antd 5 used `.ant-select-selection-item`.
    const picked = await select
      .locator('.ant-select-selection-item, .ant-select-content-value, .ant-select-content-has-value', { hasText: text })
      .first()
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (picked || attempt === 3) return;
  }
}

/** Fills an antd InputNumber (the test id may sit on the input or on its wrapper). */
export async function fillNumber(page: Page, testId: string, value: string): Promise<void> {
  const target = page.getByTestId(testId);
  const isInput = await target.evaluate((element) => element.tagName === 'INPUT');
  await (isInput ? target : target.locator('input')).fill(value);
}
