import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import { ES } from '@portico/application/catalogue-es';
import type { ConversionResponse } from '@portico/contracts';
import { parse as parseContentDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm } from '../../test/accounts-helpers';
import { apiCall, pngOf, presignAndUpload } from '../../test/documents-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { findApplicantByEmail } from '../accounts/find-applicant';
import { applications, documentAnswers } from '../platform/database/schema';

describe('document conversion', () => {
  let testApp: MailedTestApp;
  let cookie: string;
  let otherCookie: string;
  let applicantId: string;
  let otherId: string;
  const objectsDir = join(tmpdir(), `portico-objects-${randomUUID()}`);
  const PNG = pngOf(40, 30);

  beforeAll(async () => {
    testApp = await buildMailedTestApp({ objectsDir });
    const email = await signUpAndConfirm(testApp);
    cookie = await logInAs(testApp, email);
    const otherEmail = await signUpAndConfirm(testApp);
    otherCookie = await logInAs(testApp, otherEmail);
    applicantId = (await findApplicantByEmail(testApp.database.db, email))!.id;
    otherId = (await findApplicantByEmail(testApp.database.db, otherEmail))!.id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (...args: Parameters<ReturnType<typeof apiCall>>) => apiCall(testApp, cookie)(...args);
  const convert = (key: string, fileKey: string, fileName = 'transcript.png', as = cookie) =>
    call('POST', `/api/pdf/document-answer/${key}`, { file_key: fileKey, file_name: fileName }, as);
  /** Polls as the browser does until the conversion is neither UNPROCESSED nor IN_PROGRESS. */
  async function settled(key: string): Promise<ConversionResponse> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const body = (await call('GET', `/api/pdf/document-answer/${key}`)).json<ConversionResponse>();
      if (body.status !== 'UNPROCESSED' && body.status !== 'IN_PROGRESS') return body;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the conversion of ${key} did not end`);
  }
  const rowOf = async (key: string) =>
    (
      await testApp.database.db
        .select()
        .from(documentAnswers)
        .where(eq(documentAnswers.answerKey, key))
        .then((rows) => rows.filter((row) => row.applicantId === applicantId))
    )[0];

  it('answers NOT_ANSWERED before any upload, and 404 for a question without a file', async () => {
    expect((await call('GET', '/api/pdf/document-answer/hs_transcript')).json()).toEqual({
      status: 'NOT_ANSWERED',
      message: '',
      url: null,
    });
    expect((await call('GET', '/api/pdf/document-answer/first_name')).statusCode).toBe(404);
  });

  it('converts an uploaded PNG to a one-page PDF and answers the question with its name and size', async () => {
    const fileKey = await presignAndUpload(testApp, cookie, 'hs_transcript', PNG);
    const queued = await convert('hs_transcript', fileKey);
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toEqual({ status: 'UNPROCESSED', message: '', url: null });

    expect(await settled('hs_transcript')).toEqual({
      status: 'COMPLETED',
      message: '',
      url: '/api/pdf/document-answer/hs_transcript/file',
    });
    expect((await call('GET', '/api/document-answer')).json()).toEqual({
      hs_transcript: { status: 'ANSWERED', file_name: 'transcript.png', file_size: PNG.length },
    });
    const row = await rowOf('hs_transcript');
    const pdf = await PDFDocument.load(await readFile(join(objectsDir, row!.pdfKey!)));
    expect(pdf.getPageCount()).toBe(1);
    // The original is not kept once it is a PDF.
    expect(existsSync(join(objectsDir, fileKey))).toBe(false);
    expect((await call('GET', '/api/document-answer', undefined, otherCookie)).json()).toEqual({});
  });

  it('keeps the file name without control characters or bidi overrides', async () => {
    const fileKey = await presignAndUpload(testApp, cookie, 'hs_transcript', PNG);
    // Shown as 'transcriptgnp.png' with the override, and a newline that would split a log line.
    expect((await convert('hs_transcript', fileKey, 'tran\nscript\u202Egnp.png')).statusCode).toBe(200);
    await settled('hs_transcript');
    expect((await call('GET', '/api/document-answer')).json()).toEqual({
      hs_transcript: { status: 'ANSWERED', file_name: 'transcriptgnp.png', file_size: PNG.length },
    });
    // As before, for the tests that follow.
    await convert('hs_transcript', await presignAndUpload(testApp, cookie, 'hs_transcript', PNG));
    await settled('hs_transcript');
  });

  it('downloads the converted PDF as an attachment, to its owner only', async () => {
    const { url } = await settled('hs_transcript');
    const download = await call('GET', url!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(parseContentDisposition(String(download.headers['content-disposition']))).toEqual({
      type: 'attachment',
      parameters: { filename: 'transcript.pdf' },
    });
    expect((await PDFDocument.load(download.rawPayload)).getPageCount()).toBe(1);

    const stranger = await call('GET', url!, undefined, otherCookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(SERVER_MESSAGES.documentPdfMissing);
    const anonymous = await testApp.app.inject({ method: 'GET', url: url! });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', '/api/pdf/document-answer/conduct_explanation/file')).statusCode).toBe(404);
    expect((await call('GET', '/api/pdf/document-answer/first_name/file')).statusCode).toBe(404);
  });

  it('ends FAILED with a message for a program renamed .pdf, and answers nothing', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2_000, 0x90)]);
    const fileKey = await presignAndUpload(testApp, cookie, 'conduct_explanation', program);
    expect((await convert('conduct_explanation', fileKey, 'essay.pdf')).statusCode).toBe(200);
    const ended = await settled('conduct_explanation');
    expect(ended.status).toBe('FAILED');
    expect(ended.message.length).toBeGreaterThan(10);
    // The job stored its refusal in English; a Spanish request reads it in Spanish (issue 32).
    const spanish = await testApp.app.inject({
      method: 'GET',
      url: '/api/pdf/document-answer/conduct_explanation',
      headers: { cookie, 'accept-language': 'es' },
    });
    const english = Object.keys(SERVER_MESSAGES).find(
      (key) => SERVER_MESSAGES[key as keyof typeof SERVER_MESSAGES] === ended.message,
    );
    expect(english).toBeDefined();
    expect(spanish.json<ConversionResponse>()).toEqual({
      ...ended,
      message: ES.server[english as keyof typeof ES.server],
    });
    expect((await call('GET', '/api/document-answer')).json()).not.toHaveProperty('conduct_explanation');

    // The applicant has seen the error: the conversion is deleted.
    expect((await call('DELETE', '/api/pdf/document-answer/conduct_explanation')).json()).toEqual({
      message: SERVER_MESSAGES.conversionDeleted,
    });
    expect((await settled('conduct_explanation')).status).toBe('NOT_ANSWERED');
  });

  it("refuses another applicant's upload, a key that was never uploaded and a bad file name, changing nothing", async () => {
    const theirs = await presignAndUpload(testApp, otherCookie, 'hs_transcript', PNG);
    const before = await rowOf('hs_transcript');
    const refused = await convert('hs_transcript', theirs);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(SERVER_MESSAGES.uploadNotFound);
    const never = `uploads/${applicantId}/hs_transcript/never-uploaded`;
    expect((await convert('hs_transcript', never)).statusCode).toBe(404);
    expect((await convert('hs_transcript', '../../etc/passwd')).statusCode).toBe(404);

    const mine = await presignAndUpload(testApp, cookie, 'hs_transcript', PNG);
    const wrongType = await convert('hs_transcript', mine, 'transcript.exe');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe(MESSAGES.fileWrongType);
    const longName = await convert('hs_transcript', mine, `${'a'.repeat(29)}.png`);
    expect(longName.statusCode).toBe(400);
    expect(longName.json().message).toBe(MESSAGES.fileNameTooLong);
    expect(await rowOf('hs_transcript')).toEqual(before);
  });

  it('lets a new upload replace the document, and a late job of the old one change nothing', async () => {
    const first = await presignAndUpload(testApp, cookie, 'conduct_explanation', PNG);
    const second = await presignAndUpload(testApp, cookie, 'conduct_explanation', pngOf(10, 10));
    await convert('conduct_explanation', first, 'first.png');
    await convert('conduct_explanation', second, 'second.png');
    expect(await settled('conduct_explanation')).toMatchObject({ status: 'COMPLETED', message: '' });
    const answers = (await call('GET', '/api/document-answer')).json<Record<string, { file_name: string }>>();
    expect(answers.conduct_explanation?.file_name).toBe('second.png');
  });

  // A missing checklist item's document is the one exception (issue 28, status/status.test.ts).
  it('keeps a submitted application’s documents as they are (409)', async () => {
    const fileKey = await presignAndUpload(testApp, otherCookie, 'conduct_explanation', PNG);
    await testApp.database.db
      .insert(applications)
      .values({ applicantId: otherId, submittedAt: new Date() })
      .onConflictDoUpdate({ target: applications.applicantId, set: { submittedAt: new Date() } });
    const as = otherCookie;
    expect((await convert('conduct_explanation', fileKey, 'transcript.png', as)).statusCode).toBe(409);
    expect(
      (await call('POST', '/api/presigned-url', { answer_key: 'conduct_explanation' }, as)).statusCode,
    ).toBe(409);
    expect((await call('DELETE', '/api/document-answer/conduct_explanation', undefined, as)).statusCode).toBe(
      409,
    );
    expect(
      (await call('DELETE', '/api/pdf/document-answer/conduct_explanation', undefined, as)).statusCode,
    ).toBe(409);
  });
});
