import { SERVER_MESSAGES } from '@portico/application';
import type { ApplicationPdfResponse, ConversionResponse } from '@portico/contracts';
import { Document, Packer, Paragraph } from 'docx';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm } from '../../test/accounts-helpers';
import { apiCall, pngOf, presignAndUpload } from '../../test/documents-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { findApplicantByEmail } from '../accounts/find-applicant';
import { documentAnswers } from '../platform/database/schema';
import { RendererUnavailable, type PdfRenderer } from '../platform/pdf-renderer';
import { DEFAULT_LIMITS } from '../platform/throttle';

/**
 * A stand-in for Chromium that cannot start for its first `failures` calls (our fault, never the
 * applicant's), then prints one page of text.
 */
class FlakyRenderer implements PdfRenderer {
  calls = 0;
  constructor(public failures: number) {}

  private async print(): Promise<Buffer> {
    this.calls += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new RendererUnavailable(new Error('spawn /usr/bin/chromium ENOENT'));
    }
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.addPage([612, 792]).drawText('Printed', { x: 72, y: 700, size: 14, font });
    return Buffer.from(await document.save());
  }

  pageToPdf(): Promise<Buffer> {
    return this.print();
  }

  htmlToPdf(): Promise<Buffer> {
    return this.print();
  }

  async close(): Promise<void> {}
}

const statement = () =>
  Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('My personal statement.')] }] }));

/** Background work when it goes wrong: our failures are retried, and no applicant can flood it. */
describe('conversions and application PDFs when Chromium cannot start, and per-applicant limits', () => {
  let testApp: MailedTestApp;
  const renderer = new FlakyRenderer(0);

  beforeAll(async () => {
    testApp = await buildMailedTestApp({
      renderer,
      // One try again after 1 s, so that running out of tries fits in a test.
      jobRetries: { retryLimit: 1, retryDelaySeconds: 1 },
      limits: {
        ...DEFAULT_LIMITS,
        'upload-applicant': { limit: 6, windowMs: 60_000 },
        'conversion-applicant': { limit: 4, windowMs: 60_000 },
        'pdf-applicant': { limit: 3, windowMs: 60_000 },
      },
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp.close());

  async function applicant() {
    const email = await signUpAndConfirm(testApp);
    const cookie = await logInAs(testApp, email);
    const id = (await findApplicantByEmail(testApp.database.db, email))!.id;
    return { id, call: apiCall(testApp, cookie), cookie };
  }

  it('keeps a conversion IN_PROGRESS and its upload while Chromium cannot start, then completes it', async () => {
    const { id, call, cookie } = await applicant();
    renderer.failures = 1;
    const before = renderer.calls;
    const fileKey = await presignAndUpload(testApp, cookie, 'hs_transcript', await statement());
    await call('POST', '/api/pdf/document-answer/hs_transcript', {
      file_key: fileKey,
      file_name: 'statement.docx',
    });

    const seen = new Set<string>();
    let last: ConversionResponse | undefined;
    for (let attempt = 0; attempt < 150 && last?.status !== 'COMPLETED'; attempt += 1) {
      last = (await call('GET', '/api/pdf/document-answer/hs_transcript')).json<ConversionResponse>();
      seen.add(last.status);
      if (renderer.calls > before && last.status !== 'COMPLETED') {
        // Between tries the upload is still there: nothing was blamed on it. Read with the status in
        // one row: the conversion may complete (and its upload go) between two reads.
        const [row] = await testApp.database.db
          .select({ status: documentAnswers.status, fileKey: documentAnswers.fileKey })
          .from(documentAnswers)
          .where(eq(documentAnswers.applicantId, id));
        if (row?.status !== 'COMPLETED') expect(row?.fileKey).toBe(fileKey);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(last?.status).toBe('COMPLETED');
    expect(seen.has('FAILED')).toBe(false);
    expect(renderer.calls - before).toBe(2);
  });

  it('keeps the application PDF on its way while Chromium cannot start, then makes it', async () => {
    const { call } = await applicant();
    renderer.failures = 1;
    const seen = new Set<string>();
    let last: ApplicationPdfResponse | undefined;
    for (let attempt = 0; attempt < 150 && last?.status !== 'COMPLETED'; attempt += 1) {
      last = (await call('GET', '/api/pdf')).json<ApplicationPdfResponse>();
      seen.add(last.status);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(last?.status).toBe('COMPLETED');
    expect(seen.has('FAILED')).toBe(false);
  });

  it('ends FAILED with a message that asks to try again once every try has failed, never blaming the file', async () => {
    const { call, cookie } = await applicant();
    renderer.failures = 100;
    try {
      const fileKey = await presignAndUpload(testApp, cookie, 'conduct_explanation', await statement());
      await call('POST', '/api/pdf/document-answer/conduct_explanation', {
        file_key: fileKey,
        file_name: 'statement.docx',
      });
      await expect
        .poll(async () => (await call('GET', '/api/pdf/document-answer/conduct_explanation')).json(), {
          timeout: 25_000,
          interval: 200,
        })
        .toEqual({ status: 'FAILED', message: SERVER_MESSAGES.conversionStalled, url: null });
      await expect
        .poll(async () => (await call('GET', '/api/pdf')).json(), { timeout: 25_000, interval: 200 })
        .toEqual({ status: 'FAILED', message: SERVER_MESSAGES.applicationPdfFailed, url: null });
    } finally {
      renderer.failures = 0;
    }
  });

  it('gives out exactly the limit of upload forms when 100 are asked for at once', async () => {
    const { call } = await applicant();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => call('POST', '/api/presigned-url', { answer_key: 'hs_transcript' })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(94);
  });

  it('refuses an applicant who asks for upload forms, conversions or PDFs far too often, with a message to show', async () => {
    const { call, cookie } = await applicant();
    const keys: string[] = [];
    for (let n = 0; n < 6; n += 1)
      keys.push(await presignAndUpload(testApp, cookie, 'hs_transcript', pngOf(4, 3)));
    const seventh = await call('POST', '/api/presigned-url', { answer_key: 'hs_transcript' });
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json()).toMatchObject({ code: 'RATE_LIMITED', message: SERVER_MESSAGES.tooManyUploads });
    expect(seventh.headers['retry-after']).toBeDefined();

    const conversions = [];
    for (const fileKey of keys.slice(0, 5)) {
      conversions.push(
        await call('POST', '/api/pdf/document-answer/hs_transcript', {
          file_key: fileKey,
          file_name: 't.png',
        }),
      );
    }
    expect(conversions.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 429]);
    expect(conversions[4]?.json().message).toBe(SERVER_MESSAGES.tooManyUploads);

    // The conversion ends before the renders are counted: its end changes what a PDF is made
    // from, and the next request would queue a render for it (on a busy machine it ended mid-loop).
    await expect
      .poll(async () => (await call('GET', '/api/pdf/document-answer/hs_transcript')).json().status, {
        timeout: 25_000,
      })
      .toBe('COMPLETED');
    // Renders are counted when one is queued; polling one on its way is free.
    const renders = [];
    for (let n = 0; n < 4; n += 1) {
      await call('PUT', '/api/answer', { answers: { first_name: `Ana${n}` } });
      renders.push(await call('GET', '/api/pdf'));
      await call('GET', '/api/pdf');
    }
    expect(renders.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
    expect(renders[3]?.json().message).toBe(SERVER_MESSAGES.tooManyPdfRequests);

    // Another applicant is not held back by the first one's limits.
    const other = await applicant();
    expect((await other.call('POST', '/api/presigned-url', { answer_key: 'hs_transcript' })).statusCode).toBe(
      200,
    );
  });
});
