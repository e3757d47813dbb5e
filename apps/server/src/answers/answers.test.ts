import { APPLICATION, buildDataModel, SERVER_MESSAGES } from '@portico/application';
import { ZProfile } from '@portico/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm, SITE_ORIGIN } from '../../test/accounts-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { applications } from '../platform/database/schema';
import { findApplicantByEmail } from '../accounts/find-applicant';
import { createPrefillToken } from './prefill-tokens';

describe('the applicant’s application', () => {
  let testApp: MailedTestApp;
  let cookie: string;
  let email: string;
  beforeAll(async () => {
    testApp = await buildMailedTestApp();
    email = await signUpAndConfirm(testApp);
    cookie = await logInAs(testApp, email);
  });
  afterAll(() => testApp.close());

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
      submission: null,
    });
  });

  it('merges answers per key: keys not sent keep their values', async () => {
    expect(
      (await call('PUT', '/api/answer', { answers: { first_name: 'Ana', last_name: 'Lopez' } })).statusCode,
    ).toBe(200);
    const second = await call('PUT', '/api/answer', { answers: { last_name: 'López', legal_agree: true } });
    expect(second.json()).toEqual({ message: SERVER_MESSAGES.answersSaved });
    expect((await profile()).answer).toMatchObject({
      first_name: 'Ana',
      last_name: 'López',
      legal_agree: true,
    });
  });

  it('keeps the SSN encrypted at rest and shows it to its owner', async () => {
    await call('PUT', '/api/answer', { answers: { citizenship_type: '1', ssn: '123-45-6789' } });
    const applicant = await findApplicantByEmail(testApp.database.db, email);
    const [row] = await testApp.database.db
      .select()
      .from(applications)
      .where(eq(applications.applicantId, applicant!.id));
    expect(row?.answers).not.toHaveProperty('ssn');
    expect(row?.ssnCiphertext).toMatch(/^v2\./);
    expect(JSON.stringify(row)).not.toContain('123-45-6789');
    expect((await profile()).answer.ssn).toBe('123-45-6789');
    await call('PUT', '/api/answer', { answers: { ssn: '' } });
    expect((await profile()).answer).not.toHaveProperty('ssn');
  });

  it('clears the answers of a block that the application now hides', async () => {
    await call('PUT', '/api/answer', {
      answers: {
        mailing_addr_same_as_perm_addr: 'N',
        mailing_address_line_1: '12 Elm St',
        mailing_city: 'Athens',
      },
    });
    expect((await profile()).answer).toMatchObject({
      mailing_address_line_1: '12 Elm St',
      mailing_city: 'Athens',
    });
    await call('PUT', '/api/answer', { answers: { mailing_addr_same_as_perm_addr: 'Y' } });
    expect((await profile()).answer).toMatchObject({
      mailing_addr_same_as_perm_addr: 'Y',
      mailing_address_line_1: null,
      mailing_city: null,
    });
  });

  it('drops the SSN when its question is hidden again', async () => {
    await call('PUT', '/api/answer', { answers: { citizenship_type: '1', ssn: '123-45-6789' } });
    await call('PUT', '/api/answer', { answers: { citizenship_type: null } });
    expect((await profile()).answer).not.toHaveProperty('ssn');
  });

  it('refuses bad answers, naming the keys, and writes nothing', async () => {
    const before = (await profile()).answer;
    for (const [answers, key, message] of [
      [{ first_name: 'Bea', favorite_color: 'blue' }, 'favorite_color', SERVER_MESSAGES.answerUnknownKey],
      [{ first_name: 'Bea', external_id: 'A123' }, 'external_id', SERVER_MESSAGES.answerReadOnly],
      [{ first_name: true }, 'first_name', SERVER_MESSAGES.answerWrongType],
      [{ first_name: 'B'.repeat(46) }, 'first_name', SERVER_MESSAGES.answerTooLong],
    ] as const) {
      const response = await call('PUT', '/api/answer', { answers });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`${SERVER_MESSAGES.answersRefused} ${key}`);
      expect(response.json().errors).toEqual({ [key]: [message] });
    }
    for (const payload of [
      { answers: { first_name: 3 } },
      { answers: 'x' },
      {},
      { answers: {}, extra: 1 },
      { answers: { 'Bad Key': 'x' } },
    ]) {
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
    expect(submitted.json().message).toBe(SERVER_MESSAGES.submitThroughSubmit);
    expect((await call('POST', '/api/web-status', { web_status: 'done' })).statusCode).toBe(400);
    await call('POST', '/api/web-status', { web_status: 'validating' });
    expect((await profile()).web_status).toEqual([{ web_status: 'started' }, { web_status: 'validating' }]);
  });

  it('keeps add-another counts up to the block’s maximum', async () => {
    expect((await call('GET', '/api/add-another')).json()).toEqual({});
    const put = (button_id: string, num_components: number) =>
      call('PUT', '/api/add-another', { button_id, num_components });
    expect((await put('prior_colleges', 3)).statusCode).toBe(200);
    for (const [button, count] of [
      ['prior_colleges', 10],
      ['prior_colleges', 0],
      ['no_such_button', 2],
    ] as const) {
      const response = await put(button, count);
      expect(response.statusCode).toBe(400);
    }
    expect((await put('no_such_button', 2)).json().message).toBe(SERVER_MESSAGES.unknownAddAnother);
    expect((await call('GET', '/api/add-another')).json()).toEqual({ prior_colleges: 3 });
  });

  it('keeps the chosen tab, and a switch clears the other tab’s answers', async () => {
    const tab = (chosen_tab: string) => call('PUT', '/api/tabs', { tab_id: 'phone_numbers', chosen_tab });
    expect((await tab('international_phone')).statusCode).toBe(200);
    await call('PUT', '/api/answer', { answers: { phone_international: '+44 20 7946 0958' } });
    expect((await profile()).answer.phone_international).toBe('+44 20 7946 0958');
    await tab('us_phone');
    expect((await call('GET', '/api/tabs')).json()).toEqual({ phone_numbers: 'us_phone' });
    expect((await profile()).answer.phone_international).toBeNull();
    const bad = await call('PUT', '/api/tabs', { tab_id: 'phone_numbers', chosen_tab: 'fax' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SERVER_MESSAGES.unknownTab);
  });

  it('scopes every answer to the signed-in applicant', async () => {
    const other = await signUpAndConfirm(testApp);
    const otherCookie = await logInAs(testApp, other);
    await call('PUT', '/api/answer', { answers: { first_name: 'Other' } }, otherCookie);
    expect((await profile()).answer.first_name).toBe('Ana');
    const theirs = await profile(otherCookie);
    expect(theirs.answer.first_name).toBe('Other');
    expect(theirs.answer).not.toHaveProperty('last_name');
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
    const dataModel = buildDataModel(APPLICATION, { textAreaLimit: testApp.siteConfig.textAreaLimit });
    const token = await createPrefillToken(testApp.database.db, dataModel, { first_name: 'Prefilled' }, 1);
    const response = await testApp.app.inject({ method: 'GET', url: `/public/tmp?token=${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ answer: { first_name: 'Prefilled' } });
    const unknown = await testApp.app.inject({ method: 'GET', url: '/public/tmp?token=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SERVER_MESSAGES.prefillInvalid);
    await expect(
      createPrefillToken(testApp.database.db, dataModel, { ssn: '123-45-6789' }, 1),
    ).rejects.toThrow(SERVER_MESSAGES.answersRefused);
  });
});
