import type { Locator, Page } from 'playwright-core';

/** Whether the element (or one of the elements) the locator finds has the keyboard focus. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/** Whether the keyboard focus is somewhere inside the element. */
export function containsFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

/**
 * Presses Tab, as a keyboard user would, until the element has focus. Fails if it never comes,
 * which means it is not in the tab order.
 */
export async function tabTo(page: Page, target: Locator, { maxPresses = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return;
  }
  throw new Error(`${maxPresses} presses of Tab never reached ${target.toString()}`);
}
