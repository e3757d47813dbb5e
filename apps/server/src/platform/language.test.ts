import { MESSAGES, SERVER_MESSAGES, STAFF_MESSAGES } from '@portico/application';
import { ES } from '@portico/application/catalogue-es';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, SITE_ORIGIN } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { negotiateLanguage, translateEnglish } from './language';

describe('the request’s language: Accept-Language among the languages offered (issue 32)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['es-419,es;q=0.9', 'es'],
    ['fr-FR, es;q=0.5, en;q=0.4', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr, de', 'en'],
    ['es;q=0', 'en'],
    ['*', 'en'],
  ] as const)('%s reads as %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it('translates an English message by its text, and leaves a text no message has as it is', () => {
    expect(translateEnglish(MESSAGES.loginEmailInvalid, ES)).toBe(ES.messages.loginEmailInvalid);
    expect(translateEnglish(SERVER_MESSAGES.conversionStalled, ES)).toBe(ES.server.conversionStalled);
    expect(translateEnglish('Invalid input', ES)).toBe('Invalid input');
  });
});

describe('server messages in the request’s language (issue 32)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const inLanguage = (language?: string): Record<string, string> =>
    language ? { 'accept-language': language } : {};
  const session = (language?: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/session', headers: inLanguage(language) });

  it('answers a refusal in Spanish to a Spanish request, and the spec’s English to any other', async () => {
    const spanish = await session('es-MX,es;q=0.9');
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json()).toEqual({ code: 'UNAUTHORIZED', message: ES.messages.sessionInvalid });
    for (const language of [undefined, 'en-US', 'fr']) {
      expect((await session(language)).json()).toEqual({
        code: 'UNAUTHORIZED',
        message: 'Your session is invalid. Please clear your cookies and login again.',
      });
    }
  });

  it('refuses a wrong password in the request’s language', async () => {
    const body = { username: 'nobody.language@example.edu', password: 'Not-The-Password-1!' };
    const spanish = await post(testApp, '/public/login', body, inLanguage('es'));
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toBe(ES.messages.invalidCredentials);
    const english = await post(testApp, '/public/login', body, inLanguage('en'));
    expect(english.json().message).toBe('The e-mail address or password is incorrect.');
  });

  it('says what a body got wrong in Spanish: the schema’s English message translated, the field named', async () => {
    const spanish = await post(
      testApp,
      '/public/login',
      { username: 'not an address', password: 'x' },
      inLanguage('es'),
    );
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: `La petición no es válida. username: ${ES.messages.loginEmailInvalid}`,
      errors: { username: [ES.messages.loginEmailInvalid] },
    });
    const english = await post(testApp, '/public/login', { username: 'not an address', password: 'x' });
    expect(english.json().message).toBe(`The request is not valid. username: ${MESSAGES.loginEmailInvalid}`);
  });

  /** A request Fastify refuses before any route reads it, in `language`. */
  const raw = (payload: string, contentType: string, language?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/public/login',
      payload,
      headers: { 'content-type': contentType, origin: SITE_ORIGIN, ...inLanguage(language) },
    });

  it('says Fastify’s own refusals in the request’s language: too large, not JSON, empty, not JSON at all', async () => {
    const huge = JSON.stringify({ username: 'a@example.edu', password: 'x'.repeat(17 * 1024) });
    const cases = [
      [huge, 'application/json', 413, 'PAYLOAD_TOO_LARGE', 'bodyTooLarge'],
      ['{"username":', 'application/json', 400, 'BAD_REQUEST', 'bodyNotJson'],
      ['', 'application/json', 400, 'BAD_REQUEST', 'bodyEmpty'],
      [
        'username=a@example.edu',
        'application/x-www-form-urlencoded',
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'bodyTypeRefused',
      ],
    ] as const;
    for (const [payload, type, status, code, key] of cases) {
      const spanish = await raw(payload, type, 'es');
      expect(spanish.statusCode).toBe(status);
      expect(spanish.json()).toEqual({ code, message: ES.server[key] });
      expect((await raw(payload, type)).json()).toEqual({ code, message: SERVER_MESSAGES[key] });
    }
  });

  it('says what zod finds wrong in the request’s language where the schema has no message: an unknown field, a missing or too long value', async () => {
    const unknown = await post(
      testApp,
      '/public/login',
      { username: 'a@example.edu', password: 'x', remember: true },
      inLanguage('es'),
    );
    expect(unknown.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: `${ES.server.requestNotValid} (body): ${ES.server.fieldsUnknown('remember')}`,
      errors: { '(body)': [ES.server.fieldsUnknown('remember')] },
    });
    const prefill = (query: string, language?: string) =>
      testApp.app.inject({ method: 'GET', url: `/public/tmp${query}`, headers: inLanguage(language) });
    expect((await prefill('', 'es')).json().errors).toEqual({ token: [ES.server.fieldRequired] });
    expect((await prefill('')).json().errors).toEqual({ token: ['is required'] });
    const long = `?token=${'t'.repeat(201)}`;
    expect((await prefill(long, 'es')).json().errors).toEqual({ token: [ES.server.fieldTooLong(200)] });
    expect((await prefill(long)).json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid. token: must be at most 200 characters',
      errors: { token: ['must be at most 200 characters'] },
    });
  });

  it('says that there is nothing at an unknown address in the request’s language', async () => {
    const spanish = await testApp.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: inLanguage('es'),
    });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json()).toEqual({ code: 'NOT_FOUND', message: 'No hay nada en esta dirección.' });
    const english = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(english.json()).toEqual({ code: 'NOT_FOUND', message: 'There is nothing at this address.' });
  });

  it('keeps the staff’s API in English whatever the browser asks', async () => {
    const staff = await testApp.app.inject({
      method: 'GET',
      url: '/staff-api/session',
      headers: { ...inLanguage('es'), origin: SITE_ORIGIN },
    });
    expect(staff.statusCode).toBe(401);
    expect(staff.json().message).toBe(STAFF_MESSAGES.sessionInvalid);
    const badBody = await post(testApp, '/staff-api/login', { username: 42 }, inLanguage('es'));
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toMatch(/^The request is not valid\. /);
  });
});
