import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { signUpThroughCards } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { saveThroughApi } from '../support/form';
import { SCREENSHOTS } from '../support/screenshots';

/**
 * Nothing typed is lost (issue 31): not while the connection is away, where the save status says
 * so in view and everything goes once it is back; not while a page is still loading its parts,
 * where a key typed at once into an autocomplete stays in the field.
 */
const site = useBrowser();
const dataDir = inject('dataDir');
const PASSWORD = 'Kept-answers 2026 applicant!';

async function signUp(page: Page, name: string): Promise<void> {
  await page.goto('/signup', { waitUntil: 'networkidle' });
  await signUpThroughCards(page, dataDir, `${name}-${Date.now()}@example.com`, PASSWORD);
  await page.locator('.form-page').waitFor();
}

/** The element's box in the window, or null when no part of it is on screen. */
async function onScreen(locator: Locator) {
  const box = await locator.boundingBox();
  const size = locator.page().viewportSize();
  if (!box || !size) return null;
  return box.y >= 0 && box.y + box.height <= size.height ? box : null;
}

/** The window as the applicant sees it (not the whole page): what is in view is what counts. */
async function windowShot(page: Page, name: string, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`) });
}

/** An answer as the server holds it. */
async function savedAnswer(page: Page, key: string): Promise<unknown> {
  const response = await page.request.get('/api/profile');
  return ((await response.json()) as { answer: Record<string, unknown> }).answer[key];
}

describe('saving you can see', () => {
  test('offline: the status says so in view while typing; back online, everything typed is saved and it says so', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 812 } });
    await signUp(page, 'offline');
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/answer')) puts.push(request.url());
    });

    await page.context().setOffline(true);
    const offline = page
      .getByRole('status')
      .filter({ hasText: "You're offline. We'll save your answers when you're back." });
    await offline.waitFor();

    // Typed by keyboard into several fields, far apart on the page.
    const answers = [
      [page.getByLabel('Middle Name', { exact: true }), 'Avery'],
      [page.getByLabel('Preferred First Name', { exact: true }), 'Ada'],
      [
        page
          .getByRole('group', { name: 'Permanent Address', exact: true })
          .getByLabel('City', { exact: true }),
        'Macon',
      ],
    ] as const;
    for (const [field, text] of answers) {
      await field.focus();
      await field.pressSequentially(text);
      // In view while typing, and over nothing typed into.
      const status = await onScreen(offline);
      const typed = await onScreen(field);
      expect(status, 'the offline message is on screen').not.toBeNull();
      expect(typed, 'the field typed into is on screen').not.toBeNull();
      expect((typed?.y ?? 0) + (typed?.height ?? 0)).toBeLessThanOrEqual(status?.y ?? 0);
    }
    await expectNoAxeViolations(page);
    await windowShot(page, 'save-offline', 375, 812);
    await windowShot(page, 'save-offline', 1280, 900);
    expect(await onScreen(offline), 'in view at 1280 px too').not.toBeNull();
    // The autosave's pause has long passed: nothing was sent while offline.
    expect(puts).toEqual([]);

    await page.context().setOffline(false);
    await page.getByRole('status').filter({ hasText: "You're back online. All changes saved" }).waitFor();
    expect(puts.length).toBeGreaterThan(0);
    await windowShot(page, 'save-reconnected', 1280, 900);

    await page.reload();
    await page.locator('.form-page').waitFor();
    for (const [field, text] of answers) expect(await field.inputValue()).toBe(text);
  });
});

describe('typing while a page loads', () => {
  test('keys typed at once after navigation into the street address and a school search are all kept', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 812 } });
    await signUp(page, 'typing');
    // The school search shows for a high school graduate.
    expect(await saveThroughApi(page, { grad_hs: 'Y' })).toBe(200);
    // The combobox's code comes late, as on a slow phone: keys are typed while it is on its way.
    await page.route(/autocomplete-combobox[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });

    const cases = [
      {
        path: '/about',
        key: 'address_line_1',
        field: (p: Page) =>
          p
            .getByRole('group', { name: 'Permanent Address', exact: true })
            .getByLabel('Street Address', { exact: true })
            .first(),
        text: '1420 Elm Street',
      },
      {
        path: '/education',
        key: 'hs_name',
        field: (p: Page) => p.getByLabel('Search for Your School', { exact: true }).first(),
        text: 'Hilltop Academy',
      },
    ];
    for (const { path, key, field, text } of cases) {
      // A new page load for the first; the second by the step links (a reload would go to the
      // saved last page), with the combobox's code not loaded since the reload either.
      if (path === '/about') await page.goto(path, { waitUntil: 'commit' });
      else await page.getByRole('link', { name: '2 Your Academics', exact: true }).click();
      // As soon as the field is there: focused and typed into, no pause.
      await field(page).focus();
      await page.keyboard.type(text);
      await expect.poll(() => field(page).getAttribute('role')).toBe('combobox');
      expect(await field(page).inputValue(), path).toBe(text);
      expect(await field(page).evaluate((input) => input === document.activeElement)).toBe(true);
      // Left as typed: the applicant's own entry, saved as it is.
      await page.keyboard.press('Tab');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => savedAnswer(page, key)).toBe(text);
      await page.reload();
      await page.locator('.form-page').waitFor();
      expect(await field(page).inputValue(), `${path} after a reload`).toBe(text);
    }
    await expectNoAxeViolations(page);
  });
});
