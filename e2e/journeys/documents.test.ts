import { mkdir } from 'node:fs/promises';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { signUpThroughCards, pathOf } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { uncaughtErrors, useBrowser } from '../support/browser';
import {
  converted,
  docx,
  download,
  fileInput,
  jpeg,
  pdf,
  pdfInfo,
  pageAsPng,
  pdfPages,
  photoPng,
  png,
  question,
  upload,
} from '../support/files';
import { openStep, saveThroughApi } from '../support/form';
import { SCREENSHOTS } from '../support/screenshots';

/**
 * Documents (issue 6): files of the four kinds uploaded to real questions become PDFs; one is
 * deleted through its dialog; files the rules refuse are refused with their messages, the renamed
 * program by the server; then the submitted application downloads as one PDF holding the answers
 * of all three pages followed by the attachments.
 */
const site = useBrowser();
const dataDir = inject('dataDir');
const PASSWORD = 'Correct-Horse-42!';

const TRANSCRIPT = 'Unofficial High School Transcript';
const FEE_LETTER = 'Counselor Fee-Waiver Letter';
const CONDUCT = 'Conduct Explanation Letter';

async function fieldError(page: Page, id: string): Promise<string> {
  const block = question(page, id);
  await block.locator('.field__error, [id$="-error"]').first().waitFor();
  return (await block.locator('[id$="-error"]').first().textContent()) ?? '';
}

async function documentAnswers(page: Page): Promise<Record<string, { file_name: string }>> {
  const response = await page.request.get('/api/document-answer');
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, { file_name: string }>;
}

describe('documents and the application PDF', () => {
  test('a phone photo over 1 MB is made smaller in the browser, sent as a JPEG, and the applicant is told', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto('/signup', { waitUntil: 'networkidle' });
    await signUpThroughCards(page, dataDir, `photo-${Date.now()}@example.com`, PASSWORD);
    await openStep(page, '2 Your Academics', '/education');
    const photo = photoPng('photo.png');
    expect(photo.buffer.length).toBeGreaterThan(1_000_000);
    await upload(page, TRANSCRIPT, photo);
    // Told, in a live region, what was sent in the photo's place: its new name and size.
    const told = question(page, 'hs_transcript').getByText(
      /^Your photo photo\.png \(\d+ MB\) was over the 1 MB limit, so we made it smaller\. It was sent as photo\.jpg \(\d+ kB\)\.$/,
    );
    await told.waitFor();
    expect(await told.evaluate((element) => element.closest('[aria-live="polite"]') !== null)).toBe(true);
    await converted(page, 'hs_transcript', 'photo.jpg');
    const sent = (await documentAnswers(page))['hs_transcript'] as { file_name: string; file_size: number };
    expect(sent.file_name).toBe('photo.jpg');
    expect(await told.textContent()).toContain(`photo.jpg (${Math.round(sent.file_size / 1000)} kB)`);
    // Still said once converted, and heard again with the file's name (which takes the focus).
    expect(await page.locator('#hs_transcript').getAttribute('aria-describedby')).toBe(
      await told.getAttribute('id'),
    );
    await expectNoAxeViolations(page);
  });

  test('uploads of every kind become PDFs; refused files say why; the application downloads as one PDF', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/signup', { waitUntil: 'networkidle' });
    await signUpThroughCards(page, dataDir, `documents-${Date.now()}@example.com`, PASSWORD);

    // A PNG to the transcript: converted, then deleted through the dialog.
    await openStep(page, '2 Your Academics', '/education');
    await upload(page, TRANSCRIPT, png('transcript.png'));
    await converted(page, 'hs_transcript', 'transcript.png');
    await expectNoAxeViolations(page);
    await question(page, 'hs_transcript').getByRole('button', { name: 'Delete transcript.png' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete your file?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await converted(page, 'hs_transcript', 'transcript.png');
    await question(page, 'hs_transcript').getByRole('button', { name: 'Delete transcript.png' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await fileInput(page, TRANSCRIPT).waitFor();
    expect(await documentAnswers(page)).toEqual({});
    // Marked '(optional)' as every optional question is: beside its label, describing the input.
    expect(await fileInput(page, TRANSCRIPT).getAttribute('aria-describedby')).toContain(
      'hs_transcript-optional',
    );
    expect(await page.locator('#hs_transcript-optional').textContent()).toBe('(optional)');

    // The browser's own checks: nothing is sent for these.
    const big = { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1_500_000, 0x25) };
    await upload(page, TRANSCRIPT, big);
    expect(await fieldError(page, 'hs_transcript')).toContain(
      'Your file is too large. The maximum file size is 1 MB.',
    );
    await upload(page, TRANSCRIPT, {
      name: 'empty.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(0),
    });
    expect(await fieldError(page, 'hs_transcript')).toContain(
      'Your file is empty. Please upload a non-empty file.',
    );
    await upload(page, TRANSCRIPT, png(`${'a'.repeat(36)}.png`));
    expect(await fieldError(page, 'hs_transcript')).toContain('Your file name is too long.');
    await upload(page, TRANSCRIPT, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    expect(await fieldError(page, 'hs_transcript')).toContain(
      'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
    );

    // A JPEG to the transcript, a PDF to the fee-waiver letter (shown once a hardship waiver is asked for).
    // The transcript sits in a tab: while its file is on its way the other tab is refused; once
    // it is there, switching away deletes it, and the upload tab starts empty again.
    const transcriptJpeg = await jpeg(page, 'transcript.jpg');
    const schoolSends = page.getByRole('tab', { name: 'My School Will Send It' });
    const uploadTab = page.getByRole('tab', { name: 'Upload a Copy' });
    await upload(page, TRANSCRIPT, transcriptJpeg);
    await schoolSends.click();
    const busy = page.getByRole('dialog', { name: 'File Upload in Progress' });
    await busy.getByText('Please wait until the file upload has completed.').waitFor();
    await expectNoAxeViolations(page);
    await busy.getByRole('button', { name: 'Close' }).click();
    expect(await uploadTab.getAttribute('aria-selected')).toBe('true');
    await converted(page, 'hs_transcript', 'transcript.jpg');
    // Switching away asks first, naming the file (issue 14): Cancel keeps both, then yes.
    await schoolSends.click();
    const switchQuestion = page.getByRole('alertdialog', { name: 'Switch and delete your file?' });
    await switchQuestion.getByText('Switching will delete transcript.jpg. Switch and delete?').waitFor();
    await expectNoAxeViolations(page);
    await switchQuestion.getByRole('button', { name: 'Cancel', exact: true }).click();
    await switchQuestion.waitFor({ state: 'detached' });
    expect(await uploadTab.getAttribute('aria-selected')).toBe('true');
    expect(Object.keys(await documentAnswers(page))).toEqual(['hs_transcript']);
    await schoolSends.click();
    await switchQuestion.getByRole('button', { name: 'Switch and delete', exact: true }).click();
    await expect.poll(() => schoolSends.getAttribute('aria-selected')).toBe('true');
    await expect.poll(async () => Object.keys(await documentAnswers(page))).toEqual([]);
    await uploadTab.click();
    await upload(page, TRANSCRIPT, transcriptJpeg);
    await converted(page, 'hs_transcript', 'transcript.jpg');
    expect(await saveThroughApi(page, { app_fee_waiver: 'N', finance_fee_waiver: 'Y' })).toBe(200);
    await page.reload({ waitUntil: 'networkidle' });
    await upload(page, FEE_LETTER, await pdf('fee-letter.pdf', 'Fee waiver letter from Ms. Rivera'));
    await converted(page, 'fee_waiver_letter', 'fee-letter.pdf');

    // A program renamed .pdf passes the browser's checks; the server reads its content and refuses it.
    await openStep(page, '3 Final Steps', '/final-steps');
    const program = {
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4_000, 0x90)]),
    };
    await upload(page, CONDUCT, program);
    await page.getByText(`Error uploading file for ${CONDUCT}`).first().waitFor({ timeout: 30_000 });
    expect(await fieldError(page, 'conduct_explanation')).toMatch(/\w/);
    expect(await documentAnswers(page)).not.toHaveProperty('conduct_explanation');

    // A docx to the conduct letter.
    await upload(page, CONDUCT, await docx('statement.docx', 'Conduct statement of Ada'));
    await converted(page, 'conduct_explanation', 'statement.docx');
    await expectNoAxeViolations(page);
    // The converted document downloads as the PDF the application will hold.
    const statement = await download(
      question(page, 'conduct_explanation').getByRole('link', { name: 'Download PDF of statement.docx' }),
    );
    expect(statement.fileName).toBe('statement.pdf');
    expect((await pdfPages(statement.bytes)).join('\n')).toContain('Conduct statement of Ada');
    expect(Object.keys(await documentAnswers(page)).sort()).toEqual([
      'conduct_explanation',
      'fee_waiver_letter',
      'hs_transcript',
    ]);

    // Complete, submit, and download the whole application from the completion page.
    const answers = {
      ...COMPLETE_ANSWERS,
      first_name: 'Ada',
      last_name: 'Lovelace',
      app_fee_waiver: 'N',
      finance_fee_waiver: 'Y',
    };
    delete (answers as Record<string, unknown>).waiver_code;
    expect(await saveThroughApi(page, answers)).toBe(200);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/completion');
    const link = page.getByRole('link', { name: 'Download a PDF copy of your application' });
    await link.waitFor({ timeout: 30_000 });
    // The receipt lists what this applicant sent, and speaks of the transcript copy they uploaded.
    const sent = page.getByRole('heading', { level: 2, name: 'Documents you uploaded' }).locator('+ ul > li');
    expect(await sent.allTextContents()).toEqual([
      `Unofficial High School Transcript: transcript.jpg`,
      `${FEE_LETTER}: fee-letter.pdf`,
      `${CONDUCT}: statement.docx`,
    ]);
    await page.getByText('The copy you uploaded lets us begin', { exact: false }).waitFor();
    expect(await page.getByText('You did not upload', { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(page);
    const href = (await link.getAttribute('href')) ?? '';
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^attachment/);
    const applicationPdf = await response.body();

    // Tagged, titled and in English, so that a screen reader can read it.
    const info = await pdfInfo(applicationPdf);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^Title:\s+Undergraduate Application for Admission — Ada Lovelace$/m);
    const pages = await pdfPages(applicationPdf);
    const text = pages.join('\n');
    expect(text).toContain('Ada');
    expect(text).toContain('Lovelace');
    // The answers of each of the three pages, under its own heading.
    const about = text.slice(text.indexOf('About You'), text.indexOf('Your Academics'));
    const academics = text.slice(text.indexOf('Your Academics'), text.indexOf('Final Steps'));
    const finalSteps = text.slice(text.indexOf('Final Steps'));
    for (const [part, answer] of [
      [about, '12 Oak Street'],
      [about, '***-**-6789'],
      [academics, 'Clarke Central High School'],
      [finalSteps, '[X]'],
    ] as const)
      expect(part).toContain(answer);
    expect(text).not.toContain('123-45-6789');
    // Two columns: a long answer wraps within its column, beside its question's label.
    expect(text.replace(/\s+/g, ' ')).toContain(`Document attached for "${CONDUCT}"`);
    // The attachments come last, in the application's order (transcript, fee letter, conduct
    // letter), each after a caption page naming its question and file (issue 16).
    expect(pages.at(-3)).toContain('Fee waiver letter from Ms. Rivera');
    expect(pages.at(-2)).toContain('Attachment');
    expect(pages.at(-2)?.replace(/\s+/g, ' ')).toContain(CONDUCT);
    expect(pages.at(-1)).toContain('Conduct statement of Ada');
    // A running footer on every page: the applicant's name and 'Page x of y'.
    pages.forEach((page, index) => {
      expect(page).toContain('Ada Lovelace');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });

    await mkdir(SCREENSHOTS, { recursive: true });
    for (const number of [1, 2]) {
      const image = await pageAsPng(
        applicationPdf,
        `${SCREENSHOTS}application-pdf-page-${number}.png`,
        number,
      );
      expect(image.length).toBeGreaterThan(5_000);
    }

    // Another applicant cannot download it.
    const stranger = await site.newPage();
    expect((await stranger.request.get(href)).status()).toBe(401);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
