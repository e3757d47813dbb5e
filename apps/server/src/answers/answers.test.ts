import { MESSAGES } from '@portico/application';
import { ZProfile } from '@portico/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm, SITE_ORIGIN } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { startTestMailServer, type TestMailServer } from '../../test/test-mail-server';
import { applications } from '../platform/database/schema';
import { findApplicantByEmail } from '../accounts/find-applicant';
import { createPrefillToken } from './prefill-tokens';

describe('the applicant’s application', () => {
  let testApp: TestApp;
  let mail: TestMailServer;
  let cookie: string;
  let email: string;
  beforeAll(async () => {
    mail = await startTestMailServer();
    testApp = await buildTestApp({ mail: { smtpUrl: mail.url, dir: '/nonexistent' } });
    email = await signUpAndConfirm(testApp, mail);
    cookie = await logInAs(testApp, email);
  });
  afterAll(async () => {
    await testApp.close();
    await mail.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as = cookie) =>
    testApp.app.inject({
      method,
      url,
      headers: { cookie: as, origin: SITE_ORIGIN },
      ...(payload ? { payload } : {}),
    });
  const profile = async (as = cookie) =>
    ZProfile.parse((await call('GET', '/api/profile', undefined, as)).json());

  it('starts as an empty profile with one login', async () => {
    const response = await call('GET', '/api/profile');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      username: email,
      last_page: null,
      answer: {},
      document_answer: {},
      successful_login: [{ logged_in_at: expect.any(String) }],
      web_status: [],
    });
  });

  it('merges answers per key: keys not sent keep their values', async () => {
    expect(
      (await call('PUT', '/api/answer', { answers: { first_name: 'Ana', last_name: 'Lopez' } })).statusCode,
    ).toBe(200);
    const second = await call('PUT', '/api/answer', { answers: { last_name: 'López', legal_agree: true } });
    expect(second.json()).toEqual({ message: MESSAGES.answersSaved });
    expect((await profile()).answer).toMatchObject({
      first_name: 'Ana',
      last_name: 'López',
      legal_agree: true,
    });
  });

  it('keeps the SSN encrypted at rest and shows it to its owner', async () => {
    await call('PUT', '/api/answer', { answers: { ssn: '123-45-6789' } });
    const applicant = await findApplicantByEmail(testApp.database.db, email);
    const [row] = await testApp.database.db
      .select()
      .from(applications)
      .where(eq(applications.applicantId, applicant!.id));
    expect(row?.answers).not.toHaveProperty('ssn');
    expect(row?.ssnCiphertext).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('123-45-6789');
    expect((await profile()).answer.ssn).toBe('123-45-6789');
    await call('PUT', '/api/answer', { answers: { ssn: '' } });
    expect((await profile()).answer).not.toHaveProperty('ssn');
  });

  it('refuses bad answers, naming the keys, and writes nothing', async () => {
    const before = (await profile()).answer;
    for (const answers of [
      { first_name: 'Bea', 'Bad Key': 'x' },
      { first_name: 'Bea', essay: 'x'.repeat(7001) },
    ]) {
      const response = await call('PUT', '/api/answer', { answers });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(MESSAGES.answersRefused);
    }
    for (const payload of [{ answers: { first_name: 3 } }, { answers: 'x' }, {}, { answers: {}, extra: 1 }]) {
      expect((await call('PUT', '/api/answer', payload)).statusCode).toBe(400);
    }
    expect((await profile()).answer).toEqual(before);
  });

  it('saves the last page, only one of the form pages or /completion', async () => {
    expect((await call('PUT', '/api/last-page', { last_page: '/education' })).statusCode).toBe(200);
    expect((await profile()).last_page).toBe('/education');
    const bad = await call('PUT', '/api/last-page', { last_page: '/admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('last_page must be one of');
    expect((await profile()).last_page).toBe('/education');
  });

  it('records web statuses once each; submitted only through submit', async () => {
    expect((await call('POST', '/api/web-status', { web_status: 'started' })).statusCode).toBe(200);
    expect((await call('POST', '/api/web-status', { web_status: 'started' })).statusCode).toBe(200);
    expect((await profile()).web_status).toEqual([{ web_status: 'started' }]);
    const submitted = await call('POST', '/api/web-status', { web_status: 'submitted' });
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json().message).toBe(MESSAGES.submitThroughSubmit);
    expect((await call('POST', '/api/web-status', { web_status: 'done' })).statusCode).toBe(400);
    await call('POST', '/api/web-status', { web_status: 'validating' });
    expect((await profile()).web_status).toEqual([{ web_status: 'started' }, { web_status: 'validating' }]);
  });

  it('keeps add-another counts from 1 to 10 and chosen tabs', async () => {
    expect((await call('GET', '/api/add-another')).json()).toEqual({});
    expect(
      (await call('PUT', '/api/add-another', { button_id: 'college', num_components: 3 })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', '/api/add-another', { button_id: 'college', num_components: 11 })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/add-another', { button_id: 'college', num_components: 0 })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/add-another')).json()).toEqual({ college: 3 });
    expect((await call('PUT', '/api/tabs', { tab_id: 'transcript', chosen_tab: 'upload' })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/tabs')).json()).toEqual({ transcript: 'upload' });
  });

  it('scopes every answer to the signed-in applicant', async () => {
    const other = await signUpAndConfirm(testApp, mail);
    const otherCookie = await logInAs(testApp, other);
    await call('PUT', '/api/answer', { answers: { first_name: 'Other' } }, otherCookie);
    expect((await profile()).answer.first_name).toBe('Ana');
    const theirs = await profile(otherCookie);
    expect(theirs.answer).toEqual({ first_name: 'Other' });
    expect(theirs.username).toBe(other);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['PUT', '/api/answer'],
      ['GET', '/api/tabs'],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url,
        headers: { origin: SITE_ORIGIN },
        ...(method === 'PUT' ? { payload: { answers: {} } } : {}),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('serves temporary public answers by token until they expire', async () => {
    const token = await createPrefillToken(testApp.database.db, { first_name: 'Prefilled' }, 1);
    const response = await testApp.app.inject({ method: 'GET', url: `/public/tmp?token=${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ answer: { first_name: 'Prefilled' } });
    const unknown = await testApp.app.inject({ method: 'GET', url: '/public/tmp?token=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.prefillInvalid);
    await expect(createPrefillToken(testApp.database.db, { ssn: '123-45-6789' }, 1)).rejects.toThrow(
      MESSAGES.answersRefused,
    );
  });
});
