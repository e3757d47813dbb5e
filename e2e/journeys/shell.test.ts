import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { cspViolations, uncaughtErrors, useBrowser } from '../support/browser';
import { containsFocus, hasFocus, tabTo } from '../support/keyboard';

/** The foundation: routes, step navigation, footer dialogs, accessibility, health and headers. */
const site = useBrowser();

const STEPS = [
  { label: '1 About You', path: '/about' },
  { label: '2 Your Academics', path: '/education' },
  { label: '3 Final Steps', path: '/final-steps' },
] as const;

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

function stepLink(page: Page, label: string) {
  return page.getByRole('link', { name: label, exact: true });
}

/** Opens a form page and waits until the profile has loaded and the step navigation shows. */
async function openFormPage(page: Page, path = '/about') {
  await page.goto(path, { waitUntil: 'networkidle' });
  await stepLink(page, STEPS[0].label).waitFor();
}

describe('routes', () => {
  test('an unknown path ends on /about and keeps the query string', async () => {
    const page = await site.newPage();
    await page.goto('/no/such/page?x=1');
    await expect.poll(() => pathOf(page)).toBe('/about?x=1');
    await stepLink(page, STEPS[0].label).waitFor();
  });

  test('with its toast showing, Help opened by keyboard closes with one Escape, and the toast stays', async () => {
    const page = await site.newPage();
    await page.goto('/no/such/page');
    const toast = page.getByRole('listitem').filter({ hasText: 'That page does not exist' });
    await toast.waitFor();
    const help = page.getByRole('button', { name: 'Help', exact: true });
    await help.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Help' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await toast.count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Help');
  });
});

describe('toasts on a phone (issue 14)', () => {
  test('cover no button: the page keeps room for them at its foot', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 700 } });
    await page.goto('/no/such/page');
    const toast = page.getByRole('listitem').filter({ hasText: 'That page does not exist' });
    await toast.waitFor();
    const button = page.getByRole('button', { name: 'Save and continue', exact: true });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const [a, b] = [await button.boundingBox(), await toast.boundingBox()];
        return a && b ? a.y + a.height <= b.y || b.y + b.height <= a.y : false;
      })
      .toBe(true);
  });
});

describe('step navigation', () => {
  test('the three steps are links, and following them replaces history', async () => {
    const page = await site.newPage();
    await openFormPage(page);
    for (const step of STEPS) {
      expect(await stepLink(page, step.label).isVisible(), step.label).toBe(true);
    }
    const historyLength = await page.evaluate(() => history.length);

    await stepLink(page, '2 Your Academics').click();
    await expect.poll(() => pathOf(page)).toBe('/education');
    await stepLink(page, '3 Final Steps').click();
    await expect.poll(() => pathOf(page)).toBe('/final-steps');
    await stepLink(page, '1 About You').click();
    await expect.poll(() => pathOf(page)).toBe('/about');

    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // Back leaves the application: the entry before it is the blank page the browser opened with.
    await page.goBack();
    expect(page.url()).toBe('about:blank');
  });
});

describe.each(['Help', 'Privacy'])('the %s dialog', (name) => {
  test('opens and closes by keyboard alone, and focus comes back to its button', async () => {
    const page = await site.newPage();
    await openFormPage(page);
    const button = page.getByRole('button', { name, exact: true });
    const dialog = page.getByRole('dialog');
    const closeButton = dialog.getByRole('button', { name: 'Close', exact: true });

    // Past every question of /about: the Help and Privacy buttons are in the footer.
    await tabTo(page, button, { maxPresses: 400 });
    // The focus fetches the dialog's code; on a loaded machine Enter came before it arrived.
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(() => containsFocus(dialog), { message: 'focus moves into the dialog' }).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(button), { message: 'focus returns to the button' }).toBe(true);

    await page.keyboard.press('Space');
    await dialog.waitFor();
    await expect.poll(() => containsFocus(dialog), { message: 'focus moves into the dialog' }).toBe(true);
    await tabTo(page, closeButton);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(button), { message: 'focus returns to the button' }).toBe(true);
  });

  test('is named by its title and has no accessibility violations', async () => {
    const page = await site.newPage();
    await openFormPage(page);
    await page.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(name, 'i') });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('accessibility', () => {
  test('/about has no violations', async () => {
    const page = await site.newPage();
    await openFormPage(page);
    await expectNoAxeViolations(page);
  });

  test('/login has no violations', async () => {
    const page = await site.newPage();
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Log In', exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });

  // The check puts axe in a document once and reuses it (e2e/support/axe.ts): it must still see
  // what changed since, and a page loaded again gets axe anew.
  test('the check finds a violation added after a clean check of the same page, and after a reload', async () => {
    const page = await site.newPage();
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Log In', exact: true }).waitFor();
    await expectNoAxeViolations(page);
    const addUnnamedImage = () =>
      page.evaluate(() => document.querySelector('main')?.append(document.createElement('img')));
    const violationsFound = () =>
      expectNoAxeViolations(page).then(
        () => [],
        (error: { actual?: unknown }) => error.actual,
      );
    await addUnnamedImage();
    expect(await violationsFound()).toEqual([expect.stringMatching(/^image-alt \(critical\)/)]);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Log In', exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await addUnnamedImage();
    expect(await violationsFound()).toEqual([expect.stringMatching(/^image-alt \(critical\)/)]);
  });

  test.each(['/about', '/login'])('%s fits a 320 px wide screen without scrolling sideways', async (path) => {
    const page = await site.newPage({ viewport: { width: 320, height: 640 } });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('main').waitFor();
    const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(scrollWidth).toBeLessThanOrEqual(320);
  });
});

describe('first screens (D-PRF-14)', () => {
  test.each([
    ['/login', 'Log In'],
    ['/signup', 'Sign Up'],
  ])('%s names in its page every script and stylesheet its card needs', async (path, title) => {
    const page = await site.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType()))
        fetched.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    const html = (await response?.text()) ?? '';
    const named = new Set(
      [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]),
    );
    expect(fetched.filter((file) => !named.has(file))).toEqual([]);
    // More than the entry's own files: the card's screen and its parts.
    expect(fetched.filter((file) => file.includes('-screen-'))).toHaveLength(1);
    expect(cspViolations(page)).toEqual([]);
  });
});

describe('operations', () => {
  test.each(['/healthz', '/readyz'])('%s answers 200 with JSON', async (path) => {
    const response = await fetch(new URL(path, site.baseURL));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('the page carries a Content-Security-Policy and runs within it', async () => {
    const page = await site.newPage();
    const response = await page.goto('/about', { waitUntil: 'networkidle' });
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    await stepLink(page, STEPS[0].label).waitFor();

    // Each step, a dialog and an auth card: the screens load lazily, each with its own chunks.
    await stepLink(page, '2 Your Academics').click();
    await stepLink(page, '3 Final Steps').click();
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Log In', exact: true }).waitFor();

    expect(cspViolations(page)).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
