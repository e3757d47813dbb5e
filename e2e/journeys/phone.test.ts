import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { signUpThroughCards } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openStep as clickStep } from '../support/form';
import { useBrowser } from '../support/browser';

/** The applicant on a phone (issue 16): nothing scrolls sideways, the first question is in view. */
const site = useBrowser();
const dataDir = inject('dataDir');
const PASSWORD = 'Phone-first 2026 applicant!';

const FORM_PAGES = [
  { label: '1 About You', path: '/about' },
  { label: '2 Your Academics', path: '/education' },
  { label: '3 Final Steps', path: '/final-steps' },
] as const;

/** How far the page can scroll sideways, in CSS pixels (0: not at all). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function openStep(page: Page, path: string, label: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: label, exact: true }).waitFor();
  await page.locator('.form-page').waitFor();
}

describe('on a phone', () => {
  test('no form page scrolls sideways at 320 px, signed in (with its upload controls) or not', async () => {
    const page = await site.newPage({ viewport: { width: 320, height: 640 } });
    for (const { path, label } of FORM_PAGES) {
      await openStep(page, path, label);
      expect(await sidewaysScroll(page), `${path}, anonymous`).toBe(0);
    }
    await page.goto('/signup');
    await signUpThroughCards(page, dataDir, `phone-${Date.now()}@example.com`, PASSWORD);
    // Through the steps, as an applicant moves: a reload would go to the saved last page.
    for (const { path, label } of FORM_PAGES) {
      await clickStep(page, label, path);
      await page.locator('.form-page').waitFor();
      expect(await sidewaysScroll(page), `${path}, signed in`).toBe(0);
    }
    // The upload control is there, inside its card.
    await clickStep(page, '2 Your Academics', '/education');
    const input = page.locator('input[type="file"]').first();
    await input.waitFor();
    expect(await sidewaysScroll(page), '/education with its upload control').toBe(0);
    // Polled: the control may be drawn again as the page settles (null for a moment).
    await expect
      .poll(async () => {
        const box = await input.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
  });

  test('at 375 × 812 the first question of About You shows without scrolling; the steps are one row', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 812 } });
    await openStep(page, '/about', '1 About You');
    const first = page.getByLabel('Legal First Name');
    const box = await first.boundingBox();
    expect(box, 'the first question').not.toBeNull();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(812);
    const tops = await page
      .locator('.step-nav__link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });

  test('nothing on screen moves when the questions arrive after the frame (no layout shift)', async () => {
    const page = await site.newPage({ viewport: { width: 412, height: 823 } });
    // Layout shifts as Lighthouse counts them: none within half a second of the applicant's input.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/signup');
    await signUpThroughCards(page, dataDir, `shift-${Date.now()}@example.com`, PASSWORD);
    // The answers wait for the chosen tabs: answered late, the frame shows first with its spinner.
    await page.route('**/api/tabs', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.reload();
    await page.locator('.form-step__loading').waitFor();
    await page.locator('.form-page').waitFor();
    // Shifts are reported once painted: two frames later every one is in.
    const shifts = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve((window as unknown as { layoutShifts: number[] }).layoutShifts),
            ),
          ),
        ),
    );
    expect(shifts).toEqual([]);
  });
});
