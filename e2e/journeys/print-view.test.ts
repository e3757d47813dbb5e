import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import { describe, expect, inject, test } from 'vitest';
import { signUpThroughCards } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { uncaughtErrors, useBrowser } from '../support/browser';
import { converted, png, upload } from '../support/files';
import { openStep, saveThroughApi } from '../support/form';
import { REPO_ROOT } from '../support/portico-server.mjs';

/**
 * The staff print view (issue 6): while the site runs, an operator makes a print
 * link for one applicant with the command line; staff open it in a browser with no account and see
 * the whole application read-only, as the PDF prints it. A link that is not valid says so.
 */
const site = useBrowser();
const dataDir = inject('dataDir');
const PASSWORD = 'Correct-Horse-42!';
const TRANSCRIPT = 'Unofficial High School Transcript';
const REFUSED = 'This print link has expired or is not valid.';

/** `npm run cli -- create-service-token …` as an operator runs it beside the running server. */
async function createServiceToken(email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      'apps/server/dist/cli.js',
      'create-service-token',
      '--username',
      email,
      '--for',
      'registrar@example.edu',
      '--minutes',
      '5',
    ],
    { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } },
  );
  const link = /https?:\/\/\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`no link in: ${stdout}`);
  return link;
}

describe('the staff print view', () => {
  test("an operator's print link shows the whole application read-only; a bad link says so", async () => {
    const email = `print-${Date.now()}@example.com`;
    const applicant = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await applicant.goto('/signup', { waitUntil: 'networkidle' });
    await signUpThroughCards(applicant, dataDir, email, PASSWORD);
    expect(
      await saveThroughApi(applicant, { ...COMPLETE_ANSWERS, first_name: 'Grace', last_name: 'Hopper' }),
    ).toBe(200);
    await applicant.reload({ waitUntil: 'networkidle' });
    await openStep(applicant, '2 Your Academics', '/education');
    await upload(applicant, TRANSCRIPT, png('transcript.png'));
    await converted(applicant, 'hs_transcript', 'transcript.png');

    const link = await createServiceToken(email);
    expect(new URL(link).pathname).toBe('/about');

    // Staff: a fresh browser with no session.
    const staff = await site.newPage({ viewport: { width: 1280, height: 900 } });
    const apiCalls: string[] = [];
    staff.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) apiCalls.push(path);
    });
    await staff.goto(link, { waitUntil: 'networkidle' });
    await staff.locator('.print-view[data-print-ready="true"]').waitFor();

    await staff
      .getByRole('heading', { level: 1, name: 'Undergraduate Application for Admission — Grace Hopper' })
      .waitFor();
    for (const page of ['About You', 'Your Academics', 'Final Steps'])
      await staff.getByRole('heading', { level: 2, name: page }).waitFor();
    const text = (await staff.locator('.print-view').textContent()) ?? '';
    expect(text).toContain('12 Oak Street');
    expect(text).toContain('Clarke Central High School');
    expect(text).toContain(`Document attached for "${TRANSCRIPT}"`);
    expect(text).toContain('[X]');
    // Staff need the SSN whole (issue 14); the applicant's own PDF copy shows it masked.
    expect(text).toContain('123-45-6789');

    // Nothing to change and nowhere to go: no inputs, buttons, navigation, banner or footer.
    for (const role of [
      'textbox',
      'button',
      'checkbox',
      'radio',
      'combobox',
      'navigation',
      'contentinfo',
    ] as const)
      expect(await staff.getByRole(role).count(), role).toBe(0);
    expect(await staff.getByText('First time here?').count()).toBe(0);
    expect(apiCalls).toEqual([]);
    await expectNoAxeViolations(staff);

    // The same link printed as the PDF prints it: still accessible.
    await staff.emulateMedia({ media: 'print' });
    await expectNoAxeViolations(staff);

    await staff.goto('/about?service_token=not-a-real-token', { waitUntil: 'networkidle' });
    await staff.getByText(REFUSED).waitFor();
    await expectNoAxeViolations(staff);
    expect(uncaughtErrors(staff)).toEqual([]);
    expect(uncaughtErrors(applicant)).toEqual([]);
  });
});
