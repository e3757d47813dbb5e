import { pathOf, signUpThroughCards } from '../support/accounts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { uncaughtErrors, useBrowser } from '../support/browser';

/**
 * Lookups in the browser (issue 7): the school search and address autocompletes against
 * /lookup/find, used by keyboard. The schools are the fictional sample lists loaded at start
 * (apps/server/src/lookups/sample-lists); the addresses come from the U.S. ZIP data.
 */
const site = useBrowser();
const dataDir = inject('dataDir');
const PASSWORD = 'Correct-Horse-42!';
/** expect.poll with room for a first address search, which loads the ZIP data on the server. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const OWN_ENTRY_HINT = 'Enter your school information below.';

/** Sign up, confirm and log in: the school codes are only seen in the saved answers. */
async function signUpAndLogIn(page: Page): Promise<void> {
  const email = `lookups-${Date.now()}@example.com`;
  await page.goto('/signup', { waitUntil: 'networkidle' });
  await signUpThroughCards(page, dataDir, email, PASSWORD);
}

/**
 * Save (the page's Save button), then wait until the server holds `expected`. The button sends
 * only what is unsaved: an autosave (3 s after the last change) may already have sent it all, in
 * which case the click sends nothing; so the test waits for the server's answers, not for a PUT.
 */
async function expectSaved(page: Page, expected: Record<string, unknown>): Promise<Record<string, unknown>> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const savedAnswers = async () => {
    const response = await page.request.get('/api/profile');
    expect(response.status()).toBe(200);
    return ((await response.json()) as { answer: Record<string, unknown> }).answer;
  };
  await poll(savedAnswers).toMatchObject(expected);
  await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
  return savedAnswers();
}

/** The combobox of an autocomplete: focusing the plain input loads it in its place. */
async function openCombobox(scope: Locator, label: string): Promise<Locator> {
  // The first: once the combobox is in, its list has the same label (and a click meeting the
  // moment it comes in is tried again on it).
  await scope.getByLabel(label, { exact: true }).first().click();
  const combobox = scope.getByRole('combobox', { name: label, exact: true });
  await combobox.waitFor();
  return combobox;
}

/** The options the open list shows, as their accessible names. */
async function optionNames(combobox: Locator): Promise<string[]> {
  const page = combobox.page();
  const listbox = page.locator(`#${(await combobox.getAttribute('aria-controls')) ?? ''}`);
  expect(await listbox.getAttribute('role')).toBe('listbox');
  return listbox.getByRole('option').allTextContents();
}

/**
 * Types into the combobox, waits for the answer to the whole text (the debounce asks on the way
 * too) and returns the suggestions shown: the options other than 'Use: …'.
 */
async function typeAndSuggest(combobox: Locator, text: string): Promise<string[]> {
  const page = combobox.page();
  const whole = `${await combobox.inputValue()}${text}`.trim();
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/lookup/find' &&
      new URL(response.url()).searchParams.get('text') === whole,
  );
  await combobox.pressSequentially(text);
  expect((await answered).status()).toBe(200);
  await poll(() => page.getByRole('status').filter({ hasText: 'Loading...' }).count()).toBe(0);
  return (await optionNames(combobox)).filter((name) => !name.startsWith('Use: '));
}

/** ArrowDown until the highlighted option's text starts with `start` (or matches it), then Enter. */
async function chooseByKeyboard(combobox: Locator, start: string | RegExp): Promise<void> {
  const page = combobox.page();
  // The option is listed first: on a loaded machine the list may still be changing under the keys.
  const wanted =
    typeof start === 'string' ? new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : start;
  await page.getByRole('option', { name: wanted }).first().waitFor();
  // A keyboard user's pointer is not over the list: left where the field was clicked, a list that
  // moves under it as the page lays out again would take or drop the highlight (Downshift follows
  // the pointer), and Enter would then choose another option or none.
  await page.mouse.move(0, 0);
  for (let presses = 0; presses < 7; presses += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await combobox.getAttribute('aria-activedescendant');
    // An option replaced as the list re-renders reads as no match: the next press goes on.
    const label = active
      ? ((await page
          .locator(`#${active}`)
          .textContent({ timeout: 2_000 })
          .catch(() => null)) ?? '')
      : '';
    if (typeof start === 'string' ? label.startsWith(start) : start.test(label)) {
      expect(await combobox.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`no option like '${String(start)}' was reached by ArrowDown`);
}

/** Clears the field as a keyboard user would: select all, delete. */
async function clearByKeyboard(combobox: Locator): Promise<void> {
  await combobox.focus();
  await combobox.press('ControlOrMeta+a');
  await combobox.press('Backspace');
}

interface SchoolFields {
  name: string;
  street: string;
  city: string;
  country: string;
  state: string;
  zip: string;
}

/** An input's value, or '' when it is not shown (the state list needs a country). */
async function valueOf(field: Locator): Promise<string> {
  return (await field.count()) > 0 ? field.inputValue() : '';
}

async function schoolFields(block: Locator): Promise<SchoolFields> {
  return {
    name: await block.getByRole('combobox', { name: 'Search for Your School', exact: true }).inputValue(),
    street: await block.getByLabel('Street Address', { exact: true }).inputValue(),
    city: await block.getByLabel('City', { exact: true }).inputValue(),
    country: await block.getByLabel('Country', { exact: true }).inputValue(),
    state: await valueOf(block.getByLabel('State/Province', { exact: true })),
    zip: await block.getByLabel('ZIP/Postal Code', { exact: true }).inputValue(),
  };
}

const EMPTY_SCHOOL: SchoolFields = { name: '', street: '', city: '', country: '', state: '', zip: '' };

/**
 * Picking a sample school: a broad search shows at most 5 suggestions in a listbox the combobox
 * controls (axe runs with it open); typing on narrows it, and ArrowDown and Enter pick the school,
 * which fills its name and address.
 */
async function pickSchool(
  page: Page,
  block: Locator,
  options: { many: string; broad: string; narrow: string; school: SchoolFields },
): Promise<void> {
  const { many, broad, narrow, school } = options;
  const combobox = await openCombobox(block, 'Search for Your School');
  // Text many schools match: 5 suggestions, no more, in a listbox; axe with it open.
  expect(await typeAndSuggest(combobox, many)).toHaveLength(5);
  expect(await combobox.getAttribute('aria-expanded')).toBe('true');
  await expectNoAxeViolations(page);
  await clearByKeyboard(combobox);

  const suggestions = await typeAndSuggest(combobox, broad);
  expect(suggestions.length).toBeGreaterThan(0);
  expect(suggestions.length).toBeLessThanOrEqual(5);

  await typeAndSuggest(combobox, narrow);
  await poll(async () => (await optionNames(combobox)).some((name) => name.startsWith(school.name))).toBe(
    true,
  );
  await chooseByKeyboard(combobox, school.name);
  await poll(() => schoolFields(block)).toEqual(school);
  expect(await combobox.getAttribute('aria-expanded')).toBe('false');
  expect(await block.getByText(OWN_ENTRY_HINT).count()).toBe(0);
}

/** Clearing empties the name and every mapped field. */
async function clearSchool(block: Locator): Promise<void> {
  await clearByKeyboard(block.getByRole('combobox', { name: 'Search for Your School', exact: true }));
  await poll(() => schoolFields(block)).toEqual(EMPTY_SCHOOL);
}

/** A school not listed, through 'Use: …': stored as typed, mapped fields cleared, the hint shown. */
async function useOwnSchool(page: Page, block: Locator, notListed: string): Promise<void> {
  const combobox = block.getByRole('combobox', { name: 'Search for Your School', exact: true });
  await combobox.pressSequentially(notListed);
  await page.getByRole('option', { name: `Use: ${notListed}` }).waitFor();
  await chooseByKeyboard(combobox, `Use: ${notListed}`);
  await poll(() => schoolFields(block)).toEqual({ ...EMPTY_SCHOOL, name: notListed });
  await block.getByText(OWN_ENTRY_HINT).waitFor();
  const description = await combobox.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(description).toContain(OWN_ENTRY_HINT);
}

describe('lookups in the browser', () => {
  test('a high school and a prior college: suggestions, keyboard pick, clear, and "Use: …"', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await signUpAndLogIn(page);
    await page.getByRole('link', { name: '2 Your Academics', exact: true }).click();
    await poll(() => pathOf(page)).toBe('/education');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .getByRole('group', { name: /Have you graduated from high school/ })
      .getByLabel('Yes')
      .check();

    // The high school (hs_ceeb): a sample school in Alabama.
    const highSchool = page.getByRole('group', { name: 'Your High School' });
    await pickSchool(page, highSchool, {
      many: 'High School',
      broad: 'Fort',
      narrow: ' Payne Ear',
      school: {
        name: 'Fort Payne Early College High School',
        street: '6400 Education Way',
        city: 'Fort Payne',
        country: 'USA',
        state: 'AL',
        zip: '35967',
      },
    });
    await expectSaved(page, {
      hs_name: 'Fort Payne Early College High School',
      hs_ceeb: '010001',
      hs_address_line_1: '6400 Education Way',
      hs_city: 'Fort Payne',
      hs_state: 'AL',
      hs_zip: '35967',
      hs_country: 'USA',
    });
    await clearSchool(highSchool);
    await useOwnSchool(page, highSchool, 'Hilltop Lyceum of Nowhere');

    // A prior college (college_ceeb): a sample college in Alabama.
    const college = page
      .getByRole('region', { name: 'Colleges and Universities' })
      .getByRole('region', { name: 'College 1' });
    await pickSchool(page, college, {
      many: 'College',
      broad: 'Spanish',
      narrow: ' Fort Comm',
      school: {
        name: 'Spanish Fort Community College',
        street: '1700 Lakeview St',
        city: 'Spanish Fort',
        country: 'USA',
        state: 'AL',
        zip: '36527',
      },
    });
    await expectSaved(page, {
      college_name: 'Spanish Fort Community College',
      college_ceeb: '1001',
      college_city: 'Spanish Fort',
      college_state: 'AL',
      college_zip: '36527',
    });
    await clearSchool(college);
    await useOwnSchool(page, college, 'Nowhere Institute of Nothing');

    // Saved: the typed names, and no code or address left from the picked schools.
    const answers = await expectSaved(page, {
      hs_name: 'Hilltop Lyceum of Nowhere',
      college_name: 'Nowhere Institute of Nothing',
    });
    for (const key of ['hs_ceeb', 'hs_city', 'hs_zip', 'college_ceeb', 'college_city', 'college_zip']) {
      expect(answers[key] ?? '', key).toBe('');
    }
    expect(uncaughtErrors(page)).toEqual([]);
  });

  test('an address: a ZIP code and a town, picked by keyboard, fill city, state and ZIP', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/about', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const permanent = page.getByRole('group', { name: 'Permanent Address', exact: true });
    const field = (label: string) => valueOf(permanent.getByLabel(label, { exact: true }));
    const addressFields = async () => ({
      street: await permanent.getByRole('combobox', { name: 'Street Address', exact: true }).inputValue(),
      city: await field('City'),
      country: await field('Country'),
      state: await field('State/Province'),
      zip: await field('ZIP/Postal Code'),
    });

    // A street and a ZIP code: one suggestion, Athens, GA.
    const combobox = await openCombobox(permanent, 'Street Address');
    const byZip = await typeAndSuggest(combobox, '12 Oak Rd, 30601');
    expect(byZip).toHaveLength(1);
    await expectNoAxeViolations(page);
    await chooseByKeyboard(combobox, '12 Oak Rd');
    await poll(addressFields).toEqual({
      street: '12 Oak Rd',
      city: 'Athens',
      country: 'USA',
      state: 'GA',
      zip: '30601',
    });

    // Cleared: every mapped field is emptied.
    await clearByKeyboard(combobox);
    await poll(addressFields).toEqual({ street: '', city: '', country: '', state: '', zip: '' });

    // A town and state: the town, then its ZIP codes (at most 5 in all); a ZIP code picked.
    const byTown = await typeAndSuggest(combobox, 'Athens, GA');
    expect(byTown.length).toBeGreaterThan(1);
    expect(byTown.length).toBeLessThanOrEqual(5);
    await expectNoAxeViolations(page);
    await chooseByKeyboard(combobox, / 306\d\d/);
    await poll(async () => (await addressFields()).city).toBe('Athens');
    expect(await addressFields()).toMatchObject({ country: 'USA', state: 'GA' });
    expect(await field('ZIP/Postal Code')).toMatch(/^306\d\d$/);

    // An address not found: 'Use: …' keeps it as typed and clears what the lookup filled.
    await clearByKeyboard(combobox);
    await combobox.pressSequentially('1 Nowhere Lane');
    await page.getByRole('option', { name: 'Use: 1 Nowhere Lane' }).waitFor();
    await chooseByKeyboard(combobox, 'Use: 1 Nowhere Lane');
    await poll(addressFields).toEqual({
      street: '1 Nowhere Lane',
      city: '',
      country: '',
      state: '',
      zip: '',
    });
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
