import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { screenshots } from '../support/screenshots';
import { cspViolations, launchBrowser, newPage, uncaughtErrors } from '../support/browser';
import { waitForMail } from '../support/mail';

/**
 * Accounts from the applicant's side (issue 3): sign up, confirm with the e-mailed code, log in
 * and out, the welcome banner by login count, a forgotten password, and the inactivity logout.
 *
 * The codes and links are read from the .eml files the run's server writes under DATA_DIR/mail.
 * Its throttling counters are shared with the journeys running beside this file: each account
 * here has an address of its own, which is what the wrong passwords, resends and resets count.
 */
const server = { baseURL: inject('baseURL'), dataDir: inject('dataDir') };
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(): Promise<Page> {
  const page = await newPage(browser, server.baseURL);
  pages.push(page);
  return page;
}

const STRONG_PASSWORD = 'Granite-Orchid-2027';
const NEW_PASSWORD = 'Lighthouse-Keeper-99';
const WEAK_PASSWORD = 'lowercaseonly';

let addresses = 0;
/** A fresh address per account: the server throttles resends and resets per address. */
function newAddress(label: string): string {
  addresses += 1;
  return `${label}-${Date.now()}-${addresses}@example.com`;
}

// --- Mail, as the server writes it without SMTP_URL ---

/** The text part of a MIME message, quoted-printable decoded. */
function plainText(eml: string): string {
  const part =
    /Content-Type: text\/plain[^\n]*\nContent-Transfer-Encoding: ([^\n]+)\n\n([\s\S]*?)\n----/.exec(eml);
  if (!part) throw new Error(`no text part in:\n${eml}`);
  const [, encoding, body] = part;
  if (encoding?.trim() !== 'quoted-printable') return body ?? '';
  const bytes = (body ?? '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The newest message to `to` whose text matches `pattern`, waiting for it to be written. */
function readMail(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  return waitForMail(
    join(server.dataDir, 'mail'),
    (eml) => (eml.includes(`\nTo: ${to}\n`) ? (pattern.exec(plainText(eml)) ?? undefined) : undefined),
    `mail to ${to} matching ${pattern}`,
  );
}

async function confirmationCode(to: string): Promise<string> {
  const [, code] = await readMail(to, /Your confirmation code is (\d{6})/);
  return code ?? '';
}

/** The reset link's path and query: the host in the mail is PUBLIC_URL, the test talks to baseURL. */
async function resetLink(to: string): Promise<string> {
  const [link] = await readMail(to, /https?:\/\/\S+\/reset\?\S+/);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** An account made through the API, for the steps that are not about signing up. */
async function confirmedAccount(label: string): Promise<string> {
  const username = newAddress(label);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(new URL(path, server.baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, `${path}: ${await response.text()}`).toBe(200);
  };
  await post('/public/signup', { username, password: STRONG_PASSWORD });
  await post('/public/confirm', { username, code: await confirmationCode(username) });
  return username;
}

// --- The page, as a user finds it ---

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });
const accountButton = (page: Page) => page.getByRole('button', { name: 'Account', exact: true });

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The toast holding `message`, and its title. */
async function expectToast(page: Page, title: string, message: string): Promise<void> {
  const toast = page.getByRole('listitem').filter({ hasText: message });
  await toast.waitFor();
  expect(await toast.locator('.toast__title').textContent()).toBe(title);
}

/** Logs in and waits for the page it lands on: About You, or the saved last page's heading. */
async function logIn(page: Page, username: string, password: string, landing = 'About You'): Promise<void> {
  if (pathOf(page) !== '/login') await page.goto('/login');
  await heading(page, 'Log In').waitFor();
  await field(page, 'E-mail').fill(username);
  await field(page, 'Password').fill(password);
  await submit(page).click();
  await heading(page, landing).waitFor();
}

/**
 * Logs in and waits until the inactivity watch runs: its code arrives after the login, and a
 * clock moved before its timers exist would move nothing.
 */
async function logInAndWatch(page: Page, username: string, password: string): Promise<void> {
  const watchLoaded = page.waitForResponse((response) =>
    /\/inactivity-logout-[\w-]+\.js$/.test(response.url()),
  );
  await logIn(page, username, password);
  await watchLoaded;
  // The module runs and React mounts the watch within a few frames of its arrival.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function openAccountPopover(page: Page) {
  await accountButton(page).click();
  const popover = page.getByRole('dialog', { name: 'Account' });
  await popover.waitFor();
  return popover;
}

describe('signing up, confirming, logging in and out', () => {
  test('a new applicant signs up, confirms with the e-mailed code, and is welcomed, then welcomed back', async () => {
    const page = await openPage();
    const username = newAddress('journey');

    // A first visit: the banner asks, the account popover offers to create an account.
    await page.goto('/about');
    await heading(page, 'About You').waitFor();
    await page.getByText('First time here?', { exact: true }).waitFor();
    await field(page, 'Legal First Name').fill('Ada');
    const popover = await openAccountPopover(page);
    await expectNoAxeViolations(page);
    await popover.getByRole('link', { name: 'Create Account', exact: true }).click();
    // The answer typed travels with the visitor (issue 14), in the navigation state.
    await expect
      .poll(() => page.evaluate(() => (history.state as { usr?: { answers?: unknown } }).usr?.answers))
      .toEqual({ first_name: 'Ada' });

    // Sign up: a weak password first, and the checklist says what is missing.
    await heading(page, 'Create Account').waitFor();
    await expectNoAxeViolations(page);
    await field(page, 'E-mail').fill(username);
    const checklist = page.getByRole('list', { name: 'Your password must meet these requirements:' });
    // Every rule that can refuse a password is a line from the start, the strength one too (issue 31).
    expect(await checklist.getByRole('listitem').allTextContents()).toEqual([
      'is at least 12 characters',
      'contains at least one uppercase letter',
      'contains at least one lowercase letter',
      'contains at least one number',
      'contains at least one special character',
      'contains no leading or trailing whitespace',
      'is hard to guess',
    ]);
    await field(page, 'Password').fill(WEAK_PASSWORD);
    expect(await checklist.getByRole('listitem').allTextContents()).toEqual([
      'is at least 12 characters: met',
      'contains at least one uppercase letter: not met',
      'contains at least one lowercase letter: met',
      'contains at least one number: not met',
      'contains at least one special character: not met',
      'contains no leading or trailing whitespace: met',
      // Judged once the six are met.
      'is hard to guess',
    ]);
    await submit(page).click();
    await page.getByText('Your password does not meet all of the requirements.').waitFor();
    expect(pathOf(page)).toBe('/signup');

    // The six rules met, yet easy to guess: the strength line turns before any submit, in words and
    // state (not colour alone), with the reason on it; the server refuses it the same, once beside
    // the field and in the spec's toast.
    await field(page, 'Password').fill('Summer2025!!');
    const strength = checklist.getByRole('listitem').last();
    await expect.poll(() => strength.getAttribute('data-state')).toBe('unmet');
    expect(await checklist.locator('[data-state="met"]').count()).toBe(6);
    const guessable =
      'This password would be easy to guess. Add a few words that are not about you or this site.';
    expect(await strength.textContent()).toContain('is hard to guess: not met');
    expect(await strength.textContent()).toContain(guessable);
    await expectNoAxeViolations(page);
    await submit(page).click();
    await expectToast(page, 'Create Account Error', guessable);
    expect(pathOf(page)).toBe('/signup');
    await page.getByText('Your password does not meet all of the requirements.').waitFor();
    await screenshots(page, 'password-refused');
    expect(await checklist.getByText(guessable, { exact: false }).count()).toBe(1);
    expect(await page.locator('.auth-field__error').allTextContents()).toEqual([
      'Your password does not meet all of the requirements.',
    ]);

    await field(page, 'Password').fill(STRONG_PASSWORD);
    await expect.poll(() => checklist.locator('[data-state="met"]').count()).toBe(7);
    await submit(page).click();

    // Confirm with the code from the e-mail.
    await heading(page, 'Confirm Your Account').waitFor();
    await expectToast(
      page,
      'Success',
      'Your account has been created. We e-mailed you a 6-digit confirmation code.',
    );
    await page.getByText(`Enter the 6-digit code we e-mailed to ${username}.`).waitFor();
    await expectNoAxeViolations(page);
    // A wrong code first: its error toast goes once the right code succeeds (issue 14).
    const code = await confirmationCode(username);
    await field(page, 'Confirmation code').fill(code === '000000' ? '111111' : '000000');
    await submit(page).click();
    const wrongCode = page.locator('.toast').filter({ hasText: 'Confirm Your Account Error' });
    await wrongCode.waitFor();
    await field(page, 'Confirmation code').fill(code);
    await submit(page).click();

    // Log in: the first login is welcomed.
    await heading(page, 'Log In').waitFor();
    await expectToast(page, 'Success', 'Your account has been confirmed. You can now log in.');
    expect(await wrongCode.count()).toBe(0);
    expect(await field(page, 'E-mail').inputValue()).toBe(username);
    await expectNoAxeViolations(page);
    await logIn(page, username, STRONG_PASSWORD);
    await page.getByText('Welcome!', { exact: true }).waitFor();
    // Where the applicant was is saved: Your Academics.
    const lastPageSaved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/last-page') &&
        response.request().postData()?.includes('/education') === true,
    );
    await page.getByRole('link', { name: '2 Your Academics', exact: true }).click();
    await lastPageSaved;

    // The popover knows who is logged in; Log Out ends the session.
    const signedIn = await openAccountPopover(page);
    await signedIn.getByText(username).waitFor();
    await expectNoAxeViolations(page);
    await signedIn.getByRole('button', { name: 'Log Out', exact: true }).click();
    await heading(page, 'Log In').waitFor();
    await expectToast(page, 'Success', 'You have been logged out.');

    // The second login is welcomed back, with the note, and, logged out and in again in the same
    // tab, the applicant is back where they were (issue 14).
    await logIn(page, username, STRONG_PASSWORD, 'Your Academics');
    expect(pathOf(page)).toBe('/education');
    await page.getByText('Welcome Back!', { exact: true }).waitFor();
    await page.getByText('Finish your application today to get a quick admission decision.').waitFor();

    expect(cspViolations(page)).toEqual([]);
    expect(uncaughtErrors(page)).toEqual([]);
  });

  test("a wrong password is a 'Log In Error' toast; an unconfirmed account resends its code and confirms", async () => {
    const page = await openPage();
    const username = await confirmedAccount('wrong');
    await page.goto('/login');
    await heading(page, 'Log In').waitFor();

    await submit(page).click();
    await page.getByText('Please provide a valid email address.').waitFor();
    await page.getByText('Password is required.').waitFor();

    await field(page, 'E-mail').fill(username);
    await field(page, 'Password').fill('Not-The-Password-1');
    await submit(page).click();
    await expectToast(page, 'Log In Error', 'The e-mail address or password is incorrect.');
    await expectNoAxeViolations(page);

    // Signed up, never confirmed: the login says so, and the resend leads to the confirm card.
    const unconfirmed = newAddress('unconfirmed');
    const signup = await fetch(new URL('/public/signup', server.baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: unconfirmed, password: STRONG_PASSWORD }),
    });
    expect(signup.status).toBe(200);
    const firstCode = await confirmationCode(unconfirmed);
    await field(page, 'E-mail').fill(unconfirmed);
    await field(page, 'Password').fill(STRONG_PASSWORD);
    await submit(page).click();
    await expectToast(
      page,
      'Log In Error',
      "Your account has not been confirmed yet. Enter the code we e-mailed you, or choose 'Resend confirmation code?' to get a new one.",
    );

    await page.getByRole('button', { name: 'Resend confirmation code?', exact: true }).click();
    await heading(page, 'Confirm Your Account').waitFor();
    await expectToast(
      page,
      'Success',
      'If that account is waiting for confirmation, we e-mailed it a new confirmation code.',
    );
    const code = (
      await readMail(unconfirmed, new RegExp(`Your confirmation code is (?!${firstCode})(\\d{6})`))
    )[1];
    await field(page, 'Confirmation code').fill(code ?? '');
    await submit(page).click();
    await heading(page, 'Log In').waitFor();
    await logIn(page, unconfirmed, STRONG_PASSWORD);
  });
});

describe('a shared computer (issue 14)', () => {
  test("a stranger's answers typed before the owner logs in never overwrite the owner's saved ones", async () => {
    const page = await openPage();
    const owner = await confirmedAccount('shared');

    // The owner saves a middle name, and logs out.
    await logIn(page, owner, STRONG_PASSWORD);
    await field(page, 'Middle Name').fill('Byron');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    const signedIn = await openAccountPopover(page);
    await signedIn.getByRole('button', { name: 'Log Out', exact: true }).click();
    await heading(page, 'Log In').waitFor();

    // A stranger at the same computer types another one, and leaves.
    await page.goto('/about');
    await heading(page, 'About You').waitFor();
    await field(page, 'Middle Name').fill('Stranger');
    await page.getByText('Not you? Clear the answers on this computer').waitFor();
    await page.goto('/login');

    // The owner logs in: their saved answer stands, and the stranger's is offered, not written.
    await logIn(page, owner, STRONG_PASSWORD);
    const offered = page.getByRole('region', { name: 'Answers typed on this computer' });
    await offered.getByText('Stranger').waitFor();
    expect(await field(page, 'Middle Name').inputValue()).toBe('Byron');
    await expectNoAxeViolations(page);
    await offered.getByRole('button', { name: 'Discard', exact: true }).click();
    await offered.waitFor({ state: 'detached' });
    await page.reload();
    await heading(page, 'About You').waitFor();
    await expect.poll(() => field(page, 'Middle Name').inputValue()).toBe('Byron');
    expect(await page.getByRole('region', { name: 'Answers typed on this computer' }).count()).toBe(0);
  });
});

describe('a forgotten password', () => {
  test('is reset through the e-mailed link, and only the new password then works', async () => {
    const page = await openPage();
    const username = await confirmedAccount('forgot');

    await page.goto('/login');
    await heading(page, 'Log In').waitFor();
    await page.getByRole('link', { name: 'Forgot password?', exact: true }).click();

    await heading(page, 'Forgot Password').waitFor();
    await expectNoAxeViolations(page);
    await field(page, 'E-mail').fill(username);
    await submit(page).click();
    const sent =
      'If an account exists for that e-mail address, we e-mailed it a link to reset your password.';
    await expectToast(page, 'Success', sent);
    await page.getByRole('listitem').filter({ hasText: sent }).getByRole('button', { name: 'Close' }).click();
    await page.getByText(sent).waitFor({ state: 'detached' });

    await page.goto(await resetLink(username));
    await heading(page, 'Reset Password').waitFor();
    await expectNoAxeViolations(page);
    await field(page, 'New password').fill(NEW_PASSWORD);
    await field(page, 'Confirm password').fill(`${NEW_PASSWORD}x`);
    await submit(page).click();
    await page.getByText('passwords must match', { exact: true }).waitFor();
    await field(page, 'Confirm password').fill(NEW_PASSWORD);
    await submit(page).click();

    await heading(page, 'Log In').waitFor();
    await expectToast(page, 'Success', 'Your password has been reset. You can now log in.');
    await field(page, 'Password').fill(STRONG_PASSWORD);
    await submit(page).click();
    await expectToast(page, 'Log In Error', 'The e-mail address or password is incorrect.');

    await logIn(page, username, NEW_PASSWORD);
    await page.getByText('Welcome!', { exact: true }).waitFor();
  });
});

describe('the inactivity logout', () => {
  test("warns with 'Still working?' at 14 idle minutes; Continue keeps working; expiry logs out", async () => {
    const page = await openPage();
    const username = await confirmedAccount('inactive');
    await page.clock.install();
    await logInAndWatch(page, username, STRONG_PASSWORD);

    await page.clock.fastForward('14:00');
    const warning = page.getByRole('alertdialog', { name: 'Still working?' });
    await warning.waitFor();
    // It says what becomes of the answers (issue 31).
    await warning.getByText('Your answers are saved.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: 'Continue', exact: true }).click();
    await warning.waitFor({ state: 'detached' });

    await page.clock.fastForward('13:00');
    expect(await warning.count()).toBe(0);
    await page.clock.fastForward('01:00');
    await warning.waitFor();
    await page.clock.fastForward('01:00');

    await heading(page, 'Log In').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'You have been automatically logged out due to inactivity.',
    );
    // The same applicant logs in again: the card keeps their address (issue 31).
    expect(await field(page, 'E-mail').inputValue()).toBe(username);
    // The session is over on the server too.
    const session = await page.request.get('/api/session');
    expect(session.status()).toBe(401);
  });

  test('logs out a user who comes back after 15 minutes or more, on the first activity', async () => {
    const page = await openPage();
    const username = await confirmedAccount('sleep');
    await page.clock.install();
    await logInAndWatch(page, username, STRONG_PASSWORD);

    // The laptop sleeps: the clock jumps, no timer runs.
    await page.clock.setSystemTime(Date.now() + 16 * 60_000);
    await page.keyboard.press('Tab');

    await heading(page, 'Log In').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'You have been automatically logged out due to inactivity.',
    );
  });
});
