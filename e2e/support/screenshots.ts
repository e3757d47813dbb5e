import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Where the journeys leave their screenshots, to be looked at (not kept in git). */
export const SCREENSHOTS = new URL('../screenshots/', import.meta.url).pathname;

/** The page as it is now, whole, at a phone's width (375 px) and a desktop's (1280 px). */
export async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
