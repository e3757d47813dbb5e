import { join } from 'node:path';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { signUpThroughCards } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { converted, download, pdfPages, png, upload } from '../support/files';
import { openStep, saveThroughApi } from '../support/form';
import { chooseByKeyboard, tabTo } from '../support/keyboard';
import { mailedLink, sentTo, waitForMail } from '../support/mail';
import { setUpStaff, signIn } from '../support/staff';

/**
 * From application to decision (issue 28), the whole loop: an applicant submits with a transcript;
 * an admin assigns the file to a reader from the list; the reader reads it beside the transcript,
 * rates, recommends and adds a note, and is offered neither a decision nor a release (the server
 * refuses both); the admin records Admit with a reason and releases it after a question that
 * states the count; the applicant gets an e-mail that says there is an update (not the decision),
 * signs in from its link and reads the decision and its letter, also as a PDF; every step is in
 * the audit. Each staff step by the keyboard alone, every new screen checked by axe.
 */
const site = useBrowser();
const dataDir = inject('dataDir');
const VIEWPORT = { width: 1280, height: 900 };
const PASSWORD = 'Correct-Horse-42!';

/** A request of the page's own kind, from the page: its status. */
function statusOf(page: Page, method: string, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) =>
      (
        await fetch(path, {
          method,
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { method, path, body },
  );
}

/** Finds the applicant by last name on the list and opens their application by the keyboard. */
async function openApplication(page: Page, name: string, lastName: string) {
  await page.getByLabel('Search', { exact: true }).fill(lastName);
  await page.getByRole('button', { name: 'Apply' }).click();
  const link = page.getByRole('link', { name });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The audit's actions about an applicant, as the admin's Audit page lists them. */
async function auditedActions(admin: Page): Promise<string[]> {
  return (await admin.getByRole('row').allInnerTexts()).map((text) => text.split('\t')[1]?.trim() ?? '');
}

describe('from application to decision', () => {
  test('submitted, assigned, read, decided, released, and read by the applicant; every step audited', async () => {
    const stamp = Date.now().toString(36);
    const lastName = `Decisionloop${stamp}`;
    const name = `Dana ${lastName}`;
    const applicantEmail = `decided-${stamp}@example.com`;

    // The applicant submits a complete application with a transcript.
    const applicant = await site.newPage({ viewport: VIEWPORT });
    await applicant.goto('/signup', { waitUntil: 'networkidle' });
    await signUpThroughCards(applicant, dataDir, applicantEmail, PASSWORD);
    expect(
      await saveThroughApi(applicant, { ...COMPLETE_ANSWERS, first_name: 'Dana', last_name: lastName }),
    ).toBe(200);
    await openStep(applicant, '2 Your Academics', '/education');
    await upload(applicant, 'Unofficial High School Transcript', png('transcript.png'));
    await converted(applicant, 'hs_transcript', 'transcript.png');
    expect(await statusOf(applicant, 'POST', '/api/submit', {})).toBe(200);

    const adminEmail = `loop-admin-${stamp}@harborvalley.example.edu`;
    const readerEmail = `loop-reader-${stamp}@harborvalley.example.edu`;
    const reader = await site.newPage({ viewport: VIEWPORT });
    await signIn(reader, readerEmail, await setUpStaff(reader, readerEmail, 'reader'));
    const admin = await site.newPage({ viewport: VIEWPORT });
    await signIn(admin, adminEmail, await setUpStaff(admin, adminEmail, 'admin'));

    // The admin assigns the file to the reader from the list, after a question with the count.
    await admin.getByLabel('Search', { exact: true }).fill(lastName);
    await admin.getByRole('button', { name: 'Apply' }).click();
    const row = admin.getByRole('row').filter({ hasText: lastName });
    const select = row.getByRole('checkbox', { name: `Select ${name}` });
    await tabTo(admin, select);
    await admin.keyboard.press('Space');
    await admin.getByRole('status').filter({ hasText: '1 application selected' }).waitFor();
    const assignTo = admin.getByLabel('Assign to', { exact: true });
    await tabTo(admin, assignTo);
    await assignTo.selectOption({ label: readerEmail });
    const bulk = admin.getByRole('region', { name: 'With the selected applications' });
    await tabTo(admin, bulk.getByRole('button', { name: 'Assign', exact: true }));
    await admin.keyboard.press('Enter');
    const assign = admin.getByRole('alertdialog', { name: `Assign 1 application to ${readerEmail}?` });
    await assign.waitFor();
    await expectNoAxeViolations(admin);
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await row.getByRole('cell', { name: readerEmail, exact: true }).waitFor();

    // The reader: no Releases page, no decision form, and 403 from both endpoints.
    expect(await reader.getByRole('link', { name: 'Releases' }).count()).toBe(0);
    await reader.goto(`/staff?reader=me&q=${lastName}`, { waitUntil: 'networkidle' });
    await tabTo(reader, reader.getByRole('link', { name }));
    await reader.keyboard.press('Enter');
    await reader.getByRole('heading', { level: 1, name }).waitFor();
    const readerDecision = reader.getByRole('region', { name: 'Decision' });
    await readerDecision.getByText('No decision recorded yet.').waitFor();
    expect(await readerDecision.getByRole('button', { name: 'Record decision' }).count()).toBe(0);
    const id = new URL(reader.url()).pathname.split('/').at(-1);
    const decisionPath = `/staff-api/applications/${id}/decision`;
    expect(await statusOf(reader, 'PUT', decisionPath, { decision: 'admit', reasons: [] })).toBe(403);
    expect(await statusOf(reader, 'POST', '/staff-api/releases', { decision: 'admit' })).toBe(403);

    // The reader reads it beside the transcript, rates, recommends and adds a note.
    await tabTo(reader, reader.getByRole('link', { name: 'Read and review' }));
    await reader.keyboard.press('Enter');
    await reader.getByRole('heading', { level: 1, name: `Reading: ${name}` }).waitFor();
    await reader.getByTitle('Unofficial High School Transcript: transcript.png').waitFor();
    await expectNoAxeViolations(reader);
    await chooseByKeyboard(reader, 'Academic preparation', '4 – Very good');
    await chooseByKeyboard(reader, 'Essay', '5 – Outstanding');
    await chooseByKeyboard(reader, 'Activities and character', '3 – Good');
    await chooseByKeyboard(reader, 'Recommendation', 'Strongly recommend');
    await tabTo(reader, reader.getByRole('button', { name: 'Save review' }));
    await reader.keyboard.press('Enter');
    await reader.getByText('Your review has been saved.').first().waitFor();
    await tabTo(reader, reader.getByRole('textbox', { name: 'Add a note' }));
    await reader.keyboard.type('A strong essay; the transcript matches.');
    await tabTo(reader, reader.getByRole('button', { name: 'Add note' }));
    await reader.keyboard.press('Enter');
    await reader
      .getByRole('region', { name: 'Notes' })
      .getByText('A strong essay; the transcript matches.')
      .waitFor();
    await expectNoAxeViolations(reader);

    // The admin records Admit with a reason, by the keyboard.
    await openApplication(admin, name, lastName);
    const section = admin.getByRole('region', { name: 'Decision' });
    await tabTo(admin, section.getByRole('radio', { name: 'Admit' }));
    await admin.keyboard.press('Space');
    const essay = section.getByRole('checkbox', { name: 'Strong essay' });
    await tabTo(admin, essay);
    await admin.keyboard.press('Space');
    expect(await essay.isChecked()).toBe(true);
    await tabTo(admin, section.getByRole('button', { name: 'Record decision' }));
    await admin.keyboard.press('Enter');
    await admin.getByText('Decision recorded: Admit.').first().waitFor();
    await section.getByText('Not released: the applicant cannot see it.').waitFor();
    await expectNoAxeViolations(admin);

    // Not released, the applicant's status page says nothing of it.
    await applicant.goto('/completion', { waitUntil: 'networkidle' });
    await applicant
      .getByText('We have not made a decision on your application yet.', { exact: false })
      .waitFor();

    // The admin releases the Admit decisions of Fall 2027 after a question with their count.
    await tabTo(admin, admin.getByRole('link', { name: 'Releases' }));
    await admin.keyboard.press('Enter');
    await admin.getByRole('heading', { level: 1, name: 'Release decisions' }).waitFor();
    await tabTo(admin, admin.getByRole('radio', { name: 'Admit' }));
    await admin.keyboard.press('Space');
    const term = admin.getByLabel('Entry term');
    await tabTo(admin, term);
    await term.selectOption({ label: 'Fall 2027' });
    const counted = admin
      .getByRole('status')
      .filter({ hasText: /recorded Admit decisions? (is|are) not yet/ });
    await counted.waitFor();
    const count = /^([\d,]+)/.exec(await counted.innerText())?.[1];
    await tabTo(admin, admin.getByRole('button', { name: 'Release…' }));
    await admin.keyboard.press('Enter');
    const release = admin.getByRole('alertdialog', {
      name: new RegExp(`^Release ${count} Admit decisions?\\?$`),
    });
    await release.waitFor();
    await expectNoAxeViolations(admin);
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await admin
      .getByText(/^The release of [\d,]+ Admit decisions? has started\.$/)
      .first()
      .waitFor();

    // The e-mail: there is an update, and where to sign in; not the decision.
    const mail = await waitForMail(
      join(dataDir, 'mail'),
      (eml) =>
        sentTo(eml, applicantEmail) && eml.includes('There is an update on your application')
          ? eml
          : undefined,
      `the release e-mail to ${applicantEmail}`,
    );
    expect(mail).not.toMatch(/admit|congratulat|decision/i);
    const login = await mailedLink(dataDir, applicantEmail, '/login');

    // The applicant signs in from the e-mail's link and reads the decision and its letter.
    const later = await site.newPage({ viewport: VIEWPORT });
    await later.goto(login.href, { waitUntil: 'networkidle' });
    await later.getByLabel('E-mail').fill(applicantEmail);
    await later.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await later.getByRole('button', { name: 'Submit', exact: true }).click();
    await later.waitForURL((url) => url.pathname !== '/login');
    await later.goto('/completion', { waitUntil: 'networkidle' });
    const decision = later.getByRole('region', { name: 'Your decision' });
    await decision.getByText('Admit', { exact: true }).waitFor();
    const letter = decision.getByRole('article', { name: 'Your letter' });
    expect((await letter.getByRole('paragraph').allTextContents())[0]).toBe('Dear Dana,');
    await expectNoAxeViolations(later);
    const letterFile = await download(decision.getByRole('link', { name: 'Download your letter (PDF)' }));
    const text = (await pdfPages(letterFile.bytes)).join('\n');
    expect(text).toContain('Dear Dana,');
    expect(text).toContain('Congratulations!');

    // Every step is in the audit, in words.
    await admin.getByRole('link', { name: 'Audit' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Audit' }).waitFor();
    await admin.getByLabel('Applicant').fill(name);
    await admin.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => auditedActions(admin))
      .toEqual(
        expect.arrayContaining([
          `Assigned to a reader (${readerEmail})`,
          'Document viewed',
          'Review saved (Strongly recommend)',
          'Note added',
          'Decision recorded (Admit)',
          'Decision released (Admit)',
        ]),
      );
    await expectNoAxeViolations(admin);
  });
});
