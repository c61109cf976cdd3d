import type { Locator, Page } from 'playwright-core';

/** antd's OK button, in Chinese (two characters, which antd spaces out) or English. */
const OK_BUTTON = /确\s*定|OK/;

/** rc-motion's classes while a pop-up zooms or fades in (`ant-zoom-appear`, `ant-zoom-big-enter-active`, …). */
const OPENING_MOTION = '[class*="-appear"], [class*="-enter"]';

/**
 * Clicks a button in an antd pop-up (Popconfirm, modal, modal.confirm, a dropdown) once the pop-up has finished
 * opening. A click while the pop-up still scales can press down on the button and let go beside it, so
 * no click reaches the button: in full runs on two busy cores this left a Popconfirm open (a withdrawal
 * stayed under review) and a modal.confirm open (a cancellation request never sent).
 */
export async function clickOnceOpened(button: Locator, { double = false } = {}): Promise<void> {
  await button.waitFor();
  const target = await button.elementHandle();
  await button.page().waitForFunction(({ element, motion }) => element !== null && element.closest(motion) === null, { element: target, motion: OPENING_MOTION });
  await (double ? button.dblclick() : button.click());
}

/** Presses OK in the open pop-up `popupSelector` (`.ant-popconfirm`, `.ant-modal-confirm`, …) once it has opened. */
export async function pressOkInPopup(page: Page, popupSelector: string): Promise<void> {
  await clickOnceOpened(page.locator(`${popupSelector}:visible`).last().getByRole('button', { name: OK_BUTTON }));
}
