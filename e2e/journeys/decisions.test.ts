import { join } from 'node:path';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { signUpThroughCards } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { saveThroughApi } from '../support/form';
import { tabTo } from '../support/keyboard';
import { mailedLink, waitForMail } from '../support/mail';
import { setUpStaff, signIn } from '../support/staff';

/**
 * Decisions and their release (issue 28): a decider records one from the keyboard, an admin
 * releases it from the keyboard after a confirmation that states the count, and the applicant gets
 * an e-mail that says there is an update and where to sign in, not the decision; a reader is
 * offered neither and the server refuses them.
 */
const site = useBrowser();
const dataDir = inject('dataDir');
const VIEWPORT = { width: 1280, height: 900 };

/** A request of the staff pages' own kind, from the page: its status. */
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

describe('decisions and their release', () => {
  test('a decider records a decision, an admin releases it, the applicant is told there is news; a reader can do neither', async () => {
    const stamp = Date.now().toString(36);
    const lastName = `Releasejourney${stamp}`;
    const name = `Dana ${lastName}`;
    const applicantEmail = `released-${stamp}@example.com`;

    // A submitted application.
    const applicant = await site.newPage({ viewport: VIEWPORT });
    await applicant.goto('/signup', { waitUntil: 'networkidle' });
    await signUpThroughCards(applicant, dataDir, applicantEmail, 'Correct-Horse-42!');
    expect(
      await saveThroughApi(applicant, { ...COMPLETE_ANSWERS, first_name: 'Dana', last_name: lastName }),
    ).toBe(200);
    expect(await statusOf(applicant, 'POST', '/api/submit', {})).toBe(200);

    // A reader sees the application but no decision form, no Releases page, and 403 from both.
    const readerEmail = `decisions-reader-${stamp}@harborvalley.example.edu`;
    const reader = await site.newPage({ viewport: VIEWPORT });
    await signIn(reader, readerEmail, await setUpStaff(reader, readerEmail, 'reader'));
    expect(await reader.getByRole('link', { name: 'Releases' }).count()).toBe(0);
    await openApplication(reader, name, lastName);
    const readerDecision = reader.getByRole('region', { name: 'Decision' });
    await readerDecision.getByText('No decision recorded yet.').waitFor();
    expect(await readerDecision.getByRole('button', { name: 'Record decision' }).count()).toBe(0);
    const id = new URL(reader.url()).pathname.split('/').at(-1);
    const decisionPath = `/staff-api/applications/${id}/decision`;
    expect(await statusOf(reader, 'PUT', decisionPath, { decision: 'waitlist', reasons: [] })).toBe(403);
    expect(await statusOf(reader, 'POST', '/staff-api/releases', { decision: 'waitlist' })).toBe(403);
    await expectNoAxeViolations(reader);

    // A decider records Waitlist with its reason, by the keyboard alone.
    const deciderEmail = `decisions-decider-${stamp}@harborvalley.example.edu`;
    const decider = await site.newPage({ viewport: VIEWPORT });
    await signIn(decider, deciderEmail, await setUpStaff(decider, deciderEmail, 'decider'));
    expect(await decider.getByRole('link', { name: 'Releases' }).count()).toBe(0);
    await openApplication(decider, name, lastName);
    const section = decider.getByRole('region', { name: 'Decision' });
    await tabTo(decider, section.getByRole('radio', { name: 'Admit' }));
    await decider.keyboard.press('ArrowDown');
    await decider.keyboard.press('ArrowDown');
    expect(await section.getByRole('radio', { name: 'Waitlist' }).isChecked()).toBe(true);
    await decider.keyboard.press('Tab');
    await decider.keyboard.press('Space');
    expect(
      await section.getByRole('checkbox', { name: 'More qualified applicants than places' }).isChecked(),
    ).toBe(true);
    await expectNoAxeViolations(decider);
    await tabTo(decider, section.getByRole('button', { name: 'Record decision' }));
    await decider.keyboard.press('Enter');
    await decider.getByText('Decision recorded: Waitlist.').first().waitFor();
    await section.getByText(`by ${deciderEmail}.`, { exact: false }).waitFor();
    await section.getByText('Not released: the applicant cannot see it.').waitFor();
    await expectNoAxeViolations(decider);

    // An admin releases the Waitlist decisions of Fall 2027, by the keyboard alone.
    const adminEmail = `decisions-admin-${stamp}@harborvalley.example.edu`;
    const admin = await site.newPage({ viewport: VIEWPORT });
    await signIn(admin, adminEmail, await setUpStaff(admin, adminEmail, 'admin'));
    await tabTo(admin, admin.getByRole('link', { name: 'Releases' }));
    await admin.keyboard.press('Enter');
    await admin.getByRole('heading', { level: 1, name: 'Release decisions' }).waitFor();
    await expectNoAxeViolations(admin);
    await tabTo(admin, admin.getByRole('radio', { name: 'Admit' }));
    await admin.keyboard.press('ArrowDown');
    await admin.keyboard.press('ArrowDown');
    const term = admin.getByLabel('Entry term');
    await tabTo(admin, term);
    await term.selectOption({ label: 'Fall 2027' });
    // Every Waitlist of Fall 2027 recorded by the journeys so far: at least this one.
    const counted = admin
      .getByRole('status')
      .filter({ hasText: /recorded Waitlist decisions? (is|are) not yet/ });
    await counted.waitFor();
    const count = /^([\d,]+)/.exec(await counted.innerText())?.[1];
    expect(Number(count?.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
    await tabTo(admin, admin.getByRole('button', { name: 'Release…' }));
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('alertdialog', {
      name: new RegExp(`^Release ${count} Waitlist decisions?\\?$`),
    });
    await dialog.waitFor();
    expect(
      await dialog.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await expectNoAxeViolations(admin);
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await admin
      .getByText(/^The release of [\d,]+ Waitlist decisions? has started\.$/)
      .first()
      .waitFor();
    const row = admin.getByRole('row').filter({ hasText: 'Waitlist, Fall 2027' }).first();
    await row.getByRole('cell', { name: 'Released', exact: true }).waitFor();
    await expectNoAxeViolations(admin);

    // The applicant's e-mail: news and the sign-in link, not the decision.
    const login = await mailedLink(dataDir, applicantEmail, '/login');
    expect(login.pathname).toBe('/login');
    const mail = await waitForMail(
      join(dataDir, 'mail'),
      (eml) =>
        eml.includes(applicantEmail) && eml.includes('There is an update on your application')
          ? eml
          : undefined,
      `the release e-mail to ${applicantEmail}`,
    );
    expect(mail).not.toMatch(/waitlist|qualified applicants|decision/i);

    // Released, the decision is fixed: the decider's form is gone, and the server refuses a change.
    await decider.reload({ waitUntil: 'networkidle' });
    await section.getByText('A released decision cannot be changed.', { exact: false }).waitFor();
    expect(await section.getByRole('button', { name: 'Record decision' }).count()).toBe(0);
    expect(await statusOf(decider, 'PUT', decisionPath, { decision: 'admit', reasons: [] })).toBe(409);
  });
});
