import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../../apps/server/test/test-oidc-provider';
import { pathOf } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { tabTo } from '../support/keyboard';
import { freePort, REPO_ROOT, startPortico } from '../support/portico-server.mjs';

/**
 * Staff single sign-on (issue 17): an admin invited by the command line, who never sets a password
 * or an authenticator, signs in with the institution's OpenID provider (a real one, started here)
 * and lands on the applications, and the audit says how; someone the staff area does not know is
 * sent back to the login page and told why. Portico runs on 127.0.0.1 and the provider on
 * localhost: two sites, as an institution's provider is another site, so the browser's SameSite
 * rules are those of a real sign-in.
 */
const site = useBrowser();
const SSO_LINK = 'Sign in with your Harbor Valley State University account';
const VIEWPORT = { width: 1280, height: 900 };

describe('staff single sign-on', () => {
  let provider: TestOidcProvider;
  let portico: Awaited<ReturnType<typeof startPortico>>;
  const admin = `sso-admin-${Date.now().toString(36)}@harborvalley.example.edu`;

  beforeAll(async () => {
    const port = await freePort();
    provider = await startTestOidcProvider({
      redirectUri: new URL(`http://127.0.0.1:${port}/staff-api/oidc/callback`),
      host: 'localhost',
      accounts: {
        admin: { email: admin, email_verified: true },
        stranger: { email: 'stranger@harborvalley.example.edu', email_verified: true },
      },
    });
    const { issuer, clientId, clientSecret } = provider.settings;
    portico = await startPortico({
      port,
      env: { OIDC_ISSUER: issuer.href, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    });
    // `npm run cli -- create-staff …`, as an operator runs it beside the running server.
    await promisify(execFile)(
      process.execPath,
      ['apps/server/dist/cli.js', 'create-staff', '--email', admin, '--role', 'admin'],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', DATA_DIR: portico.dataDir } },
    );
  });
  afterAll(async () => {
    await portico?.stop();
    await provider?.close();
  });

  /** From the login page, by the keyboard, through the provider's own sign-in and consent forms. */
  async function signInAtProvider(page: Page, login: string) {
    // This file's own server, with single sign-on: not the run's.
    await page.goto(`${portico.baseURL}/staff/login`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Staff sign in' }).waitFor();
    const link = page.getByRole('link', { name: SSO_LINK });
    await link.waitFor();
    await expectNoAxeViolations(page);
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    // The provider's development pages: not ours, so not checked with axe.
    await page.waitForURL((url) => url.hostname === 'localhost');
    await page.getByPlaceholder('Enter any login').fill(login);
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  test('an invited admin signs in with the institution’s provider, without a code, and the audit says how', async () => {
    const page = await site.newPage({ viewport: VIEWPORT });
    await signInAtProvider(page, 'admin');

    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    expect(pathOf(page)).toBe('/staff');
    await expect.poll(() => page.getByText(admin).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Audit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit' }).waitFor();
    await page.getByLabel('Staff member').fill(admin);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(async () => (await page.getByRole('row').allInnerTexts()).join('\n'))
      .toContain('Sign-in (single sign-on)');
    await expectNoAxeViolations(page);
  });

  test('someone the staff area does not know is sent back to the login page, told why', async () => {
    const page = await site.newPage({ viewport: VIEWPORT });
    await signInAtProvider(page, 'stranger');

    await page.getByRole('heading', { level: 1, name: 'Staff sign in' }).waitFor();
    expect(pathOf(page)).toBe('/staff/login');
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toContain('Your institution signed you in, but that account has no place in the staff area.');
    await expectNoAxeViolations(page);
    // No session came of it.
    expect(await page.evaluate(async () => (await fetch('/staff-api/session')).status)).toBe(401);
  });
});
