import { COMPLETE_ANSWERS } from '@portico/application/testing';
import { describe, expect, inject, test } from 'vitest';
import { pathOf, signUpThroughCards } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { download, pdfPages } from '../support/files';
import { openStep, saveThroughApi } from '../support/form';
import { screenshots } from '../support/screenshots';
import { tabTo } from '../support/keyboard';
import { mailedLink } from '../support/mail';
import { setUpStaff, signIn, submit } from '../support/staff';

/**
 * The admissions office (issue 17): staff invited by the command line set up a password and an
 * authenticator from the e-mailed link, sign in with a code, find an applicant, read the
 * application, reveal the SSN, download the PDF, the CSV and the JSON, see where applicants get
 * stuck, keep the checklist of materials, and an admin finds all of it in the audit; a reader cannot
 * open the audit.
 */
const site = useBrowser();
const dataDir = inject('dataDir');
const VIEWPORT = { width: 1280, height: 900 };
/** What a Submit with the third consent unticked says (its required message). */
const LEGAL_AGREE_3_MISSING =
  'Confirm that you allow us to check your information with your schools and testing agencies';

describe('the admissions office', () => {
  test('an admin invited by the command finds, reads and exports an application, and finds it all in the audit', async () => {
    const stamp = Date.now().toString(36);
    const lastName = `Staffjourney${stamp}`;

    // An applicant with an application.
    const applicant = await site.newPage({ viewport: VIEWPORT });
    await applicant.goto('/signup', { waitUntil: 'networkidle' });
    await signUpThroughCards(applicant, dataDir, `applicant-${stamp}@example.com`, 'Correct-Horse-42!');
    // All but one consent answered: Submit shows what is missing, and the browser reports it.
    const { legal_agree_3: _missing, ...answers } = COMPLETE_ANSWERS;
    expect(await saveThroughApi(applicant, { ...answers, first_name: 'Grace', last_name: lastName })).toBe(
      200,
    );
    // To Final Steps by its link, then a reload to show the answers saved above. A page loaded
    // goes back to the last page saved, once per login: a direct load of /final-steps went back to
    // About You whenever About You's own save of the last page had landed first (CI, 2026-11-26).
    const lastPageSaved = applicant.waitForResponse(
      (response) =>
        response.url().endsWith('/api/last-page') &&
        response.request().postData()?.includes('/final-steps') === true,
    );
    await openStep(applicant, '3 Final Steps', '/final-steps');
    await lastPageSaved;
    await applicant.reload({ waitUntil: 'networkidle' });
    await submit(applicant);
    await expect.poll(() => pathOf(applicant)).toBe('/about');
    await applicant
      .locator('.validation-summary')
      .getByRole('link', { name: LEGAL_AGREE_3_MISSING })
      .waitFor();

    // The admin sets up and signs in.
    const adminEmail = `admin-${stamp}@harborvalley.example.edu`;
    const staff = await site.newPage({ viewport: VIEWPORT });
    const secret = await setUpStaff(staff, adminEmail, 'admin');
    await signIn(staff, adminEmail, secret);
    await expectNoAxeViolations(staff);

    // Finds the applicant by last name.
    await staff.getByLabel('Search', { exact: true }).fill(lastName);
    await staff.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(staff.url()).searchParams.get('q')).toBe(lastName);
    const row = staff.getByRole('row').filter({ hasText: lastName });
    await row.waitFor();
    // The header and the one application found (the list before the search held others too).
    await expect.poll(() => staff.getByRole('row').count()).toBe(2);
    expect(await row.innerText()).toContain(`applicant-${stamp}@example.com`);
    // Where the file stands for the office, in words (issue 28): pressed Submit but not submitted
    // is in progress, not the applicant's own 'Validating'.
    await row.getByRole('cell', { name: 'In progress', exact: true }).waitFor();
    expect(await row.innerText()).not.toContain('Validating');
    await expectNoAxeViolations(staff);
    // The status filter, from the keyboard: nothing of this name is ready for review.
    const statusFilter = staff.getByLabel('Status', { exact: true });
    await tabTo(staff, statusFilter);
    await statusFilter.selectOption({ label: 'Ready for review' });
    await tabTo(staff, staff.getByRole('button', { name: 'Apply' }));
    await staff.keyboard.press('Enter');
    await expect.poll(() => new URL(staff.url()).searchParams.get('status')).toBe('ready_for_review');
    await staff.getByRole('status').filter({ hasText: 'No applications match these filters.' }).waitFor();
    await staff
      .getByRole('status')
      .filter({ hasText: /^0 applications$/ })
      .waitFor();
    await expectNoAxeViolations(staff);
    // 'Clear filters' (issue 28), from the keyboard: every filter goes, the search too.
    await tabTo(staff, staff.getByRole('button', { name: 'Clear filters' }));
    await staff.keyboard.press('Enter');
    await expect.poll(() => new URL(staff.url()).search).toBe('');
    await expect.poll(() => staff.getByLabel('Search', { exact: true }).inputValue()).toBe('');
    await staff.getByLabel('Search', { exact: true }).fill(lastName);
    await statusFilter.selectOption({ label: 'In progress' });
    await staff.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(staff.url()).searchParams.get('status')).toBe('in_progress');
    await row.waitFor();
    // How many match, and a reference found by any part of it is shown with the others' words.
    await staff
      .getByRole('status')
      .filter({ hasText: /^1 application$/ })
      .waitFor();

    // Sorting (issue 28), from the keyboard: the Name header's button sorts by name, then the
    // other way; the header says which (aria-sort), the address holds it, the filters stay.
    const nameHeader = staff.getByRole('columnheader', { name: /^Name/ });
    await tabTo(staff, nameHeader.getByRole('button'));
    await staff.keyboard.press('Enter');
    await expect.poll(() => new URL(staff.url()).searchParams.get('sort')).toBe('name');
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await staff.keyboard.press('Enter');
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(new URL(staff.url()).searchParams.get('q')).toBe(lastName);
    await row.waitFor();
    await expectNoAxeViolations(staff);

    // Assignment (issue 28), from the keyboard: the admin selects all that match, assigns them to
    // themselves after a question that gives the count; the reader column, the counts and
    // 'Assigned to me' follow.
    await tabTo(staff, staff.getByRole('button', { name: 'Select the 1 matching application' }));
    await staff.keyboard.press('Enter');
    await staff.getByRole('status').filter({ hasText: '1 application selected' }).waitFor();
    expect(await row.getByRole('checkbox', { name: `Select Grace ${lastName}` }).isChecked()).toBe(true);
    const assignTo = staff.getByLabel('Assign to', { exact: true });
    await tabTo(staff, assignTo);
    await assignTo.selectOption({ label: adminEmail });
    await tabTo(
      staff,
      staff
        .getByRole('region', { name: 'With the selected applications' })
        .getByRole('button', { name: 'Assign', exact: true }),
    );
    await staff.keyboard.press('Enter');
    const question = staff.getByRole('alertdialog', { name: `Assign 1 application to ${adminEmail}?` });
    await question.waitFor();
    await expectNoAxeViolations(staff);
    // Focus starts on Cancel; the next Tab is the dialog's Assign.
    await staff.keyboard.press('Tab');
    expect(
      await question
        .getByRole('button', { name: 'Assign' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await staff.keyboard.press('Enter');
    await staff.getByText(`1 application assigned to ${adminEmail}.`).first().waitFor();
    await row.getByRole('cell', { name: adminEmail, exact: true }).waitFor();
    await staff.getByRole('status').filter({ hasText: '0 applications selected' }).waitFor();
    const counts = staff.getByRole('region', { name: 'Assignments' });
    await expect.poll(() => counts.innerText()).toMatch(new RegExp(`${adminEmail}: [1-9]`));
    await expectNoAxeViolations(staff);
    const readerFilter = staff.getByLabel('Reader', { exact: true });
    await readerFilter.selectOption({ label: 'Assigned to me' });
    await staff.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(staff.url()).searchParams.get('reader')).toBe('me');
    await row.waitFor();
    await screenshots(staff, 'staff-assignment');

    // A saved view (issue 28): this search, queue and sort under a name, from the keyboard; then
    // the whole list, and the view opened again from the picker.
    const viewName = staff.getByLabel('Name of this view', { exact: true });
    await tabTo(staff, viewName);
    await staff.keyboard.type('My in-progress queue');
    await staff.keyboard.press('Enter');
    await staff.getByText('View “My in-progress queue” saved.').first().waitFor();
    const savedSearch = new URL(staff.url()).search;
    await staff.getByRole('link', { name: 'Applications', exact: true }).click();
    await expect.poll(() => new URL(staff.url()).search).toBe('');
    const picker = staff.getByLabel('Saved view', { exact: true });
    await tabTo(staff, picker);
    await picker.selectOption({ label: 'My in-progress queue' });
    await tabTo(staff, staff.getByRole('button', { name: 'Open', exact: true }));
    await staff.keyboard.press('Enter');
    await expect
      .poll(() => new URLSearchParams(new URL(staff.url()).search).toString())
      .toBe(new URLSearchParams(savedSearch).toString());
    await row.waitFor();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    // The same name again is refused beside the field.
    await tabTo(staff, viewName);
    await staff.keyboard.type('my in-progress QUEUE');
    await staff.keyboard.press('Enter');
    await staff.getByText('You already have a view of that name. Choose another name.').first().waitFor();
    await expectNoAxeViolations(staff);

    // Exports what the search selects.
    const csv = await download(staff.getByRole('link', { name: 'Export CSV' }));
    expect(csv.fileName).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.bytes.toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(lastName);
    expect(lines[1]).toContain(`applicant-${stamp}@example.com`);
    const json = await download(staff.getByRole('link', { name: 'Export JSON' }));
    expect(json.fileName).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(json.bytes.toString('utf8')) as {
      email: string;
      status: string;
      progress: string;
      answers: Record<string, string | null>;
    }[];
    expect(exported).toHaveLength(1);
    // Where the file stands for the office, and the applicant's own progress, in words (issue 28).
    expect(exported[0]).toMatchObject({
      email: `applicant-${stamp}@example.com`,
      status: 'In progress',
      progress: 'Validating',
    });
    expect(exported[0]?.answers).toMatchObject({ last_name: lastName, legal_agree_3: null });

    // Reads the application: the answers as the print view shows them, the SSN masked.
    await staff.getByRole('link', { name: `Grace ${lastName}` }).click();
    await staff.getByRole('heading', { level: 1, name: `Grace ${lastName}` }).waitFor();
    await staff.getByRole('heading', { level: 2, name: 'About You' }).waitFor();
    const summary = staff.getByRole('region', { name: 'Summary' });
    expect(await summary.innerText()).toMatch(/Status\s+In progress/);
    expect(await summary.innerText()).toMatch(new RegExp(`Reader\\s+${adminEmail}`));
    const main = staff.getByRole('main');
    await expect.poll(() => main.innerText()).toContain(lastName);
    const ssn = String(COMPLETE_ANSWERS.ssn);
    expect(await main.innerText()).not.toContain(ssn);
    await expectNoAxeViolations(staff);
    await staff.getByRole('button', { name: 'Show SSN' }).click();
    await expect.poll(() => main.innerText()).toContain(ssn);
    await expectNoAxeViolations(staff);

    // Downloads the application PDF.
    const pdf = await download(staff.getByRole('link', { name: 'Download the application PDF' }));
    expect(pdf.fileName).toMatch(/\.pdf$/);
    expect((await pdfPages(pdf.bytes)).join('\n')).toContain(lastName);

    // The checklist of materials (issue 28): nothing uploaded, so both required items are missing.
    const checklist = staff.getByRole('table', { name: 'Checklist of materials' });
    const letter = checklist.getByRole('row').filter({
      has: staff.getByRole('rowheader', { name: 'Counselor recommendation letter' }),
    });
    await letter.getByRole('cell', { name: 'Not yet received' }).waitFor();
    await staff.getByText('Incomplete: 2 required items are missing.').waitFor();
    await expectNoAxeViolations(staff);
    // The letter came on the 2nd of November: the day typed, then marked from the keyboard.
    const day = letter.getByLabel('Date Counselor recommendation letter was received');
    await tabTo(staff, day);
    await day.fill('2026-11-02');
    await tabTo(
      staff,
      letter.getByRole('button', { name: 'Mark received for Counselor recommendation letter' }),
    );
    await staff.keyboard.press('Enter');
    await letter.getByRole('cell', { name: `Nov 2, 2026, marked by ${adminEmail}` }).waitFor();
    await staff.getByText('Incomplete: 1 required item is missing.').waitFor();
    await staff.getByText('Counselor recommendation letter: marked received.').first().waitFor();
    await expectNoAxeViolations(staff);
    await screenshots(staff, 'staff-checklist');
    // A mistake undone, from the keyboard: the letter is missing again.
    await tabTo(staff, letter.getByRole('button', { name: 'Undo mark for Counselor recommendation letter' }));
    await staff.keyboard.press('Enter');
    await letter.getByRole('cell', { name: 'Not yet received' }).waitFor();
    await staff.getByText('Incomplete: 2 required items are missing.').waitFor();
    await expectNoAxeViolations(staff);

    // Where applicants get stuck: the applicant's failed submit, on the page it left them on and
    // with the message it showed, in the last 30 days and in a period chosen from the keyboard.
    await staff.getByRole('link', { name: 'Where applicants get stuck' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Where applicants get stuck' }).waitFor();
    const stops = staff.getByRole('table', {
      name: 'Applications not submitted, by the page they were last on',
    });
    const about = stops.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: 'About You' }) });
    await expect
      .poll(async () => Number((await about.getByRole('cell').nth(1).innerText()).trim()))
      .toBeGreaterThan(0);
    const messages = staff.getByRole('table', {
      name: 'The ten messages that applications not submitted meet most',
    });
    const met = messages.getByRole('row').filter({ hasText: LEGAL_AGREE_3_MISSING });
    expect(await met.getByRole('cell').nth(1).innerText()).toBe('Final Steps');
    await expectNoAxeViolations(staff);
    // Today alone: the day the period ends by default, applied from the keyboard.
    const today = await staff.getByLabel('To', { exact: true }).inputValue();
    await staff.getByLabel('From', { exact: true }).fill(today);
    await tabTo(staff, staff.getByRole('button', { name: 'Apply' }));
    await staff.keyboard.press('Enter');
    await expect.poll(() => new URL(staff.url()).searchParams.get('from')).toBe(today);
    await met.waitFor();
    await expectNoAxeViolations(staff);
    await screenshots(staff, 'staff-stuck');

    // The audit holds each of these.
    await staff.getByRole('link', { name: 'Audit' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Audit' }).waitFor();
    await staff.getByLabel('Applicant').fill(lastName);
    await staff.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(async () =>
        (await staff.getByRole('row').allInnerTexts()).map((text) => text.split('\t')[1]?.trim()),
      )
      .toEqual([
        'Action',
        'Checklist item mark undone (Counselor recommendation letter)',
        'Checklist item marked received (Counselor recommendation letter)',
        'PDF downloaded',
        'SSN shown',
        'Application viewed',
        `Assigned to a reader (${adminEmail})`,
      ]);
    await expectNoAxeViolations(staff);
    await staff.getByLabel('Applicant').fill('');
    await staff.getByLabel('Staff member').fill(adminEmail);
    await staff.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(async () => (await staff.getByRole('row').allInnerTexts()).join('\n'))
      .toContain('CSV export');
    const actions = (await staff.getByRole('row').allInnerTexts()).join('\n');
    for (const action of ['JSON export', 'Sign-in', 'Account set up', 'Invitation']) {
      expect(actions).toContain(action);
    }

    // Invites a colleague from the pages: the e-mail carries a setup link.
    await staff.getByRole('link', { name: 'Invite staff' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Invite a staff member' }).waitFor();
    const colleague = `colleague-${stamp}@harborvalley.example.edu`;
    await staff.getByLabel('E-mail').fill(colleague);
    await staff.getByLabel('Reader: sees and exports applications').check();
    await staff.getByRole('button', { name: 'Submit' }).click();
    await staff.getByText('The invitation has been sent.', { exact: true }).waitFor();
    expect((await mailedLink(dataDir, colleague, '/staff/setup')).searchParams.get('token')).toBeTruthy();
    await expectNoAxeViolations(staff);

    // Logs out.
    await staff.getByRole('button', { name: 'Log out' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Staff sign in' }).waitFor();
    await staff.goto('/staff', { waitUntil: 'networkidle' });
    await staff.getByRole('heading', { level: 1, name: 'Staff sign in' }).waitFor();
  });

  test('an admin turns a reader’s access off from the Staff page: the reader’s open page signs out; then on, a role and a new authenticator link', async () => {
    const stamp = Date.now().toString(36);
    const adminEmail = `members-admin-${stamp}@harborvalley.example.edu`;
    const readerEmail = `members-reader-${stamp}@harborvalley.example.edu`;
    const admin = await site.newPage({ viewport: VIEWPORT });
    await signIn(admin, adminEmail, await setUpStaff(admin, adminEmail, 'admin'));
    // The reader is signed in at the same time, in a browser of their own.
    const reader = await site.newPage({ viewport: VIEWPORT });
    await signIn(reader, readerEmail, await setUpStaff(reader, readerEmail, 'reader'));
    expect(await reader.getByRole('link', { name: 'Staff', exact: true }).count()).toBe(0);

    await admin.getByRole('link', { name: 'Staff', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Staff members' }).waitFor();
    const readerRow = admin.getByRole('row').filter({ hasText: readerEmail });
    /** The table is no longer busy with a change: the next can be asked. */
    const settled = () => admin.locator('table:not([aria-busy])').waitFor();
    await readerRow.getByRole('cell', { name: 'Active' }).waitFor();
    // No way to turn off one's own access.
    const adminRow = admin.getByRole('row').filter({ hasText: adminEmail });
    expect(await adminRow.getByRole('button', { name: /Turn off access/ }).count()).toBe(0);
    await expectNoAxeViolations(admin);

    // By the keyboard: the button, then the question, which starts on Cancel.
    const turnOff = admin.getByRole('button', { name: `Turn off access for ${readerEmail}` });
    await tabTo(admin, turnOff);
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('alertdialog', { name: `Turn off access for ${readerEmail}?` });
    await dialog.waitFor();
    expect(
      await dialog.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await expectNoAxeViolations(admin);
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await admin.getByText(`Access for ${readerEmail} is off. Their sessions have ended.`).first().waitFor();
    await readerRow.getByRole('cell', { name: 'Access off' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await settled();

    // The reader's next request answers 401: their page sends them to sign in, saying why.
    await reader.goto('/staff', { waitUntil: 'networkidle' });
    await reader.getByRole('heading', { level: 1, name: 'Staff sign in' }).waitFor();

    // On again; made an administrator; their authenticator reset: a link e-mailed and shown.
    await readerRow.getByRole('button', { name: `Turn on access for ${readerEmail}` }).click();
    await readerRow.getByRole('cell', { name: 'Active' }).waitFor();
    await settled();
    await readerRow.getByRole('button', { name: `Make administrator for ${readerEmail}` }).click();
    await readerRow.getByRole('cell', { name: 'Administrator' }).waitFor();
    await settled();
    await readerRow.getByRole('button', { name: `Reset authenticator for ${readerEmail}` }).click();
    const shown = admin.getByRole('status').filter({ hasText: 'A new setup link has been e-mailed' });
    await shown.waitFor();
    const link = await shown.locator('code').innerText();
    expect(link).toBe((await mailedLink(dataDir, readerEmail, '/staff/setup')).href);
    await expectNoAxeViolations(admin);
  });

  test('a reader cannot open the audit or the staff members page', async () => {
    const email = `reader-${Date.now().toString(36)}@harborvalley.example.edu`;
    const staff = await site.newPage({ viewport: VIEWPORT });
    const secret = await setUpStaff(staff, email, 'reader');
    await signIn(staff, email, secret);
    expect(await staff.getByRole('link', { name: 'Audit' }).count()).toBe(0);
    expect(await staff.getByRole('link', { name: 'Invite staff' }).count()).toBe(0);
    await staff.goto('/staff/audit', { waitUntil: 'networkidle' });
    await staff.getByRole('heading', { level: 1, name: 'Audit' }).waitFor();
    await staff.getByRole('alert').filter({ hasText: 'Only administrators can do this.' }).waitFor();
    expect(await staff.getByRole('table').count()).toBe(0);
    expect(await staff.evaluate(async () => (await fetch('/staff-api/audit')).status)).toBe(403);
    // Nor assign (issue 28): no checkboxes, no 'Assign to', and the endpoint answers 403.
    await staff.goto('/staff', { waitUntil: 'networkidle' });
    await staff.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    expect(await staff.getByLabel('Assign to').count()).toBe(0);
    expect(await staff.getByRole('checkbox').count()).toBe(0);
    expect(
      await staff.evaluate(
        async () =>
          (
            await fetch('/staff-api/assignments', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ application_ids: [crypto.randomUUID()], reader_id: null }),
            })
          ).status,
      ),
    ).toBe(403);
    await expectNoAxeViolations(staff);
    await expectNoAxeViolations(staff);
    // Nor the staff members page, nor its changes.
    await staff.goto('/staff/members', { waitUntil: 'networkidle' });
    await staff.getByRole('heading', { level: 1, name: 'Staff members' }).waitFor();
    await staff.getByRole('alert').filter({ hasText: 'Only administrators can do this.' }).waitFor();
    expect(await staff.evaluate(async () => (await fetch('/staff-api/staff')).status)).toBe(403);
    await expectNoAxeViolations(staff);
  });
});
