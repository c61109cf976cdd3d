import type { Page } from 'playwright-core';
import { queryDatabase } from './database';

/**
 * Solves the slide puzzle open on the page like a person would: the browser cannot know where the
 * hole is, so the journey reads the answer for the key shown (data-slide-key) from slide_challenge,
 * then drags the slider that far in uneven steps with a little vertical wobble (the server refuses
 * straight, evenly timed tracks).
 */
export async function solveSlidePuzzle(page: Page, databaseUrl: string): Promise<void> {
  const puzzle = page.locator('[data-testid="slide-puzzle"][data-phase="ready"]');
  await puzzle.waitFor();
  const key = await puzzle.getAttribute('data-slide-key');
  if (!key) throw new Error('slide puzzle without a key');
  const [challenge] = await queryDatabase<{ offset: number; show_width: number }>(
    databaseUrl,
    'SELECT "offset", show_width FROM slide_challenge WHERE key = $1',
    [key],
  );
  if (!challenge) throw new Error(`no slide_challenge row for ${key}`);
  const distance = (challenge.offset * challenge.show_width) / 400;
  await dragSlider(page, distance);
}

/** The handle's box once the dialog's opening animation has settled (two equal reads in a row). */
async function settledHandleBox(page: Page) {
  const handle = page.getByTestId('slide-handle');
  let previous = await handle.boundingBox();
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await page.waitForTimeout(100);
    const current = await handle.boundingBox();
    if (previous && current && previous.x === current.x && previous.y === current.y && previous.width === current.width) return current;
    previous = current;
  }
  throw new Error('slide handle did not settle');
}

/** Drags the slider handle `distance` px to the right and lets go. */
export async function dragSlider(page: Page, distance: number): Promise<void> {
  const box = await settledHandleBox(page);
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  const steps = 18;
  for (let step = 1; step <= steps; step += 1) {
    // Ease-out: big moves first, small corrections at the end, as a hand does.
    const progress = 1 - (1 - step / steps) ** 2;
    const wobble = Math.sin(step * 1.7) * 2;
    await page.mouse.move(startX + distance * progress, startY + wobble);
    await page.waitForTimeout(12 + ((step * 7) % 11));
  }
  await page.mouse.move(startX + distance, startY + 1);
  await page.mouse.up();
}
