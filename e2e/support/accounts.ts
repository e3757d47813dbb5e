import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { confirmationCode } from './mail';

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * From the Sign Up card (the page must be on /signup): sign up, confirm with the e-mailed code and
 * log in through the cards, as an applicant does; ends on /about.
 */
export async function signUpThroughCards(page: Page, dataDir: string, email: string, password: string) {
  const submit = () => page.getByRole('button', { name: 'Submit' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit();
  await expect.poll(() => pathOf(page)).toBe('/confirm');
  await page.getByLabel('Confirmation code').fill(await confirmationCode(dataDir, email));
  await submit();
  await expect.poll(() => pathOf(page)).toBe('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit();
  await expect.poll(() => pathOf(page)).toBe('/about');
}
