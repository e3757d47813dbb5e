import type { APIRequestContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { pathOf } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { uncaughtErrors, useBrowser } from '../support/browser';
import { confirmationCode } from '../support/mail';

/**
 * One computer, one tab, two applicants (issue 27): what A typed is saved into A's application,
 * or dropped, and never shown to B nor saved into B's; a stranger's anonymous answers reach an
 * account only when its owner chooses them.
 */
const site = useBrowser();
const dataDir = inject('dataDir');
const PASSWORD = 'Granite-Orchid-2027';

let addresses = 0;
function newAddress(label: string): string {
  addresses += 1;
  return `${label}-${Date.now()}-${addresses}@example.com`;
}

/** An account made and confirmed through the API, for journeys that are not about signing up. */
async function confirmedAccount(label: string): Promise<string> {
  const username = newAddress(label);
  const api = await playwrightRequest.newContext({ baseURL: site.baseURL });
  try {
    const signup = await api.post('/public/signup', { data: { username, password: PASSWORD } });
    expect(signup.status(), await signup.text()).toBe(200);
    const code = await confirmationCode(dataDir, username);
    const confirm = await api.post('/public/confirm', { data: { username, code } });
    expect(confirm.status(), await confirm.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return username;
}

/** The answers an account holds on the server, read in a session of its own. */
async function savedAnswers(username: string): Promise<Record<string, unknown>> {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL: site.baseURL });
  try {
    const login = await api.post('/public/login', { data: { username, password: PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    const profile = await api.get('/api/profile');
    expect(profile.status()).toBe(200);
    return ((await profile.json()) as { answer: Record<string, unknown> }).answer;
  } finally {
    await api.dispose();
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function logIn(page: Page, username: string): Promise<void> {
  if (pathOf(page) !== '/login') await page.goto('/login');
  await heading(page, 'Log In').waitFor();
  await field(page, 'E-mail').fill(username);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await heading(page, 'About You').waitFor();
}

async function pressLogOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  const popover = page.getByRole('dialog', { name: 'Account' });
  await popover.getByRole('button', { name: 'Log Out', exact: true }).click();
}

/** Every PUT /api/answer the page sends from now on, with the body it sent. */
function recordSaves(page: Page): Array<Record<string, unknown>> {
  const sent: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/answer') && request.method() === 'PUT')
      sent.push((request.postDataJSON() as { answers: Record<string, unknown> }).answers);
  });
  return sent;
}

describe('two applicants on one tab', () => {
  test("A types and logs out at once: A's last answers are in A's application, and nowhere in B's", async () => {
    const [a, b] = await Promise.all([confirmedAccount('alice'), confirmedAccount('bob')]);
    const page = await site.newPage();
    const saves = recordSaves(page);

    await logIn(page, a);
    await field(page, 'Middle Name').fill('Avery');
    await field(page, 'What is your primary language?').fill('Welsh');
    // Within a second, before the autosave's pause is over.
    await pressLogOut(page);
    await heading(page, 'Log In').waitFor();

    await logIn(page, b);

    await page.getByText('Welcome!', { exact: true }).waitFor();
    expect(await field(page, 'Middle Name').inputValue()).toBe('');
    expect(await field(page, 'What is your primary language?').inputValue()).toBe('');
    await expectNoAxeViolations(page);

    expect(await savedAnswers(a)).toMatchObject({ middle_name: 'Avery', primary_language: 'Welsh' });
    const ofB = await savedAnswers(b);
    expect(ofB.middle_name ?? null).toBeNull();
    expect(ofB.primary_language ?? null).toBeNull();
    // Nothing of A's went out after the save that preceded A's logout.
    expect(saves.filter((answers) => answers.middle_name === 'Avery')).toHaveLength(1);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  test('the server out of reach at Log Out: the applicant stays, or logs out and loses the last changes', async () => {
    const [a, b] = await Promise.all([confirmedAccount('unreached'), confirmedAccount('next')]);
    const page = await site.newPage();
    await logIn(page, a);
    await page.route('**/api/answer', (route) => route.abort('internetdisconnected'));
    await field(page, 'Middle Name').fill('Avery');
    await pressLogOut(page);

    const dialog = page.getByRole('alertdialog', { name: 'Your last changes are not saved' });
    await dialog.waitFor();
    await dialog
      .getByText('Stay to keep them on this page while we try again, or log out and lose them.', {
        exact: false,
      })
      .waitFor();
    // The harmless answer has the focus: Enter pressed by habit loses nothing.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Stay');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/about');
    expect(await field(page, 'Middle Name').inputValue()).toBe('Avery');

    await pressLogOut(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Log out and lose them', exact: true }).click();
    await heading(page, 'Log In').waitFor();
    await page.unroute('**/api/answer');

    await logIn(page, b);
    expect(await field(page, 'Middle Name').inputValue()).toBe('');
    expect((await savedAnswers(a)).middle_name ?? null).toBeNull();
    expect((await savedAnswers(b)).middle_name ?? null).toBeNull();
    expect(uncaughtErrors(page)).toEqual([]);
  });

  test("A types and the inactivity logout comes at once: A's answer is in A's application, not in B's", async () => {
    const [a, b] = await Promise.all([confirmedAccount('idle'), confirmedAccount('after')]);
    const page = await site.newPage();
    const saves = recordSaves(page);
    await page.clock.install();
    // The inactivity watch's code arrives after the login; a clock moved before it runs moves nothing.
    const watchLoaded = page.waitForResponse((response) =>
      /\/inactivity-logout-[\w-]+\.js$/.test(response.url()),
    );
    await logIn(page, a);
    await watchLoaded;

    await field(page, 'Middle Name').fill('Avery');
    // The laptop sleeps before the autosave's pause is over; the first key after 16 minutes ends
    // the session.
    await page.clock.setSystemTime(Date.now() + 16 * 60_000);
    await page.keyboard.press('Tab');
    await heading(page, 'Log In').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'You have been automatically logged out due to inactivity.',
    );

    await logIn(page, b);
    expect(await field(page, 'Middle Name').inputValue()).toBe('');
    expect((await savedAnswers(a)).middle_name).toBe('Avery');
    expect((await savedAnswers(b)).middle_name ?? null).toBeNull();
    expect(saves.filter((answers) => answers.middle_name === 'Avery')).toHaveLength(1);
  });

  test("A's edit pending in one tab while A logs out and B logs in in another: it is never sent under B's session", async () => {
    const [a, b] = await Promise.all([confirmedAccount('first'), confirmedAccount('second')]);
    const first = await site.newPage();
    const saves = recordSaves(first);
    await logIn(first, a);
    const second = await first.context().newPage();
    await second.goto('/about');
    await heading(second, 'About You').waitFor();

    await field(first, 'Middle Name').fill('Avery');
    await pressLogOut(second);
    await heading(second, 'Log In').waitFor();
    await logIn(second, b);

    // The first tab's autosave comes due three seconds after the typing, finds the session it
    // typed under replaced, sends nothing, and takes A's answer to /login, for A only.
    await heading(first, 'Log In').waitFor();
    await first.getByText('Your session is invalid. Please clear your cookies and login again.').waitFor();
    expect(
      await first.evaluate(
        () => (history.state as { usr?: { unsavedAnswers?: unknown } }).usr?.unsavedAnswers,
      ),
    ).toEqual({ username: a, answers: { middle_name: 'Avery' } });
    expect((await savedAnswers(b)).middle_name ?? null).toBeNull();
    expect(saves.filter((answers) => answers.middle_name === 'Avery')).toEqual([]);
    expect(await second.getByLabel('Middle Name', { exact: true }).inputValue()).toBe('');
  });
});

describe("a stranger's answers typed before the owner logs in", () => {
  test('stay in the tab that typed them, and reach the account only if its owner adds them, listed', async () => {
    const owner = await confirmedAccount('owner');
    const page = await site.newPage();
    const saves = recordSaves(page);
    await logIn(page, owner);
    await field(page, 'Middle Name').fill('Byron');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    await pressLogOut(page);
    await heading(page, 'Log In').waitFor();

    // A stranger types two answers, one to a question the owner left empty.
    await page.goto('/about');
    await heading(page, 'About You').waitFor();
    await field(page, 'Middle Name').fill('Stranger');
    await field(page, 'What is your primary language?').fill('Welsh');
    await page
      .getByText('Answers typed before you create an account are kept in this tab until you close it', {
        exact: false,
      })
      .waitFor();
    // The next person, in a new tab of the same browser, finds nothing of theirs.
    const newTab = await page.context().newPage();
    await newTab.goto('/about');
    await heading(newTab, 'About You').waitFor();
    await newTab.getByRole('button', { name: 'Save', exact: true }).waitFor();
    expect(await field(newTab, 'Middle Name').inputValue()).toBe('');
    expect(await field(newTab, 'What is your primary language?').inputValue()).toBe('');
    await newTab.close();

    // The owner logs in on the stranger's tab: both answers are listed, neither is in the form.
    await page.goto('/login');
    await logIn(page, owner);
    const offered = page.getByRole('region', { name: 'Answers typed on this computer' });
    await offered.waitFor();
    expect(await offered.locator('dt').allTextContents()).toEqual([
      'Middle Name',
      'What is your primary language?',
    ]);
    expect(await offered.locator('dd').allTextContents()).toEqual(['Stranger', 'Welsh']);
    await offered.getByText('Your saved answers have not changed.', { exact: false }).waitFor();
    expect(await field(page, 'Middle Name').inputValue()).toBe('Byron');
    expect(await field(page, 'What is your primary language?').inputValue()).toBe('');
    await expectNoAxeViolations(page);

    await offered.getByRole('button', { name: 'Discard', exact: true }).click();
    await offered.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    const saved = await savedAnswers(owner);
    expect(saved.middle_name).toBe('Byron');
    expect(saved.primary_language ?? null).toBeNull();
    expect(saves.some((answers) => 'primary_language' in answers || answers.middle_name === 'Stranger')).toBe(
      false,
    );
  });
});
