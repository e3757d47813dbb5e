import { COMPLETE_ANSWERS } from '@portico/application/testing';
import { pathOf, signUpThroughCards } from '../support/accounts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { uncaughtErrors, useBrowser } from '../support/browser';
import { openStep, saveThroughApi } from '../support/form';
import { screenshots } from '../support/screenshots';

/**
 * Validation and submission (issue 5): an empty application submitted shows the summary and the
 * field messages; a summary link leads to its field; once everything is answered the submit lands
 * on /completion with the receipt, and a submitted application is seen only there.
 */
const site = useBrowser();
const dataDir = inject('dataDir');
const PASSWORD = 'Correct-Horse-42!';
const SUMMARY_TITLE = "We're missing some information!";
const SUBMIT_SUCCESS = 'Your application was successfully submitted.';

/** The rest of a complete application, saved through the API (the UI fills a few answers itself). */
const FILLED_IN_THE_UI = ['first_name', 'entry_term', 'legal_agree_3'];
const REMAINING_ANSWERS = Object.fromEntries(
  Object.entries({ ...COMPLETE_ANSWERS, last_name: 'Lovelace', gender_desc: 'Female' }).filter(
    ([key]) => !FILLED_IN_THE_UI.includes(key),
  ),
);

async function signUpAndLogIn(page: Page, email: string) {
  await page.goto('/signup', { waitUntil: 'networkidle' });
  await signUpThroughCards(page, dataDir, email, PASSWORD);
  await page.getByLabel('Legal First Name').waitFor();
}

async function profile(page: Page) {
  const response = await page.request.get('/api/profile');
  expect(response.status()).toBe(200);
  return (await response.json()) as { submission: { reference: string } | null };
}

/** The id of the focused element, once the page has settled. */
function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id ?? '');
}

describe('submitting the application', () => {
  test('an empty submit shows what is missing; once all is answered it is submitted, and stays so', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await signUpAndLogIn(page, `grace-${Date.now()}@example.com`);

    // Submit an empty application: the failed-submit route (/about) with the summary.
    await openStep(page, '3 Final Steps', '/final-steps');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/about');
    const summary = page.locator('.validation-summary');
    await summary.getByRole('heading', { name: SUMMARY_TITLE }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Error: /);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('validation-summary');
    const hrefs = await summary
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/about#first_name', '/education#entry_term']));
    expect(hrefs.some((href) => href?.startsWith('/final-steps#'))).toBe(true);

    // Each field shows its own message beside it, tied with aria-describedby.
    const firstName = page.getByLabel('Legal First Name');
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await firstName.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`#${describedBy.split(' ').at(-1)}`).textContent()).toBe('Legal First Name');
    await expectNoAxeViolations(page);

    // Asked to contact both parents, parent 2's empty e-mail and phone say what is missing.
    await page.getByRole('radio', { name: 'Both Parent/Guardian 1 and Parent/Guardian 2' }).check();
    for (const missing of [
      'Parent 2/Guardian 2: Please enter an e-mail address, so that we can contact both parents.',
      'Parent 2/Guardian 2: Please enter a phone number, so that we can contact both parents.',
    ]) {
      await summary.getByRole('link', { name: missing }).waitFor();
    }
    expect(await page.getByText('Parent 2/Guardian 2: Please enter a valid email address.').count()).toBe(0);
    await page.getByRole('radio', { name: 'Parent/Guardian 1 only' }).check();
    await summary
      .getByRole('link', { name: /^Parent 2\/Guardian 2/ })
      .first()
      .waitFor({ state: 'detached' });

    // A link to a question on another page lands in that question.
    await summary.getByRole('link', { name: 'When do you plan to enroll?' }).click();
    await expect.poll(() => pathOf(page)).toBe('/education');
    await expect.poll(() => focusedId(page)).toBe('entry_term');
    await expectNoAxeViolations(page);

    // Fixing a field through the page removes its message at once, value kept.
    const entryTerm = page.getByLabel('When do you plan to enroll?');
    await entryTerm.selectOption({ label: 'Fall 2027' });
    expect(await entryTerm.getAttribute('aria-invalid')).toBeNull();
    expect(await summary.getByRole('link', { name: 'When do you plan to enroll?' }).count()).toBe(0);

    // A link on this page moves to its question without leaving it.
    await summary.getByRole('link', { name: 'What are you interested in studying?' }).click();
    await expect.poll(() => focusedId(page)).toBe('applied_major');

    // The rest: a few answers through the page, the bulk through the API, then a reload.
    await openStep(page, '1 About You', '/about');
    await page.getByLabel('Legal First Name').fill('Grace');
    await expect
      .poll(async () => page.getByLabel('Legal First Name').getAttribute('aria-invalid'))
      .toBeNull();
    await openStep(page, '3 Final Steps', '/final-steps');
    await page.getByRole('region', { name: 'Agreements' }).getByRole('checkbox').last().check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    expect(await saveThroughApi(page, REMAINING_ANSWERS)).toBe(200);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Final Steps' }).waitFor();
    expect(await page.locator('.validation-summary').count()).toBe(0);
    await page.goto('/check-your-answers', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Change Legal First Name' }).waitFor();
    await screenshots(page, 'check-your-answers');
    await page.goto('/final-steps', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Final Steps' }).waitFor();

    // The submission service fails once: the Unexpected Error dialog says so, and
    // Close gives the Submit button back, focused.
    await page.route(
      '**/api/submit',
      (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The submission service is busy.' }),
        }),
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const unexpected = page.getByRole('dialog', { name: 'Unexpected Error' });
    await unexpected.getByText('The submission service is busy.').waitFor();
    await expectNoAxeViolations(page);
    await unexpected.getByRole('button', { name: 'Close', exact: true }).click();
    await unexpected.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Submit');
    expect(pathOf(page)).toBe('/final-steps');

    // Submit through the button: /completion, the success toast and the reference.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/completion');
    await page.getByText(SUBMIT_SUCCESS).first().waitFor();
    const reference = (await profile(page)).submission?.reference;
    expect(reference).toMatch(/^\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await page.getByText(reference!).waitFor();
    // Nothing was uploaded: the receipt says so, and how the official transcript is to come.
    await page.getByText('You did not upload any documents with your application.').waitFor();
    await page.getByText('You did not upload a copy, so we begin reviewing', { exact: false }).waitFor();
    expect(await page.getByText('The copy you uploaded', { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshots(page, 'completion');
    // On a 320 px phone the panel holds the reference on one line, and nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    const shown = page.locator('.confirmation-panel').getByText(reference!, { exact: true });
    expect(
      await shown.evaluate((element) => {
        const { height, right } = element.getBoundingClientRect();
        return { oneLine: height < 2 * parseFloat(getComputedStyle(element).fontSize), inside: right <= 320 };
      }),
    ).toEqual({ oneLine: true, inside: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A reload stays on /completion; a form page goes back to it.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText(reference!).waitFor();
    expect(pathOf(page)).toBe('/completion');
    await page.goto('/about', { waitUntil: 'networkidle' });
    await expect.poll(() => pathOf(page)).toBe('/completion');
    await page.getByText(reference!).waitFor();

    // The answers are frozen.
    expect(await saveThroughApi(page, { first_name: 'Changed' })).toBe(409);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
