import type { ApplicationPdfResponse } from '@portico/contracts';
import { parse as parseContentDisposition } from 'content-disposition';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm } from '../../test/accounts-helpers';
import { apiCall, pngOf, presignAndUpload } from '../../test/documents-helpers';
import { pdfText } from '../../test/poppler';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { RecordingRenderer } from '../../test/recording-renderer';
import { ES } from '@portico/application/catalogue-es';

describe('the whole-application PDF (GET /api/pdf)', () => {
  let testApp: MailedTestApp;
  let cookie: string;
  const renderer = new RecordingRenderer();

  beforeAll(async () => {
    testApp = await buildMailedTestApp({ renderer });
    // The job prints the print view from the server's own address.
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    cookie = await logInAs(testApp, await signUpAndConfirm(testApp));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (...args: Parameters<ReturnType<typeof apiCall>>) => apiCall(testApp, cookie)(...args);
  async function settled(): Promise<ApplicationPdfResponse> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const body = (await call('GET', '/api/pdf')).json<ApplicationPdfResponse>();
      if (body.status === 'COMPLETED' || body.status === 'FAILED') return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the application PDF was not made');
  }

  it('is made once, from the print view with a token of its own, with the documents appended', async () => {
    const fileKey = await presignAndUpload(testApp, cookie, 'hs_transcript', pngOf(30, 20));
    await call('POST', '/api/pdf/document-answer/hs_transcript', { file_key: fileKey, file_name: 't.png' });
    await expect
      .poll(async () => (await call('GET', '/api/pdf/document-answer/hs_transcript')).json().status, {
        timeout: 20_000,
      })
      .toBe('COMPLETED');

    const first = (await call('GET', '/api/pdf')).json<ApplicationPdfResponse>();
    expect(first).toEqual({ status: 'UNPROCESSED', message: '', url: null });
    expect((await call('GET', '/api/pdf')).json<ApplicationPdfResponse>().status).toMatch(
      /^(UNPROCESSED|IN_PROGRESS|COMPLETED)$/,
    );
    const done = await settled();
    expect(done).toMatchObject({ status: 'COMPLETED', message: '' });
    expect(renderer.printed).toHaveLength(1);
    const printed = new URL(renderer.printed[0]!);
    expect(printed.pathname).toBe('/about');
    expect(printed.hostname).toBe('127.0.0.1');
    // The print view prints in the applicant's language (issue 32).
    expect(printed.searchParams.get('lang')).toBe('en');
    // The job's token lived only while it printed.
    const token = printed.searchParams.get('service_token')!;
    const late = await testApp.app.inject({ method: 'GET', url: `/service/tmp-pdf?service_token=${token}` });
    expect(late.statusCode).toBe(401);

    const download = await call('GET', done.url!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(parseContentDisposition(String(download.headers['content-disposition']))).toEqual({
      type: 'attachment',
      parameters: { filename: 'application.pdf' },
    });
    const pdf = await PDFDocument.load(download.rawPayload);
    expect(pdf.getPageCount()).toBe(3); // the print view, the transcript's caption page, the transcript
    expect(pdf.getTitle()).toBe('Undergraduate Application for Admission — Ada Lovelace');
    const text = await pdfText(download.rawPayload);
    expect(text).toContain('The print view');
    expect(text).toContain('Attachment');
    expect(text).toContain('Page 3 of 3');

    // Asked again with nothing changed: the same copy, nothing printed again.
    expect(await settled()).toEqual(done);
    expect(renderer.printed).toHaveLength(1);
  });

  it('is made again once the answers change', async () => {
    const before = await settled();
    expect((await call('PUT', '/api/answer', { answers: { first_name: 'Ada' } })).statusCode).toBe(200);
    const after = await settled();
    expect(after.url).not.toBe(before.url);
    expect(renderer.printed).toHaveLength(2);
    // The link offers the new copy.
    expect((await call('GET', after.url!)).statusCode).toBe(200);
  });

  it('leaves out the transcript once its tab is switched away from, which deletes the copy (spec 4, Tabs)', async () => {
    const tabs = { tab_id: 'transcript_copy', chosen_tab: 'school_sends_transcript' };
    expect((await call('PUT', '/api/tabs', tabs)).statusCode).toBe(200);
    const hidden = await settled();
    const pdf = await PDFDocument.load((await call('GET', hidden.url!)).rawPayload);
    expect(pdf.getPageCount()).toBe(1); // the print view alone

    // Switching back shows the upload empty: the copy went with the switch.
    const back = { tab_id: 'transcript_copy', chosen_tab: 'upload_transcript' };
    expect((await call('PUT', '/api/tabs', back)).statusCode).toBe(200);
    expect((await call('GET', '/api/document-answer')).json()).not.toHaveProperty('hs_transcript');
    const shown = await settled();
    expect((await PDFDocument.load((await call('GET', shown.url!)).rawPayload)).getPageCount()).toBe(1);
  });

  it('is printed in the applicant’s language: the print view asked for it, the furniture and captions in it (issue 32)', async () => {
    const spanish = await logInAs(testApp, await signUpAndConfirm(testApp));
    const spanishCall = apiCall(testApp, spanish);
    const chosen = await spanishCall('PUT', '/api/account/language', { language: 'es' });
    expect(chosen.statusCode).toBe(200);
    const fileKey = await presignAndUpload(testApp, spanish, 'hs_transcript', pngOf(30, 20));
    await spanishCall('POST', '/api/pdf/document-answer/hs_transcript', {
      file_key: fileKey,
      file_name: 't.png',
    });
    await expect
      .poll(async () => (await spanishCall('GET', '/api/pdf/document-answer/hs_transcript')).json().status, {
        timeout: 20_000,
      })
      .toBe('COMPLETED');
    const printedBefore = renderer.printed.length;
    let done: ApplicationPdfResponse | undefined;
    for (let attempt = 0; attempt < 100 && !done; attempt += 1) {
      const body = (await spanishCall('GET', '/api/pdf')).json<ApplicationPdfResponse>();
      if (body.status === 'COMPLETED') done = body;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(done?.url).toBeTruthy();
    expect(new URL(renderer.printed[printedBefore]!).searchParams.get('lang')).toBe('es');
    const download = await spanishCall('GET', done!.url!);
    const pdf = await PDFDocument.load(download.rawPayload);
    expect(pdf.getPageCount()).toBe(3);
    const text = await pdfText(download.rawPayload);
    expect(text).toContain('Documento adjunto');
    expect(text).toContain(ES.definition('Unofficial High School Transcript'));
    expect(text).toContain('Página 3 de 3');
    expect(text).not.toMatch(/Attachment|Page \d of|\{[a-z_]+\}/);
  });
});
