import { SERVER_MESSAGES } from '@portico/application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logInAs,
  newEmail,
  post,
  signUpAndConfirm,
  SITE_ORIGIN,
  STRONG_PASSWORD,
} from '../../test/accounts-helpers';
import { logLines } from '../../test/log-lines';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';

/** A NUL, a lone high and a lone low surrogate: text no answer or username can hold. */
const UNSTORABLE = ['Ana\u0000', '\ud800', 'x\udc00y'];

describe('text a database cannot store', () => {
  let testApp: MailedTestApp;
  let cookie: string;
  const { stream: logStream, lines } = logLines();
  beforeAll(async () => {
    testApp = await buildMailedTestApp({ logStream });
    cookie = await logInAs(testApp, await signUpAndConfirm(testApp));
  });
  afterAll(() => testApp.close());

  const saveAnswers = (answers: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/answer',
      payload: { answers },
      headers: { cookie, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
  const profile = async () =>
    (await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json().answer;

  it.each(UNSTORABLE)(
    'is refused with 400 in an answer (%j), which changes nothing and logs no answer',
    async (text) => {
      expect((await saveAnswers({ first_name: 'Grace', ssn: '123-45-6789' })).statusCode).toBe(200);
      const before = await profile();
      const refused = await saveAnswers({ first_name: text, last_name: 'Hopper', ssn: '987-65-4321' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: SERVER_MESSAGES.unstorableText,
        errors: { 'answers.first_name': [SERVER_MESSAGES.unstorableText] },
      });
      expect(await profile()).toEqual(before);
      expect(lines.join('')).not.toContain('Hopper');
    },
  );

  it('is refused in a key of the answers too', async () => {
    const refused = await saveAnswers({ ['first_name\u0000']: 'Grace' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SERVER_MESSAGES.unstorableText);
  });

  it.each(UNSTORABLE)('is refused with 400 in a username and a password (%j)', async (text) => {
    const signup = await post(testApp, '/public/signup', {
      username: `${text}@example.edu`,
      password: STRONG_PASSWORD,
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().message).toBe(SERVER_MESSAGES.unstorableText);
    const login = await post(testApp, '/public/login', {
      username: newEmail(),
      password: `${text}A-1!xyzwv`,
    });
    expect(login.statusCode).toBe(400);
  });

  it('is refused with 400 in a query string (a NUL: a lone surrogate cannot be sent in an address)', async () => {
    const lookup = await testApp.app.inject({
      method: 'GET',
      url: `/lookup/find?${new URLSearchParams({ category: 'hs_ceeb', text: 'Lin\u0000' })}`,
    });
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json().message).toBe(SERVER_MESSAGES.unstorableText);
  });

  it('keeps every real character: a pair of surrogates is one character (an emoji, a rare name)', async () => {
    expect((await saveAnswers({ first_name: 'Zoë 😀 𠮷' })).statusCode).toBe(200);
    expect((await profile()).first_name).toBe('Zoë 😀 𠮷');
  });

  it('logged no server error', () => {
    expect(lines.filter((line) => line.includes('"level":50'))).toEqual([]);
  });
});
