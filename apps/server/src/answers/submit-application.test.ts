import { formatMessage, MESSAGES, nextStepsFor, SERVER_MESSAGES } from '@portico/application';
import { eq } from 'drizzle-orm';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import { ZProfile } from '@portico/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm, SITE_ORIGIN } from '../../test/accounts-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { escapeHtml } from '../platform/mail';
import { applicants, documentAnswers } from '../platform/database/schema';

describe('POST /api/submit and POST /api/validations', () => {
  let testApp: MailedTestApp;
  beforeAll(async () => {
    testApp = await buildMailedTestApp();
  });
  afterAll(() => testApp.close());

  async function applicant() {
    const email = await signUpAndConfirm(testApp);
    const cookie = await logInAs(testApp, email);
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      testApp.app.inject({
        method,
        url,
        headers: { cookie, origin: SITE_ORIGIN },
        ...(payload ? { payload } : {}),
      });
    const profile = async () => ZProfile.parse((await call('GET', '/api/profile')).json());
    return { email, call, profile };
  }

  it('refuses an application with one required answer missing; the status stays', async () => {
    const { call, profile } = await applicant();
    const { legal_agree_3: _missing, ...incomplete } = COMPLETE_ANSWERS;
    expect((await call('PUT', '/api/answer', { answers: incomplete })).statusCode).toBe(200);
    await call('POST', '/api/web-status', { web_status: 'started' });
    await call('POST', '/api/web-status', { web_status: 'validating' });

    const response = await call('POST', '/api/submit');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: SERVER_MESSAGES.applicationIncomplete,
    });
    expect(Object.keys(response.json().errors)).toEqual(['legal_agree_3']);
    const after = await profile();
    expect(after.web_status).toHaveLength(2);
    expect(after.submission).toBeNull();
  });

  it('does not let forged validations make an incomplete application submit', async () => {
    const { call, profile } = await applicant();
    await call('PUT', '/api/answer', { answers: { first_name: 'Only' } });
    expect((await call('POST', '/api/validations', { errors: {} })).json()).toEqual({
      message: SERVER_MESSAGES.validationsSaved,
    });
    expect((await call('POST', '/api/submit')).statusCode).toBe(400);
    expect((await profile()).submission).toBeNull();
  });

  it('submits a complete application once, with a reference and a confirmation e-mail, then freezes it', async () => {
    const { email, call, profile } = await applicant();
    await call('PUT', '/api/answer', { answers: COMPLETE_ANSWERS });

    const [first, second] = await Promise.all([call('POST', '/api/submit'), call('POST', '/api/submit')]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json()).toEqual(second.json());
    const receipt = first.json();
    expect(receipt.message).toBe(MESSAGES.submitSuccess);
    expect(receipt.reference).toMatch(/^\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(Date.parse(receipt.submitted_at)).toBeGreaterThan(Date.now() - 60_000);

    const after = await profile();
    expect(after.web_status.map((entry) => entry.web_status)).toEqual(['started', 'validating', 'submitted']);
    expect(after.submission).toEqual({ reference: receipt.reference, submitted_at: receipt.submitted_at });

    const confirmations = testApp.mail.messages.filter((message) =>
      message.text?.includes(receipt.reference),
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.subject).toBe('We received your application to Harbor Valley State University');
    expect(JSON.stringify(confirmations[0]?.to)).toContain(email);
    // The receipt and what happens next, in both parts; the HTML under the institution's colour.
    const { text, html } = confirmations[0]!;
    // No document uploaded: the steps for one who sent none, and no word of a copy.
    const steps = nextStepsFor(testApp.siteConfig.nextSteps, []);
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) {
      expect(text).toContain(step);
      expect(html).toContain(escapeHtml(step));
    }
    expect(text).toContain(MESSAGES.completionNoDocuments);
    expect(text).not.toContain('The copy you uploaded');
    expect(text).toContain(MESSAGES.completionNextSteps);
    expect(html).toContain(`background: ${testApp.siteConfig.institution.colour}`);
    expect(html).toMatch(new RegExp(`white-space: nowrap">${receipt.reference}<`));

    const frozen = await call('PUT', '/api/answer', { answers: { first_name: 'Changed' } });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toEqual({ code: 'CONFLICT', message: SERVER_MESSAGES.applicationSubmitted });
    expect(
      (await call('PUT', '/api/tabs', { tab_id: 'phone_numbers', chosen_tab: 'us_phone' })).statusCode,
    ).toBe(409);
    expect((await profile()).answer.first_name).toBe(COMPLETE_ANSWERS.first_name);
    expect((await call('POST', '/api/web-status', { web_status: 'submitted' })).statusCode).toBe(200);
  });

  it('lists in its e-mail the documents the applicant uploaded, and the steps for one who sent them (issue 27)', async () => {
    const { email, call } = await applicant();
    await call('PUT', '/api/answer', { answers: COMPLETE_ANSWERS });
    const [owner] = await testApp.database.db
      .select({ id: applicants.id })
      .from(applicants)
      .where(eq(applicants.email, email));
    // A converted transcript, as the conversion job leaves it.
    await testApp.database.db.insert(documentAnswers).values({
      applicantId: owner!.id,
      answerKey: 'hs_transcript',
      status: 'COMPLETED',
      fileName: 'big.jpg',
      fileSize: 612_000,
    });
    const receipt = (await call('POST', '/api/submit')).json<{ reference: string }>();
    const mail = testApp.mail.messages.find((message) => message.text?.includes(receipt.reference));
    expect(mail?.text).toContain(
      `${MESSAGES.completionDocuments}:\n- ${formatMessage.sentDocument('Unofficial High School Transcript', 'big.jpg')}\n`,
    );
    const steps = nextStepsFor(testApp.siteConfig.nextSteps, [
      { key: 'hs_transcript', label: 'Unofficial High School Transcript', fileName: 'big.jpg' },
    ]);
    for (const step of steps) expect(mail?.text).toContain(step);
    expect(mail?.text).toContain('The copy you uploaded lets us begin');
    expect(mail?.text).not.toContain('You did not upload');
  });

  it('refuses malformed validations', async () => {
    const { call } = await applicant();
    for (const payload of [{}, { errors: 'x' }, { errors: { a: 'not a list' } }, { errors: {}, extra: 1 }]) {
      expect((await call('POST', '/api/validations', payload)).statusCode).toBe(400);
    }
  });
});
