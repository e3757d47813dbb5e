import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { pathOf } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { uncaughtErrors, useBrowser } from '../support/browser';
import { confirmationCode } from '../support/mail';

/**
 * Pre-hijacking, second form (issue 27 M4): a stranger signs up the owner's address after the
 * owner, before the owner confirms. The newest code in the owner's mailbox is the one the
 * stranger's sign-up sent; typed in the owner's browser, it confirms the owner's password, and the
 * stranger's opens nothing. The owner's cards and messages are those of any sign-up.
 */
const site = useBrowser();
const dataDir = inject('dataDir');
const OWNERS_PASSWORD = 'Correct-Horse-42!';
const STRANGERS_PASSWORD = 'Strangers-Password-77!';

const toast = (page: Page, message: string) => page.getByRole('listitem').filter({ hasText: message });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true }).click();

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/signup', { waitUntil: 'networkidle' });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit(page);
  await expect.poll(() => pathOf(page)).toBe('/confirm');
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit(page);
}

describe('a stranger signing up the owner’s address after the owner', () => {
  test('the newest code, typed by the owner, confirms the owner’s password; the stranger’s opens nothing', async () => {
    const email = `owner-${Date.now()}@example.com`;
    const owner = await site.newPage();
    const stranger = await site.newPage();

    await signUp(owner, email, OWNERS_PASSWORD);
    const ownersCode = await confirmationCode(dataDir, email);
    await signUp(stranger, email, STRANGERS_PASSWORD);
    // The stranger's sign-up mailed the newest code to the owner's mailbox.
    await expect.poll(() => confirmationCode(dataDir, email)).not.toBe(ownersCode);
    const newest = await confirmationCode(dataDir, email);

    await expectNoAxeViolations(owner);
    await owner.getByLabel('Confirmation code').fill(newest);
    await submit(owner);
    await expect.poll(() => pathOf(owner)).toBe('/login');
    await toast(owner, 'Your account has been confirmed. You can now log in.').waitFor();
    await logIn(owner, email, OWNERS_PASSWORD);
    await expect.poll(() => pathOf(owner)).toBe('/about');

    await stranger.goto('/login', { waitUntil: 'networkidle' });
    await logIn(stranger, email, STRANGERS_PASSWORD);
    await toast(stranger, 'The e-mail address or password is incorrect.').waitFor();
    expect(pathOf(stranger)).toBe('/login');
    const session = await stranger.request.get('/api/session');
    expect(session.status()).toBe(401);
    expect([...uncaughtErrors(owner), ...uncaughtErrors(stranger)]).toEqual([]);
  });
});
