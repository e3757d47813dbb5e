import { pathOf, signUpThroughCards } from '../support/accounts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { uncaughtErrors, useBrowser } from '../support/browser';
import { openStep } from '../support/form';
import { screenshots } from '../support/screenshots';

/**
 * The application form (issue 4): an anonymous visitor's answer carried through sign-up, every
 * widget kind on the three pages, save and resume, and a conditional block cleared on the server.
 */
const site = useBrowser();
const dataDir = inject('dataDir');
const PASSWORD = 'Correct-Horse-42!';

/** GET /api/profile with the page's session cookie. */
async function profile(page: Page): Promise<{ answer: Record<string, unknown>; last_page: string | null }> {
  const response = await page.request.get('/api/profile');
  expect(response.status()).toBe(200);
  return (await response.json()) as { answer: Record<string, unknown>; last_page: string | null };
}

/** Save (the page's Save button) and wait for the answers to be on the server. */
async function allSaved(page: Page) {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/answer') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
}

/**
 * The creatable autocomplete: focus it (the combobox loads then, in place of the plain input),
 * type, then choose 'Use: …' by keyboard.
 */
async function useOwnEntry(scope: Locator, label: string, text: string) {
  // The input, whichever it is yet (the plain one, or the combobox that takes over): the combobox's
  // listbox bears the same label.
  await scope.getByLabel(label, { exact: true }).and(scope.locator('input')).click();
  const combobox = scope.getByRole('combobox', { name: label, exact: true });
  await combobox.pressSequentially(text);
  const page = combobox.page();
  await page.getByRole('option', { name: `Use: ${text}` }).waitFor();
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 6; i += 1) {
    // Read in one step in the page: suggestions that arrive late (a busy machine) replace the
    // options between two reads, and the active one's id would then name no element.
    const label = await combobox.evaluate((box) => {
      const active = box.getAttribute('aria-activedescendant');
      return active ? (document.getElementById(active)?.textContent ?? '') : '';
    });
    if (label === `Use: ${text}`) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

describe('the application form', () => {
  test('a date of birth that is no date keeps what was typed, says so, and survives a reload', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/about', { waitUntil: 'networkidle' });
    const birth = page.getByRole('group', { name: 'Date of Birth' });
    // The questions arrive after the frame: on a busy machine, after the network is idle.
    await expect
      .poll(() => birth.getByRole('textbox').evaluateAll((boxes) => boxes.map((box) => box.id)))
      .toEqual(['birth_date', 'birth_date-day', 'birth_date-year']);
    await birth.getByText('For example, 3 27 2007').waitFor();
    await birth.getByLabel('Month').fill('2');
    await birth.getByLabel('Day').fill('31');
    await birth.getByLabel('Year').fill('2008');
    await birth.getByText('A valid date of birth is required.').waitFor();
    expect(await birth.getByLabel('Month').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await page.reload({ waitUntil: 'networkidle' });
    await expect
      .poll(() =>
        birth
          .getByRole('textbox')
          .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value)),
      )
      .toEqual(['2', '31', '2008']);
    await birth.getByText('A valid date of birth is required.').waitFor();
    await birth.getByLabel('Day').fill('29');
    await birth.getByText('A valid date of birth is required.').waitFor({ state: 'detached' });
  });

  test("questions say '(optional)' beside their label, and a refused answer is said at once with where to go", async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/about', { waitUntil: 'networkidle' });
    // The mark stands beside the label, outside it: the question keeps its name, the mark describes it.
    const middle = page.getByLabel('Middle Name', { exact: true });
    expect(await middle.getAttribute('aria-describedby')).toContain('middle_name-optional');
    expect(await page.locator('#middle_name-optional').textContent()).toBe('(optional)');
    expect(await page.locator('#first_name-optional').count()).toBe(0);

    await page
      .getByRole('group', { name: 'What is your U.S. citizenship status?' })
      .getByLabel('Not a U.S. Citizen or Permanent Resident', { exact: true })
      .check();
    const daca = page.getByRole('group', { name: /Deferred Action for Childhood Arrivals/ });
    await daca.getByLabel('No', { exact: true }).check();
    await daca.getByText('You must use the institution International Application to apply.').waitFor();
    const link = daca.getByRole('link', { name: /Apply with the International Application/ });
    expect(await link.getAttribute('href')).toBe(
      'https://www.harborvalley.example.edu/admissions/international',
    );
    await expectNoAxeViolations(page);
    await daca.getByLabel('Yes', { exact: true }).check();
    await daca.getByText('You must use the institution International Application to apply.').waitFor({
      state: 'detached',
    });
  });

  test('an anonymous answer survives sign-up; every widget kind is filled, saved and restored', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    const email = `ada-${Date.now()}@example.com`;

    // An anonymous visitor answers a question and clicks the second step.
    await page.goto('/about', { waitUntil: 'networkidle' });
    for (const [label, path] of [
      ['3 Final Steps', '/final-steps'],
      ['2 Your Academics', '/education'],
      ['1 About You', '/about'],
    ] as const) {
      await openStep(page, label, path);
      await expectNoAxeViolations(page);
      await screenshots(page, `empty${path.replace('/', '-')}`);
    }
    await page.getByLabel('Legal First Name').fill('Ada');
    await page.getByRole('link', { name: '2 Your Academics', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/signup');
    expect(
      await page.evaluate(() => (history.state as { usr?: { answers?: unknown } }).usr?.answers),
    ).toEqual({
      first_name: 'Ada',
    });

    // Sign up, confirm and log in through the account cards.
    await signUpThroughCards(page, dataDir, email, PASSWORD);
    expect(await page.getByLabel('Legal First Name').inputValue()).toBe('Ada');
    await expect.poll(async () => (await profile(page)).answer.first_name).toBe('Ada');

    // About You: text, date of birth, radios, confirm to continue, tabs, masked phone, SMS opt-in,
    // address autocomplete, conditional dropdown, condition group, check group, SSN.
    await page.getByLabel('Legal Last Name').fill('Lovelace');
    const birth = page.getByRole('group', { name: 'Date of Birth' });
    await birth.getByLabel('Day').fill('10');
    await birth.getByLabel('Month').fill('12');
    await birth.getByLabel('Year').fill('2007');
    await page.getByRole('group', { name: 'Legal Sex' }).getByLabel('Female').check();
    await page.getByRole('button', { name: 'Answer questions about gender identity' }).click();
    await page.getByLabel('What is your gender identity?').selectOption({ label: 'Woman' });
    // Typed or pasted with the country code, a number lands whole (issue 14).
    const home = page.getByLabel('Home Phone');
    await home.pressSequentially('+1 202-555-0123');
    expect(await home.inputValue()).toBe('(202) 555-0123');
    await home.fill('');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('+1 202-555-0123'));
    await home.focus();
    await page.keyboard.press('ControlOrMeta+V');
    expect(await home.inputValue()).toBe('(202) 555-0123');
    await page.getByLabel('Cell Phone').pressSequentially('4045550199');
    await page.getByLabel('Send me text message updates about my application.').check();
    const permanent = page.getByRole('group', { name: 'Permanent Address', exact: true });
    await useOwnEntry(permanent, 'Street Address', '1 Main Street');
    await permanent.getByLabel('City').fill('Macon');
    await permanent.getByLabel('Country').selectOption('USA');
    await permanent.getByLabel('State/Province').selectOption('GA');
    await permanent.getByLabel('ZIP/Postal Code').fill('31201');
    await page
      .getByRole('group', { name: /Georgia county/ })
      .getByLabel('Yes')
      .check();
    await page.getByLabel('I certify that the permanent address above is my legal residence.').check();
    const mailingQuestion = page.getByRole('group', {
      name: 'Is your mailing address the same as your permanent address?',
    });
    await mailingQuestion.getByLabel('No').check();
    const mailing = page.getByRole('group', { name: 'Mailing Address', exact: true });
    await mailing.getByLabel('City').fill('Athens');
    const race = page.getByRole('group', { name: 'Which of these describe your race?' });
    await race.getByLabel('Asian').check();
    await page
      .getByRole('group', { name: 'What is your U.S. citizenship status?' })
      .getByLabel('U.S. Citizen', { exact: true })
      .check();
    await page.getByLabel('What is your Social Security number?').pressSequentially('123456789');
    await allSaved(page);

    // A conditional block hides and its keys are cleared on the server.
    await expect.poll(async () => (await profile(page)).answer.mailing_city).toBe('Athens');
    await mailingQuestion.getByLabel('Yes').check();
    expect(await page.getByRole('group', { name: 'Mailing Address', exact: true }).count()).toBe(0);
    await allSaved(page);
    await expect.poll(async () => (await profile(page)).answer.mailing_city ?? null).toBeNull();

    // A tab switch: saved, and the U.S. phone numbers are cleared.
    await page.getByRole('tab', { name: 'International Phone Number' }).click();
    await page.getByRole('textbox', { name: 'International Phone Number' }).fill('+44 20 7946 0958');
    await allSaved(page);
    await expectNoAxeViolations(page);
    await screenshots(page, 'filled-about');

    // Your Academics: selects, radio-driven school search, month and year, Add Another, numbers.
    await openStep(page, '2 Your Academics', '/education');
    await page.getByLabel('When do you plan to enroll?').selectOption({ index: 1 });
    await page.getByLabel('What are you interested in studying?').selectOption({ index: 1 });
    await page
      .getByRole('group', { name: /Have you graduated from high school/ })
      .getByLabel('Yes')
      .check();
    const school = page.getByRole('group', { name: 'Your High School' });
    await useOwnEntry(school, 'Search for Your School', 'Hilltop School');
    await school.getByText('Enter your school information below.').waitFor();
    await school.getByLabel('City').fill('Macon');
    await page.getByLabel('Graduation Month').selectOption({ label: 'May' });
    await page.getByLabel('Graduation Year').selectOption({ index: 5 });
    // Flipped to No and back in the same visit, the school and the date come back (issue 14).
    const graduated = page.getByRole('group', { name: /Have you graduated from high school/ });
    const graduation = [
      await page.getByLabel('Graduation Month').inputValue(),
      await page.getByLabel('Graduation Year').inputValue(),
    ];
    await graduated.getByLabel('No').check();
    await page.getByLabel('Graduation Month').waitFor({ state: 'detached' });
    await graduated.getByLabel('Yes').check();
    expect([
      await page.getByLabel('Graduation Month').inputValue(),
      await page.getByLabel('Graduation Year').inputValue(),
    ]).toEqual(graduation);
    expect(await school.getByLabel('City').inputValue()).toBe('Macon');
    const colleges = page.getByRole('region', { name: 'Colleges and Universities' });
    for (const number of [1, 2, 3]) {
      if (number > 1) {
        await colleges.getByRole('button', { name: 'Add Another' }).click();
        await colleges.getByRole('heading', { name: `College ${number}` }).waitFor();
      }
      const college = colleges.getByRole('region', { name: `College ${number}` });
      await useOwnEntry(college, 'Search for Your School', `College Number ${number}`);
    }
    // One too many: College 4, once answered, is removed after a question (issue 14).
    await colleges.getByRole('button', { name: 'Add Another' }).click();
    const fourth = colleges.getByRole('region', { name: 'College 4' });
    await useOwnEntry(fourth, 'Search for Your School', 'A College Too Many');
    await colleges.getByRole('button', { name: 'Remove College 4' }).click();
    const removal = page.getByRole('alertdialog', { name: 'Remove College 4?' });
    await removal.getByText('The answers you gave for College 4 will be deleted.').waitFor();
    await expectNoAxeViolations(page);
    await removal.getByRole('button', { name: 'Remove', exact: true }).click();
    await fourth.waitFor({ state: 'detached' });
    await colleges.getByRole('button', { name: 'Remove College 3' }).waitFor();
    await page.getByLabel('High School GPA').fill('3.45');
    await page
      .getByRole('group', { name: 'Would you like to report SAT or ACT scores?' })
      .getByLabel('Yes')
      .check();
    await page.getByLabel('SAT Total Score').fill('1350');
    await allSaved(page);
    await expectNoAxeViolations(page);
    await screenshots(page, 'filled-education');

    // Final Steps: conduct questions with month, year and text area, and the agreements.
    await openStep(page, '3 Final Steps', '/final-steps');
    await page
      .getByRole('group', { name: /convicted of a crime/ })
      .getByLabel('No')
      .check();
    await page
      .getByRole('group', { name: /suspended, expelled or dismissed/ })
      .getByLabel('No')
      .check();
    await page
      .getByRole('group', { name: /sexual assault/ })
      .getByLabel('Yes')
      .check();
    await page.getByLabel('Month', { exact: true }).selectOption({ label: 'March' });
    await page.getByLabel('Year', { exact: true }).selectOption({ index: 2 });
    const comment = page.getByLabel('Tell us what happened.');
    await comment.fill('It was a misunderstanding.');
    await comment.blur();
    await page.getByText('Character count: 26 / 7000').waitFor();
    await page
      .getByRole('group', { name: /waive your right/ })
      .getByLabel('Yes')
      .check();
    for (const checkbox of await page
      .getByRole('region', { name: 'Agreements' })
      .getByRole('checkbox')
      .all()) {
      await checkbox.check();
    }
    await allSaved(page);
    await expectNoAxeViolations(page);
    await screenshots(page, 'filled-final-steps');

    // Reload: every answer, count and tab, and the last page, come back.
    await page.goto('/about', { waitUntil: 'networkidle' });
    await expect.poll(() => pathOf(page)).toBe('/final-steps');
    expect(await page.getByLabel('Tell us what happened.').inputValue()).toBe('It was a misunderstanding.');
    expect(
      await page.getByRole('region', { name: 'Agreements' }).getByRole('checkbox', { checked: true }).count(),
    ).toBe(4);
    await openStep(page, '2 Your Academics', '/education');
    const reloadedColleges = page.getByRole('region', { name: 'Colleges and Universities' });
    await reloadedColleges.getByRole('heading', { name: 'College 3' }).waitFor();
    const college3 = reloadedColleges.getByRole('region', { name: 'College 3' });
    expect(
      await college3.getByLabel('Search for Your School').and(college3.locator('input')).inputValue(),
    ).toBe('College Number 3');
    expect(await page.getByLabel('SAT Total Score').inputValue()).toBe('1350');
    await openStep(page, '1 About You', '/about');
    expect(await page.getByLabel('Legal Last Name').inputValue()).toBe('Lovelace');
    expect(await page.getByRole('group', { name: 'Date of Birth' }).getByLabel('Year').inputValue()).toBe(
      '2007',
    );
    expect(
      await page.getByRole('tab', { name: 'International Phone Number' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await page.getByRole('textbox', { name: 'International Phone Number' }).inputValue()).toBe(
      '+44 20 7946 0958',
    );
    expect(await page.getByLabel('What is your Social Security number?').inputValue()).toBe('123-45-6789');
    const saved = (await profile(page)).answer;
    expect(saved).toMatchObject({
      first_name: 'Ada',
      gender: 'F',
      gender_desc: 'Female',
      birth_date: '2007-12-10',
      address_line_1: '1 Main Street',
      state: 'GA',
      state_desc: 'Georgia',
      phone_international: '+44 20 7946 0958',
      hs_name: 'Hilltop School',
      college_3_name: 'College Number 3',
      legal_agree_3: true,
    });
    expect(saved.phone_home ?? null).toBeNull();
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
