import { COMPLETE_ANSWERS } from '@portico/application/testing';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { signUpThroughCards } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { converted, png, upload } from '../support/files';
import { openStep, saveThroughApi } from '../support/form';
import { chooseByKeyboard, hasFocus, tabTo } from '../support/keyboard';
import { screenshots } from '../support/screenshots';
import { setUpStaff, signIn } from '../support/staff';

/**
 * Reading (issue 28): a reader opens an application assigned to them from 'Assigned to me', reads
 * it beside its transcript shown in place, rates it on the rubric, recommends, adds a note, and
 * moves to the next application of the list by the keyboard; every step is in the audit.
 */
const site = useBrowser();
const dataDir = inject('dataDir');
const VIEWPORT = { width: 1280, height: 900 };

/** A new applicant with a complete application under `lastName`, in their own browser context. */
async function applicantWith(stamp: string, firstName: string, lastName: string): Promise<Page> {
  const page = await site.newPage({ viewport: VIEWPORT });
  await page.goto('/signup', { waitUntil: 'networkidle' });
  await signUpThroughCards(
    page,
    dataDir,
    `${firstName.toLowerCase()}-${stamp}@example.com`,
    'Correct-Horse-42!',
  );
  expect(
    await saveThroughApi(page, { ...COMPLETE_ANSWERS, first_name: firstName, last_name: lastName }),
  ).toBe(200);
  return page;
}

/** A call of the staff API from a staff page, with its session: the status and the body. */
function staffCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body },
  );
}

describe('reading', () => {
  test('a reader reads an assigned application beside its document, reviews it, notes it and moves on by keyboard', async () => {
    const stamp = Date.now().toString(36);
    const lastName = `Reading${stamp}`;

    // Two applications: Bo's, then Ana's with a transcript (the newest activity, first in the list).
    await applicantWith(stamp, 'Bo', lastName);
    const ana = await applicantWith(stamp, 'Ana', lastName);
    await openStep(ana, '2 Your Academics', '/education');
    await upload(ana, 'Unofficial High School Transcript', png('transcript.png'));
    await converted(ana, 'hs_transcript', 'transcript.png');

    // An admin assigns both to the reader.
    const adminEmail = `reading-admin-${stamp}@harborvalley.example.edu`;
    const readerEmail = `reading-reader-${stamp}@harborvalley.example.edu`;
    const admin = await site.newPage({ viewport: VIEWPORT });
    await signIn(admin, adminEmail, await setUpStaff(admin, adminEmail, 'admin'));
    const reader = await site.newPage({ viewport: VIEWPORT });
    await signIn(reader, readerEmail, await setUpStaff(reader, readerEmail, 'reader'));
    const found = await staffCall(admin, 'GET', `/staff-api/applications?q=${lastName}`);
    const ids = (found.body as { applications: { id: string }[] }).applications.map((row) => row.id);
    expect(ids).toHaveLength(2);
    const members = await staffCall(admin, 'GET', '/staff-api/staff');
    const readerId = (members.body as { members: { id: string; email: string }[] }).members.find(
      (member) => member.email === readerEmail,
    )!.id;
    expect(
      (
        await staffCall(admin, 'POST', '/staff-api/assignments', {
          application_ids: ids,
          reader_id: readerId,
        })
      ).status,
    ).toBe(200);

    // The reader's queue: 'Assigned to me', searched for the two.
    await reader.goto(`/staff?reader=me&q=${lastName}`, { waitUntil: 'networkidle' });
    await expect.poll(() => reader.getByRole('row').count()).toBe(3);
    await reader.getByRole('link', { name: `Ana ${lastName}` }).click();
    await reader.getByRole('heading', { level: 1, name: `Ana ${lastName}` }).waitFor();
    const readLink = reader.getByRole('link', { name: 'Read and review' });
    await tabTo(reader, readLink);
    await reader.keyboard.press('Enter');
    await reader.getByRole('heading', { level: 1, name: `Reading: Ana ${lastName}` }).waitFor();
    expect(new URL(reader.url()).search).toBe(`?reader=me&q=${lastName}`);

    // The transcript in place: a titled frame of its PDF, shown inline.
    const frame = reader.getByTitle('Unofficial High School Transcript: transcript.png');
    await frame.waitFor();
    const inline = await reader.request.get((await frame.getAttribute('src'))!);
    expect(inline.status()).toBe(200);
    expect(inline.headers()['content-type']).toBe('application/pdf');
    expect(inline.headers()['content-disposition']).toMatch(/^inline;/);
    expect((await frame.boundingBox())!.height).toBeGreaterThan(300);
    const queue = reader.getByRole('navigation', { name: 'The list you came from' });
    await queue.getByText('Application 1 of 2 in the list.').waitFor();
    await expectNoAxeViolations(reader);
    await screenshots(reader, 'staff-reading');

    // The review, from the keyboard: three ratings and a recommendation, then Save.
    await chooseByKeyboard(reader, 'Academic preparation', '4 – Very good');
    await chooseByKeyboard(reader, 'Essay', '5 – Outstanding');
    await chooseByKeyboard(reader, 'Activities and character', '3 – Good');
    await chooseByKeyboard(reader, 'Recommendation', 'Recommend');
    await tabTo(reader, reader.getByRole('button', { name: 'Save review' }));
    await reader.keyboard.press('Enter');
    await reader.getByText('Your review has been saved.').first().waitFor();
    await reader.getByText(/^Last saved /).waitFor();
    await expectNoAxeViolations(reader);

    // A note, from the keyboard: shown with its author once added.
    const note = reader.getByRole('textbox', { name: 'Add a note' });
    await tabTo(reader, note);
    await reader.keyboard.type('Transcript matches the self-reported grades.');
    await tabTo(reader, reader.getByRole('button', { name: 'Add note' }));
    await reader.keyboard.press('Enter');
    const notes = reader.getByRole('region', { name: 'Notes' });
    await notes.getByText('Transcript matches the self-reported grades.').waitFor();
    await notes.getByText(new RegExp(`^${readerEmail.replace(/\./g, '\\.')}, `)).waitFor();
    expect(await note.inputValue()).toBe('');
    await expectNoAxeViolations(reader);

    // Next: the link is in the tab order; the shortcut opens Bo's application, the list kept.
    await tabTo(reader, queue.getByRole('link', { name: 'Next application' }));
    expect(await hasFocus(queue.getByRole('link', { name: 'Next application' }))).toBe(true);
    await reader.keyboard.press('Alt+Shift+KeyN');
    await reader.getByRole('heading', { level: 1, name: `Reading: Bo ${lastName}` }).waitFor();
    expect(new URL(reader.url()).search).toBe(`?reader=me&q=${lastName}`);
    await queue.getByText('Application 2 of 2 in the list.').waitFor();
    await reader.getByText('The applicant has uploaded no documents.').waitFor();
    await expectNoAxeViolations(reader);
    await reader.keyboard.press('Alt+Shift+KeyP');
    await reader.getByRole('heading', { level: 1, name: `Reading: Ana ${lastName}` }).waitFor();

    // Each step is in the audit, for the admin, in words.
    await admin.getByRole('link', { name: 'Audit' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Audit' }).waitFor();
    await admin.getByLabel('Applicant').fill(`Ana ${lastName}`);
    await admin.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(async () =>
        (await admin.getByRole('row').allInnerTexts()).map((text) => text.split('\t')[1]?.trim()),
      )
      .toEqual(
        expect.arrayContaining([
          'Note added',
          'Review saved (Recommend)',
          'Document viewed',
          'Application viewed',
          `Assigned to a reader (${readerEmail})`,
        ]),
      );
    await expectNoAxeViolations(admin);
  });
});
