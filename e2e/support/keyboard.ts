import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** Picks a choice of a radio group from the keyboard: Tab into the group, then the arrow keys. */
export async function chooseByKeyboard(page: Page, group: string, choice: string) {
  const fieldset = page.getByRole('group', { name: group, exact: true });
  const radios = fieldset.getByRole('radio');
  const labels = await fieldset.locator('label').allInnerTexts();
  await tabTo(page, radios.first());
  // Tab lands on the first radio of a group with none chosen; each arrow chooses the next one.
  for (let at = 0; at < labels.indexOf(choice); at += 1) await page.keyboard.press('ArrowDown');
  if (labels.indexOf(choice) === 0) await page.keyboard.press('Space');
  expect(await fieldset.getByRole('radio', { name: choice, exact: true }).isChecked()).toBe(true);
}
