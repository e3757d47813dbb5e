import { describe, expect, inject, test } from 'vitest';
import { pathOf, signUpThroughCards } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { openStep } from '../support/form';

/** 'Check your answers' before Submit (issue 16): every answer, a Change and the way back. */
const site = useBrowser();
const dataDir = inject('dataDir');

describe('check your answers', () => {
  test('from Final Steps: the answers by page, a Change returns to the question and back, saved', async () => {
    const page = await site.newPage();
    await page.goto('/signup', { waitUntil: 'networkidle' });
    await signUpThroughCards(page, dataDir, `review-${Date.now()}@example.com`, 'Review-before-2026 submit!');
    await page.getByLabel('Legal First Name').fill('Ada');
    await openStep(page, '3 Final Steps', '/final-steps');

    await page.getByRole('button', { name: 'Check your answers', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/check-your-answers');
    await page
      .getByRole('heading', { level: 1, name: 'Check your answers before submitting your application' })
      .waitFor();
    const about = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'About You' }),
    });
    await expect.poll(() => about.getByText('Ada', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Change Legal First Name' }).click();
    await expect.poll(() => pathOf(page)).toBe('/about');
    const field = page.getByLabel('Legal First Name');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await field.fill('Augusta');
    await page.getByRole('button', { name: 'Return to check your answers' }).click();
    await expect.poll(() => pathOf(page)).toBe('/check-your-answers');
    await expect.poll(() => about.getByText('Augusta', { exact: true }).count()).toBe(1);

    // Saved on the way back: a reload of the page keeps it (and stays on the page).
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => pathOf(page)).toBe('/check-your-answers');
    await expect.poll(() => about.getByText('Augusta', { exact: true }).count()).toBe(1);
  });
});
