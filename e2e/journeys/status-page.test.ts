import { COMPLETE_ANSWERS } from '@portico/application/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pathOf, signUpThroughCards } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { launchBrowser, newPage, uncaughtErrors } from '../support/browser';
import { withEmbeddedDatabase } from '../support/embedded-database';
import { download, fileInput, pdfPages, png } from '../support/files';
import { openStep, saveThroughApi } from '../support/form';
import { hasFocus, tabTo } from '../support/keyboard';
import {
  freePort,
  makeDataDir,
  removeDir,
  spawnServer,
  waitUntilReady,
  type RunningServer,
} from '../support/portico-server.mjs';
import { screenshots } from '../support/screenshots';

/**
 * The applicant after submitting (issue 28): the completion page grown into a status page. They
 * submit, see the checklist with the transcript missing, upload it there and see it received;
 * change their cell phone by keyboard; then, once a decision is released (written into the
 * database as the release job of another part will), read it and its letter and download the
 * letter as a PDF. A server of its own: its embedded database is written while it is stopped.
 */
const PASSWORD = 'Correct-Horse-42!';
const CHECKLIST = 'Your checklist';

describe('the status page after submitting', () => {
  let browser: Browser;
  let dataDir: string;
  let port: number;
  let server: RunningServer;
  const start = async () => {
    server = spawnServer({ dataDir, port });
    await waitUntilReady(server);
  };
  beforeAll(async () => {
    dataDir = await makeDataDir();
    port = await freePort();
    await start();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await removeDir(dataDir);
  });

  const checklistItem = (page: Page, label: string) =>
    page.getByRole('region', { name: CHECKLIST }).getByRole('listitem').filter({ hasText: label });

  test('submits, uploads the missing transcript, changes a phone, then reads the decision and its letter', async () => {
    const page = await newPage(browser, server.baseURL, { viewport: { width: 1280, height: 900 } });
    const email = `ana-${Date.now()}@example.com`;
    await page.goto('/signup', { waitUntil: 'networkidle' });
    await signUpThroughCards(page, dataDir, email, PASSWORD);
    expect(await saveThroughApi(page, COMPLETE_ANSWERS)).toBe(200);
    await page.reload({ waitUntil: 'networkidle' });
    await openStep(page, '3 Final Steps', '/final-steps');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/completion');

    // The receipt, then the checklist: the transcript missing, to upload here; the letter by post.
    const transcript = checklistItem(page, 'High school transcript');
    await transcript.getByText('Missing', { exact: true }).waitFor();
    await checklistItem(page, 'Counselor recommendation letter')
      .getByText('We mark it received when it arrives.', { exact: false })
      .waitFor();
    await page.getByText('We have not made a decision on your application yet.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await screenshots(page, 'status-page-missing');
    // On a 320 px phone nothing scrolls sideways (the file inputs did).
    await page.setViewportSize({ width: 320, height: 640 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    // As a keyboard user: to the file input, then the file chosen (the picker is the system's).
    const input = fileInput(page, 'Unofficial High School Transcript');
    await tabTo(page, input);
    await input.setInputFiles(png('transcript.png'));
    await transcript.getByText(/^Received /).waitFor({ timeout: 30_000 });
    expect(await fileInput(page, 'Unofficial High School Transcript').count()).toBe(0);
    // The upload's control is gone: the focus is on the item's line, not lost.
    await expect.poll(() => hasFocus(transcript.getByRole('paragraph').first())).toBe(true);
    await expectNoAxeViolations(page);

    // The cell phone, by keyboard: a wrong number is refused at its field, a right one saved.
    const cell = page.getByLabel('Cell Phone', { exact: true });
    await tabTo(page, cell);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('555');
    await page.keyboard.press('Enter');
    await page.getByText('Please enter a valid cell phone number.', { exact: false }).waitFor();
    expect(await cell.getAttribute('aria-invalid')).toBe('true');
    expect(await hasFocus(cell)).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('(404) 555-0123');
    await page.keyboard.press('Enter');
    await page.getByText('Your contact details were updated.').first().waitFor();
    expect(await cell.getAttribute('aria-invalid')).toBeNull();
    await expectNoAxeViolations(page);

    // Decision day: the release job (another part's) marks the decision released. Written here
    // while the server is stopped, as that job would write it.
    await server.stop();
    const reference = await withEmbeddedDatabase(dataDir, async (db) => {
      const found = await db.query<{ applicant_id: string; reference: string }>(
        `select p.applicant_id, p.reference from applications p join applicants a on a.id = p.applicant_id
         where a.email = $1`,
        [email],
      );
      const row = found.rows[0]!;
      await db.query(
        `insert into application_decisions (applicant_id, decision, released_at)
         values ($1, 'admit', now() - interval '1 minute')`,
        [row.applicant_id],
      );
      return row.reference;
    });
    await start();
    await page.reload({ waitUntil: 'networkidle' });

    const decision = page.getByRole('region', { name: 'Your decision' });
    await decision.getByText('Admit', { exact: true }).waitFor();
    const letter = decision.getByRole('article', { name: 'Your letter' });
    expect(await letter.getByRole('paragraph').allTextContents()).toEqual([
      'Dear Ana,',
      'Congratulations! We are delighted to offer you admission to Harbor Valley State University for Fall 2027.',
      `Your reference number is ${reference}. We will write to you soon about the next steps.`,
    ]);
    await expectNoAxeViolations(page);
    await screenshots(page, 'status-page-decision');

    const letterFile = await download(decision.getByRole('link', { name: 'Download your letter (PDF)' }));
    expect(letterFile.fileName).toBe('decision-letter.pdf');
    const text = (await pdfPages(letterFile.bytes)).join('\n');
    for (const words of ['Harbor Valley State University', 'Dear Ana,', 'Congratulations!', reference]) {
      expect(text).toContain(words);
    }
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
