import { MESSAGES, siteConfigIn, STATUS_MESSAGES } from '@portico/application';
import { ES } from '@portico/application/catalogue-es';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import { ZApplicationStatus, ZProfile, type ApplicationStatus } from '@portico/contracts';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm } from '../../test/accounts-helpers';
import { apiCall, pngOf, presignAndUpload } from '../../test/documents-helpers';
import { getAs, signedInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import {
  applicantUpdates,
  applicationDecisions,
  applications,
  checklistReceipts,
  documentAnswers,
} from '../platform/database/schema';
import type { PdfRenderer } from '../platform/pdf-renderer';
import { letterHtml } from './decision-letter-pdf';
import { releasedDecision } from './read-application-status';
import type { StatusRow } from './read-status-row';

/** Chromium's stand-in: keeps the HTML it was asked to print and answers a PDF. */
class LetterRenderer implements PdfRenderer {
  readonly printed: string[] = [];

  async htmlToPdf(html: string): Promise<Buffer> {
    this.printed.push(html);
    const document = await PDFDocument.create();
    document.addPage([612, 792]);
    return Buffer.from(await document.save());
  }

  pageToPdf(): Promise<Buffer> {
    return Promise.reject(new Error('no page is printed here'));
  }

  async close(): Promise<void> {}
}

describe('the applicant after submitting: GET /api/status, late uploads, contact details (issue 28)', () => {
  let testApp: MailedTestApp;
  const renderer = new LetterRenderer();
  beforeAll(async () => {
    testApp = await buildMailedTestApp({ renderer });
  });
  afterAll(() => testApp.close());

  /** A new applicant who submitted the complete application, with `answers` over it. */
  async function submittedApplicant(answers: Record<string, unknown> = {}) {
    const email = await signUpAndConfirm(testApp);
    const cookie = await logInAs(testApp, email);
    const call = apiCall(testApp, cookie);
    expect(
      (await call('PUT', '/api/answer', { answers: { ...COMPLETE_ANSWERS, ...answers } })).statusCode,
    ).toBe(200);
    const submitted = await call('POST', '/api/submit');
    expect(submitted.statusCode).toBe(200);
    const id = (
      await testApp.database.db
        .select({ id: applications.applicantId })
        .from(applications)
        .where(eq(applications.reference, submitted.json<{ reference: string }>().reference))
    )[0]!.id;
    const status = async () => {
      const response = await call('GET', '/api/status');
      expect(response.statusCode).toBe(200);
      return ZApplicationStatus.parse(response.json());
    };
    return { id, email, cookie, call, status, reference: submitted.json<{ reference: string }>().reference };
  }
  const item = (status: ApplicationStatus, key: string) =>
    status.checklist.items.find((entry) => entry.key === key)!;
  const updatesOf = (applicantId: string) =>
    testApp.database.db
      .select({ kind: applicantUpdates.kind, detail: applicantUpdates.detail })
      .from(applicantUpdates)
      .where(eq(applicantUpdates.applicantId, applicantId));

  it('answers 401 without a session and 409 before the submit', async () => {
    const nobody = apiCall(testApp, '');
    expect((await nobody('GET', '/api/status')).statusCode).toBe(401);
    expect((await nobody('PUT', '/api/status/contact', { answers: { phone_home: '' } })).statusCode).toBe(
      401,
    );
    expect((await nobody('GET', '/api/status/letter.pdf')).statusCode).toBe(401);

    const email = await signUpAndConfirm(testApp);
    const call = apiCall(testApp, await logInAs(testApp, email));
    const early = await call('GET', '/api/status');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: STATUS_MESSAGES.notSubmitted });
  });

  it('shows each applicant their own receipt, checklist and contact answers, and nothing of another', async () => {
    const ana = await submittedApplicant();
    const ben = await submittedApplicant({ first_name: 'Ben', phone_mobile: '(404) 555-0199' });
    // Staff received Ana's counselor letter: Ana's checklist says so, Ben's does not.
    await testApp.database.db
      .insert(checklistReceipts)
      .values({ applicantId: ana.id, itemKey: 'counselor_letter', receivedOn: '2026-11-20' });

    const anas = await ana.status();
    expect(anas.reference).toBe(ana.reference);
    expect(item(anas, 'counselor_letter')).toEqual({
      key: 'counselor_letter',
      label: 'Counselor recommendation letter',
      required: true,
      received_on: '2026-11-20',
      upload: null,
    });
    // Missing, and a file question fulfils it: the page offers the upload.
    expect(item(anas, 'transcript')).toMatchObject({
      received_on: null,
      upload: { answer_key: 'hs_transcript', label: 'Unofficial High School Transcript' },
    });
    expect(anas.checklist.complete).toBe(false);
    expect(anas.contact.find((entry) => entry.key === 'phone_mobile')).toEqual({
      key: 'phone_mobile',
      label: 'Cell Phone',
      kind: 'phone',
      value: COMPLETE_ANSWERS.phone_mobile,
    });
    // Who marked an item is the office's: not in the applicant's answer.
    expect(JSON.stringify(anas)).not.toContain('staff');

    const bens = await ben.status();
    expect(bens.reference).toBe(ben.reference);
    expect(bens.reference).not.toBe(ana.reference);
    expect(item(bens, 'counselor_letter').received_on).toBeNull();
    expect(bens.contact.find((entry) => entry.key === 'phone_mobile')?.value).toBe('(404) 555-0199');
    // No way to name another application: a query is not read.
    const asked = await ben.call('GET', `/api/status?applicant_id=${ana.id}`);
    expect(ZApplicationStatus.parse(asked.json()).reference).toBe(ben.reference);
  });

  it('never shows a decision before its release, then shows it with its letter filled in', async () => {
    const ana = await submittedApplicant();
    const ben = await submittedApplicant();
    await testApp.database.db.insert(applicationDecisions).values({ applicantId: ana.id, decision: 'admit' });
    expect((await ana.status()).decision).toBeNull();
    expect((await ana.call('GET', '/api/status/letter.pdf')).statusCode).toBe(404);

    // A release still to come is not one either.
    await testApp.database.db
      .update(applicationDecisions)
      .set({ releasedAt: new Date(Date.now() + 3_600_000) })
      .where(eq(applicationDecisions.applicantId, ana.id));
    expect((await ana.status()).decision).toBeNull();

    const releasedAt = new Date('2026-11-20T14:00:00.000Z');
    await testApp.database.db
      .update(applicationDecisions)
      .set({ releasedAt })
      .where(eq(applicationDecisions.applicantId, ana.id));
    const { decision } = await ana.status();
    expect(decision).toEqual({
      label: 'Admit',
      released_at: releasedAt.toISOString(),
      letter: [
        'Dear Ana,',
        `Congratulations! We are delighted to offer you admission to ${testApp.siteConfig.institution.name} for Fall 2027.`,
        `Your reference number is ${ana.reference}. We will write to you soon about the next steps.`,
      ],
      untranslated: [],
    });
    // Ana's decision is Ana's.
    expect((await ben.status()).decision).toBeNull();
    expect((await ben.call('GET', '/api/status/letter.pdf')).statusCode).toBe(404);

    const pdf = await ana.call('GET', '/api/status/letter.pdf?tz=Asia/Tokyo');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('decision-letter.pdf');
    const printed = renderer.printed.at(-1)!;
    // 14:00 UTC on November 20 is still November 20 in Tokyo (23:00), the day in words.
    expect(printed).toContain('November 20, 2026');
    expect(printed).toContain('Congratulations!');
    expect(printed).toContain(ana.reference);
    expect((await ana.call('GET', '/api/status/letter.pdf?tz=Mars/Olympus')).statusCode).toBe(400);
  });

  it('escapes the applicant’s own text in the printed letter', async () => {
    const ana = await submittedApplicant({ first_name: '<b>Ana</b>' });
    await testApp.database.db
      .insert(applicationDecisions)
      .values({ applicantId: ana.id, decision: 'admit', releasedAt: new Date() });
    expect((await ana.call('GET', '/api/status/letter.pdf')).statusCode).toBe(200);
    const printed = renderer.printed.at(-1)!;
    expect(printed).toContain('Dear &#60;b&#62;Ana&#60;/b&#62;,');
    expect(printed).not.toContain('<b>Ana');
  });

  it('answers a Spanish request in Spanish: labels, the checklist, the validator’s refusals, the decision and its letter (issue 32)', async () => {
    const ana = await submittedApplicant();
    const spanish = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      testApp.app.inject({
        method,
        url,
        headers: { cookie: ana.cookie, origin: 'http://localhost:3000', 'accept-language': 'es' },
        ...(payload ? { payload } : {}),
      });
    const status = ZApplicationStatus.parse((await spanish('GET', '/api/status')).json());
    expect(status.contact.find((entry) => entry.key === 'phone_mobile')?.label).toBe(
      ES.definition('Cell Phone'),
    );
    expect(item(status, 'transcript').upload?.label).toBe(ES.definition('Unofficial High School Transcript'));
    // The institution's own words in the Spanish the configuration gives them.
    expect(status.checklist.items.map((entry) => entry.label)).toEqual([
      'Expediente académico de la escuela secundaria',
      'Puntajes del SAT o del ACT',
      'Carta de recomendación del consejero escolar',
      'Carta del consejero escolar para la exención de la cuota',
    ]);

    const bad = await spanish('PUT', '/api/status/contact', { answers: { phone_mobile: '555' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: ES.status.contactInvalid,
      errors: { phone_mobile: [ES.messages.phoneMobileInvalid] },
    });
    const unchanged = await spanish('PUT', '/api/status/contact', {
      answers: { phone_mobile: COMPLETE_ANSWERS.phone_mobile },
    });
    expect(unchanged.json()).toEqual({ message: ES.status.contactUnchanged });

    await testApp.database.db
      .insert(applicationDecisions)
      .values({ applicantId: ana.id, decision: 'admit', releasedAt: new Date('2026-11-20T14:00:00.000Z') });
    const { decision } = ZApplicationStatus.parse((await spanish('GET', '/api/status')).json());
    expect(decision).toMatchObject({
      label: 'Admisión',
      letter: [
        'Estimado/a Ana:',
        '¡Felicitaciones! Nos complace ofrecerle la admisión a Harbor Valley State University para el periodo de Otoño de 2027.',
        `Su número de referencia es ${ana.reference}. Pronto le escribiremos sobre los siguientes pasos.`,
      ],
      untranslated: [],
    });
    expect((await spanish('GET', '/api/status/letter.pdf')).statusCode).toBe(200);
    const printed = renderer.printed.at(-1)!;
    expect(printed).toContain('<html lang="es">');
    expect(printed).toContain(ES.formatStatus.letterTitle('Harbor Valley State University'));
    expect(printed).toContain(ES.formatStatus.letterReference(ana.reference));
    expect(printed).toContain('20 de noviembre de 2026');
    expect(printed).toContain('<p>¡Felicitaciones! Nos complace ofrecerle la admisión');
    expect(printed).not.toContain('lang="en"');
  });

  it('shows a decision the configuration does not translate in English, marked so, in a Spanish letter (issue 32)', () => {
    const file = { ...testApp.siteConfigFile };
    file.decisions = [
      { key: 'admit', label: 'Admit', reasons: [], letter: ['Dear {first_name},', 'Welcome.'] },
    ];
    const row = {
      reference: '2026-AB12-CD34',
      stored: { answers: { first_name: 'Ana' }, tabs: {}, addAnother: {}, ssnCiphertext: null },
      released: { decision: 'admit', at: new Date('2026-11-20T14:00:00.000Z') },
    } as unknown as StatusRow;
    const decision = releasedDecision(siteConfigIn(file, 'es'), row);
    expect(decision).toMatchObject({
      label: 'Admit',
      letter: ['Dear Ana,', 'Welcome.'],
      untranslated: ['Admit', 'Dear Ana,', 'Welcome.'],
    });
    const html = letterHtml(
      {
        institution: 'Harbor Valley State University',
        releasedOn: '20 de noviembre de 2026',
        reference: row.reference,
        paragraphs: decision!.letter,
        untranslated: decision!.untranslated,
      },
      ES,
    );
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<p><span lang="en">Dear Ana,</span></p><p><span lang="en">Welcome.</span></p>');
  });

  it('takes an upload for a missing checklist item after the submit, logged; refuses any other document', async () => {
    const ana = await submittedApplicant();
    // A file question no checklist item asks for: refused, nothing stored or logged.
    const refused = await ana.call('POST', '/api/presigned-url', { answer_key: 'conduct_explanation' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: STATUS_MESSAGES.documentNotMissing });

    const fileKey = await presignAndUpload(testApp, ana.cookie, 'hs_transcript', pngOf());
    const requested = await ana.call('POST', '/api/pdf/document-answer/hs_transcript', {
      file_key: fileKey,
      file_name: 'transcript.png',
    });
    expect(requested.statusCode).toBe(200);
    expect(await updatesOf(ana.id)).toEqual([
      { kind: 'document', detail: 'High school transcript: transcript.png' },
    ]);
    // The conversion ends (a PNG needs no Chromium); the item is then received.
    let converted = '';
    for (let tries = 0; tries < 150 && converted !== 'COMPLETED'; tries += 1) {
      converted = (await ana.call('GET', '/api/pdf/document-answer/hs_transcript')).json<{ status: string }>()
        .status;
      if (converted !== 'COMPLETED') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(converted).toBe('COMPLETED');
    expect(item(await ana.status(), 'transcript').received_on).not.toBeNull();

    // Received now: final like every other document, and it cannot be deleted.
    const again = await ana.call('POST', '/api/presigned-url', { answer_key: 'hs_transcript' });
    expect(again.statusCode).toBe(409);
    expect((await ana.call('DELETE', '/api/document-answer/hs_transcript')).statusCode).toBe(409);
    const rows = await testApp.database.db
      .select({ key: documentAnswers.answerKey, status: documentAnswers.status })
      .from(documentAnswers)
      .where(eq(documentAnswers.applicantId, ana.id));
    expect(rows).toEqual([{ key: 'hs_transcript', status: 'COMPLETED' }]);
    expect(await updatesOf(ana.id)).toHaveLength(1);
  });

  it('refuses an upload for an item staff have already received', async () => {
    const ana = await submittedApplicant();
    await testApp.database.db
      .insert(checklistReceipts)
      .values({ applicantId: ana.id, itemKey: 'fee_waiver', receivedOn: '2026-11-20' });
    const refused = await ana.call('POST', '/api/presigned-url', { answer_key: 'fee_waiver_letter' });
    expect(refused.statusCode).toBe(409);
    expect(await updatesOf(ana.id)).toEqual([]);
  });

  it('changes contact details checked by the form’s validator, logged and shown to staff', async () => {
    const ana = await submittedApplicant();
    const answersNow = async () => ZProfile.parse((await ana.call('GET', '/api/profile')).json()).answer;
    const before = await answersNow();

    const bad = await ana.call('PUT', '/api/status/contact', { answers: { phone_mobile: '555' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: STATUS_MESSAGES.contactInvalid,
      errors: { phone_mobile: [MESSAGES.phoneMobileInvalid] },
    });
    // Another answer is not a contact detail.
    const foreign = await ana.call('PUT', '/api/status/contact', { answers: { first_name: 'Zed' } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('first_name');
    expect(await answersNow()).toEqual(before);
    expect(await updatesOf(ana.id)).toEqual([]);

    const saved = await ana.call('PUT', '/api/status/contact', {
      answers: { phone_mobile: '(404) 555-0123', phone_home: '(404) 555-0100' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: STATUS_MESSAGES.contactSaved });
    expect(await answersNow()).toEqual({
      ...before,
      phone_mobile: '(404) 555-0123',
      phone_home: '(404) 555-0100',
    });
    expect(await updatesOf(ana.id)).toEqual([
      { kind: 'contact', detail: 'Cell Phone: (404) 555-0123; Home Phone: (404) 555-0100' },
    ]);
    // The same again changes nothing and logs nothing.
    const same = await ana.call('PUT', '/api/status/contact', {
      answers: { phone_mobile: '(404) 555-0123' },
    });
    expect(same.json()).toEqual({ message: STATUS_MESSAGES.contactUnchanged });
    expect(await updatesOf(ana.id)).toHaveLength(1);

    const reader = await signedInStaff(testApp, 'status.reader@harborvalley.example.edu', 'reader');
    const seen = await getAs(testApp, `/staff-api/applications/${ana.id}`, reader);
    expect(seen.json<{ applicant_updates: unknown[] }>().applicant_updates).toEqual([
      {
        kind: 'contact',
        detail: 'Cell Phone: (404) 555-0123; Home Phone: (404) 555-0100',
        at: expect.any(String),
      },
    ]);
  });
});
