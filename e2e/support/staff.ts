import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pathOf } from './accounts';
import { expectNoAxeViolations } from './axe';
import { mailedLink } from './mail';
import { REPO_ROOT } from './portico-server.mjs';

/** The password every staff member of the journeys sets. */
export const STAFF_PASSWORD = 'Staff-Correct-Horse-42!';

/** `npm run cli -- create-staff …` as an operator runs it beside the running server. */
export async function inviteStaff(dataDir: string, email: string, role: 'admin' | 'reader'): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ['apps/server/dist/cli.js', 'create-staff', '--email', email, '--role', role],
    { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } },
  );
}

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
export function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function submit(page: Page) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

/** Invited by the command, the staff member sets up from the e-mailed link: their secret. */
export async function setUpStaff(
  page: Page,
  dataDir: string,
  email: string,
  role: 'admin' | 'reader',
): Promise<string> {
  await inviteStaff(dataDir, email, role);
  const link = await mailedLink(dataDir, email, '/staff/setup');
  await page.goto(link.href, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Set up your staff account' }).waitFor();
  await expect.poll(() => page.getByText(email).count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await submit(page);

  await page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' }).waitFor();
  await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
  await expectNoAxeViolations(page);
  const shown = await page.getByText('Key for manual entry').innerText();
  const secret = /:\s*([A-Z2-7]+)/.exec(shown)?.[1];
  if (!secret) throw new Error(`no secret in: ${shown}`);
  await page.getByLabel('Code from your authenticator app').fill(codeOf(secret));
  await submit(page);

  await page.getByRole('heading', { level: 1, name: 'Your recovery codes' }).waitFor();
  expect(
    await page
      .getByRole('listitem')
      .filter({ hasText: /^[a-z2-7]{4}-[a-z2-7]{4}$/ })
      .count(),
  ).toBe(10);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  return secret;
}

/** E-mail and password, then the next code of the authenticator (the setup's was used). */
export async function signInStaff(page: Page, email: string, secret: string) {
  await page.getByRole('heading', { level: 1, name: 'Staff sign in' }).waitFor();
  expect(pathOf(page)).toBe('/staff/login');
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await submit(page);
  await page.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByLabel('Code', { exact: true }).fill(codeOf(secret, 1));
  await submit(page);
  await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
  expect(pathOf(page)).toBe('/staff');
}
