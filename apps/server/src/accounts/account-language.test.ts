import { ES } from '@portico/application/catalogue-es';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  mailAfter,
  newEmail,
  post,
  SITE_ORIGIN,
  STRONG_PASSWORD,
} from '../../test/accounts-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { applicants, applications } from '../platform/database/schema';

const SPANISH = { 'accept-language': 'es' };
const INSTITUTION = 'Harbor Valley State University';

/** What no text may show: a `{placeholder}` left unfilled. */
const PLACEHOLDER = /\{[a-zA-Z_]+\}/;

describe('the account’s language: set at sign-up, changed by PUT /api/account/language, answered by the session (issue 32)', () => {
  let testApp: MailedTestApp;
  beforeAll(async () => {
    testApp = await buildMailedTestApp();
  });
  afterAll(() => testApp.close());

  const languageOf = async (email: string) =>
    (await testApp.database.db.select().from(applicants).where(eq(applicants.email, email)))[0]?.language;

  /** Signs up and confirms in `headers`' language; the confirmation e-mail it was sent. */
  async function signUp(email: string, headers: Record<string, string> = {}) {
    const mail = await mailAfter(testApp, email, () =>
      post(testApp, '/public/signup', { username: email, password: STRONG_PASSWORD }, headers),
    );
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    if (!code) throw new Error(`no code in ${mail.text}`);
    const confirmed = await post(testApp, '/public/confirm', { username: email, code }, headers);
    expect(confirmed.statusCode).toBe(200);
    return { mail, confirmed };
  }

  async function logIn(email: string, headers: Record<string, string> = {}) {
    const response = await post(
      testApp,
      '/public/login',
      { username: email, password: STRONG_PASSWORD },
      headers,
    );
    expect(response.statusCode).toBe(200);
    return { response, cookie: cookiesOf(response) };
  }

  const call = (cookie: string | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}), ...SPANISH },
      ...(payload ? { payload } : {}),
    });

  it('signs a Spanish request up in Spanish: the confirmation e-mail, its answers and the account’s language', async () => {
    const email = newEmail('spanish');
    const { mail, confirmed } = await signUp(email, SPANISH);
    expect(mail.subject).toBe(`Confirme su cuenta de solicitud de ${INSTITUTION}`);
    expect(mail.text).toContain('Su código de confirmación es ');
    expect(mail.text).toContain(ES.mail.confirmationCodeIgnore);
    expect(mail.html).toContain('lang="es"');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(PLACEHOLDER);
    expect(confirmed.json()).toEqual({ message: ES.server.confirmSuccess });
    expect(await languageOf(email)).toBe('es');

    const { response, cookie } = await logIn(email, SPANISH);
    expect(response.json()).toEqual({ message: ES.server.loginSuccess, username: email, language: 'es' });
    // The browser adopts the account's language from the session, whatever it asked in.
    const session = await testApp.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json()).toEqual({ username: email, language: 'es' });
  });

  it('signs an English request up in English, with the spec’s words', async () => {
    const email = newEmail('english');
    const { mail } = await signUp(email);
    expect(mail.subject).toBe(`Confirm your ${INSTITUTION} application account`);
    expect(await languageOf(email)).toBe('en');
    const { response } = await logIn(email);
    expect(response.json()).toMatchObject({ message: 'You are logged in.', language: 'en' });
  });

  it('changes the signed-in applicant’s language, and only theirs; a bad value changes nothing', async () => {
    const mine = newEmail('mine');
    const theirs = newEmail('theirs');
    await signUp(mine);
    await signUp(theirs);
    const { cookie } = await logIn(mine);

    const changed = await call(cookie, 'PUT', '/api/account/language', { language: 'es' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Se guardó su idioma.' });
    expect((await call(cookie, 'GET', '/api/session')).json()).toEqual({ username: mine, language: 'es' });
    expect(await languageOf(theirs)).toBe('en');

    for (const body of [{ language: 'fr' }, { language: 'ES' }, {}, { language: 'es', applicant: theirs }]) {
      const refused = await testApp.app.inject({
        method: 'PUT',
        url: '/api/account/language',
        headers: { origin: SITE_ORIGIN, cookie },
        payload: body,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    const badInEnglish = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { origin: SITE_ORIGIN, cookie },
      payload: { language: 'fr' },
    });
    expect(badInEnglish.json().errors).toEqual({
      language: ["That language is not offered. Choose 'en' (English) or 'es' (Spanish)."],
    });
    const badInSpanish = await call(cookie, 'PUT', '/api/account/language', { language: 'fr' });
    expect(badInSpanish.json().errors).toEqual({ language: [ES.server.languageNotOffered] });
    expect(await languageOf(mine)).toBe('es');
    expect(await languageOf(theirs)).toBe('en');

    const anonymous = await call(null, 'PUT', '/api/account/language', { language: 'en' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(ES.messages.sessionInvalid);
    expect(await languageOf(mine)).toBe('es');

    const back = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { origin: SITE_ORIGIN, cookie },
      payload: { language: 'en' },
    });
    expect(back.json()).toEqual({ message: 'Your language has been saved.' });
    expect(await languageOf(mine)).toBe('en');
  });

  it('records the language of a save of answers alone, typed or changing what is shown', async () => {
    const email = newEmail('typed');
    await signUp(email, SPANISH);
    const { cookie } = await logIn(email, SPANISH);
    const [account] = await testApp.database.db.select().from(applicants).where(eq(applicants.email, email));
    const filledIn = async () =>
      (
        await testApp.database.db
          .select({ language: applications.language })
          .from(applications)
          .where(eq(applications.applicantId, account!.id))
      )[0]?.language;
    const save = (answers: object, language: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/answer',
        headers: { origin: SITE_ORIGIN, cookie, 'accept-language': language },
        payload: { answers },
      });

    // The first save makes the application (save_answers); the next, typed, take the short update.
    expect((await save({ first_name: 'Ana' }, 'es')).statusCode).toBe(200);
    expect(await filledIn()).toBe('es');
    expect((await save({ last_name: 'Ortega' }, 'en')).statusCode).toBe(200);
    expect(await filledIn()).toBe('en');
    expect((await save({ middle_name: 'Luz' }, 'es')).statusCode).toBe(200);
    expect(await filledIn()).toBe('es');
    // Answers that change what is shown go through save_answers, which records it too.
    expect((await save(COMPLETE_ANSWERS, 'en')).statusCode).toBe(200);
    expect(await filledIn()).toBe('en');
  });

  it('sends the receipt in the account’s language and records the language the application was filled in', async () => {
    const email = newEmail('receipt');
    await signUp(email, SPANISH);
    const { cookie } = await logIn(email, SPANISH);
    expect((await call(cookie, 'PUT', '/api/answer', { answers: COMPLETE_ANSWERS })).statusCode).toBe(200);
    expect((await call(cookie, 'PUT', '/api/last-page', { last_page: '/final-steps' })).json()).toEqual({
      message: ES.server.lastPageSaved,
    });
    const receipt = await mailAfter(testApp, email, () => call(cookie, 'POST', '/api/submit'));
    expect(receipt.subject).toBe(`Recibimos su solicitud a ${INSTITUTION}`);
    expect(receipt.text).toContain(`${ES.messages.completionReference}: `);
    expect(receipt.html).toContain('lang="es"');
    expect(`${receipt.subject} ${receipt.text} ${receipt.html}`).not.toMatch(PLACEHOLDER);
    const [account] = await testApp.database.db.select().from(applicants).where(eq(applicants.email, email));
    const [application] = await testApp.database.db
      .select({ language: applications.language })
      .from(applications)
      .where(eq(applications.applicantId, account!.id));
    expect(application?.language).toBe('es');

    // A submitted application keeps the language it was submitted in.
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/last-page',
      headers: { origin: SITE_ORIGIN, cookie },
      payload: { last_page: '/about' },
    });
    const [after] = await testApp.database.db
      .select({ language: applications.language })
      .from(applications)
      .where(eq(applications.applicantId, account!.id));
    expect(after?.language).toBe('es');
  });
});
