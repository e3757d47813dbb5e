import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFrom,
  cookiesOf,
  newEmail,
  post,
  resetIdFrom,
  SITE_ORIGIN,
  STRONG_PASSWORD,
} from '../../test/accounts-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import {
  applicants,
  applications,
  confirmationCodes,
  pendingSignUps,
  sessions,
} from '../platform/database/schema';
import { findApplicantByEmail } from './find-applicant';

/**
 * Pre-hijacking (issue 27 M4): a stranger signs up the owner's address, before or after the owner,
 * and hopes the owner confirms the stranger's password. Whichever code the owner types, the
 * stranger's password never opens the account and the stranger never has a session on it.
 */
describe('a stranger signing up the owner’s address', () => {
  let testApp: MailedTestApp;
  beforeAll(async () => {
    testApp = await buildMailedTestApp();
  });
  afterAll(() => testApp.close());

  const STRANGERS_PASSWORD = 'Strangers-Password-77!';
  /** A browser: the cookies it was given, sent back with each request. */
  interface Browser {
    cookie: string;
  }
  const browser = (): Browser => ({ cookie: '' });
  async function from(who: Browser, url: string, body: unknown) {
    const response = await post(testApp, url, body, who.cookie ? { cookie: who.cookie } : {});
    if (response.cookies.length > 0) who.cookie = cookiesOf(response);
    return response;
  }

  /** Signs `email` up from `who` and returns the code the sign-up mailed to the address. */
  async function signUp(who: Browser, email: string, password: string) {
    const before = testApp.mail.countTo(email);
    const response = await from(who, '/public/signup', { username: email, password });
    expect(response.json()).toEqual({ message: SERVER_MESSAGES.signupCodeSent });
    return codeFrom((await testApp.mail.lastTo(email, { after: before })).text);
  }

  const logIn = (email: string, password: string) =>
    post(testApp, '/public/login', { username: email, password });

  /**
   * What the stranger gets with their password now: no session, and once the account is confirmed
   * the answer to any wrong password; and had they had a session, what they would have typed is not
   * in the account. (Before confirmation the first sign-up's password learns that it must confirm.)
   */
  async function expectStrangerLockedOut(email: string) {
    const login: LightMyRequestResponse = await logIn(email, STRANGERS_PASSWORD);
    const confirmed = (await findApplicantByEmail(testApp.database.db, email))?.confirmedAt;
    if (confirmed) {
      expect(login.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials });
    } else {
      expect(['INVALID_CREDENTIALS', 'ACCOUNT_NOT_CONFIRMED']).toContain(login.json().code);
    }
    expect(login.cookies.filter((cookie) => cookie.name.includes('session'))).toEqual([]);
    if (login.statusCode === 200) {
      // The planting the stranger would do (it never runs while the test passes).
      await testApp.app.inject({
        method: 'PUT',
        url: '/api/answer',
        payload: { first_name: 'Planted' },
        headers: { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin', cookie: cookiesOf(login) },
      });
    }
    const applicant = await findApplicantByEmail(testApp.database.db, email);
    const [application] = await testApp.database.db
      .select({ answers: applications.answers })
      .from(applications)
      .where(eq(applications.applicantId, applicant!.id));
    expect(application?.answers ?? {}).not.toHaveProperty('first_name', 'Planted');
  }

  const sessionsOf = async (email: string) => {
    const applicant = await findApplicantByEmail(testApp.database.db, email);
    return (
      await testApp.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.applicantId, applicant!.id))
    )[0]?.n;
  };

  const pendingOf = async (email: string) => {
    const applicant = await findApplicantByEmail(testApp.database.db, email);
    const signUps = await testApp.database.db
      .select()
      .from(pendingSignUps)
      .where(eq(pendingSignUps.applicantId, applicant!.id));
    const codes = await testApp.database.db
      .select()
      .from(confirmationCodes)
      .where(eq(confirmationCodes.applicantId, applicant!.id));
    return { signUps: signUps.length, codes: codes.length };
  };

  it('after the owner: the newest code, typed in the owner’s browser, confirms the owner’s password', async () => {
    const email = newEmail('owner');
    const owner = browser();
    const stranger = browser();
    await signUp(owner, email, STRONG_PASSWORD);
    const strangersCode = await signUp(stranger, email, STRANGERS_PASSWORD);
    // Before anyone confirms, the stranger's password opens nothing.
    expect((await logIn(email, STRANGERS_PASSWORD)).statusCode).not.toBe(200);

    const confirm = await from(owner, '/public/confirm', { username: email, code: strangersCode });
    expect(confirm.json()).toEqual({ message: SERVER_MESSAGES.confirmSuccess });
    await expectStrangerLockedOut(email);
    expect(await sessionsOf(email)).toBe(0);
    expect((await logIn(email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect(await pendingOf(email)).toEqual({ signUps: 0, codes: 0 });
  });

  it('after the owner: the older code is ended, and the account stays closed to the stranger', async () => {
    const email = newEmail('owner');
    const owner = browser();
    const stranger = browser();
    const ownersCode = await signUp(owner, email, STRONG_PASSWORD);
    const strangersCode = await signUp(stranger, email, STRANGERS_PASSWORD);
    expect(strangersCode).not.toBe(ownersCode);

    const older = await from(owner, '/public/confirm', { username: email, code: ownersCode });
    expect(older.json()).toMatchObject({ code: 'INVALID_CODE', message: SERVER_MESSAGES.codeInvalid });
    expect((await findApplicantByEmail(testApp.database.db, email))?.confirmedAt).toBeNull();
    await expectStrangerLockedOut(email);
    // The owner then uses the newest, which confirms the owner's password.
    expect((await from(owner, '/public/confirm', { username: email, code: strangersCode })).statusCode).toBe(
      200,
    );
    await expectStrangerLockedOut(email);
    expect(await sessionsOf(email)).toBe(0);
    expect((await logIn(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('typed in a browser that made neither sign-up, the code confirms no password: the owner chooses one by mail', async () => {
    const email = newEmail('owner');
    await signUp(browser(), email, STRONG_PASSWORD);
    const newest = await signUp(browser(), email, STRANGERS_PASSWORD);

    const mailsBefore = testApp.mail.countTo(email);
    const confirm = await from(browser(), '/public/confirm', { username: email, code: newest });
    expect(confirm.json()).toEqual({ message: SERVER_MESSAGES.confirmChoosePassword });
    await expectStrangerLockedOut(email);
    expect((await logIn(email, STRONG_PASSWORD)).json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const link = resetIdFrom((await testApp.mail.lastTo(email, { after: mailsBefore })).text);
    const chosen = 'Chosen-Afterwards-58!';
    const reset = await post(testApp, '/public/reset-password', {
      ...link,
      password: chosen,
      confirm_password: chosen,
    });
    expect(reset.statusCode).toBe(200);
    expect((await logIn(email, chosen)).statusCode).toBe(200);
    await expectStrangerLockedOut(email);
  });

  it('before the owner: the owner’s own browser confirms the owner’s password, whichever code it types', async () => {
    for (const typed of ['strangers', 'owners'] as const) {
      const email = newEmail('owner');
      const stranger = browser();
      const owner = browser();
      const strangersCode = await signUp(stranger, email, STRANGERS_PASSWORD);
      const ownersCode = await signUp(owner, email, STRONG_PASSWORD);
      const confirm = await from(owner, '/public/confirm', {
        username: email,
        code: typed === 'owners' ? ownersCode : strangersCode,
      });
      // The stranger's code was ended by the owner's sign-up; the owner's own code confirms.
      expect(confirm.statusCode).toBe(typed === 'owners' ? 200 : 400);
      await expectStrangerLockedOut(email);
      if (typed === 'owners') expect((await logIn(email, STRONG_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('alone, a sign-up is confirmed from any browser: the code typed on another computer works', async () => {
    const email = newEmail('owner');
    const code = await signUp(browser(), email, STRONG_PASSWORD);
    const confirm = await from(browser(), '/public/confirm', { username: email, code });
    expect(confirm.json()).toEqual({ message: SERVER_MESSAGES.confirmSuccess });
    expect((await logIn(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('an account left unconfirmed before sign-ups were kept confirms no password: the owner chooses one by mail', async () => {
    const email = newEmail('owner');
    // Then the latest sign-up set the account's password, perhaps a stranger's after the owner.
    const code = await signUp(browser(), email, STRANGERS_PASSWORD);
    const applicant = await findApplicantByEmail(testApp.database.db, email);
    await testApp.database.db.delete(pendingSignUps).where(eq(pendingSignUps.applicantId, applicant!.id));

    const mailsBefore = testApp.mail.countTo(email);
    const confirm = await from(browser(), '/public/confirm', { username: email, code });
    expect(confirm.json()).toEqual({ message: SERVER_MESSAGES.confirmChoosePassword });
    await expectStrangerLockedOut(email);
    expect(resetIdFrom((await testApp.mail.lastTo(email, { after: mailsBefore })).text).id).not.toBe('');
  });

  it('at the same moment as the owner, on a new address: the owner’s browser confirms the owner’s password', async () => {
    const emails = Array.from({ length: 6 }, () => newEmail('owner'));
    await Promise.all(
      emails.map(async (email) => {
        const owner = browser();
        const stranger = browser();
        const signUps = await Promise.all([
          from(owner, '/public/signup', { username: email, password: STRONG_PASSWORD }),
          from(stranger, '/public/signup', { username: email, password: STRANGERS_PASSWORD }),
        ]);
        expect(signUps.map((response) => response.statusCode)).toEqual([200, 200]);
        expect(await pendingOf(email)).toEqual({ signUps: 2, codes: 1 });
        // Two codes were mailed; the one still live is the newer to be written, in either order.
        await testApp.mail.lastTo(email, { after: 1 });
        const codes = testApp.mail.messages
          .filter((mail) => JSON.stringify(mail.to).includes(email))
          .map((mail) => codeFrom(mail.text));
        expect(codes).toHaveLength(2);
        const confirms = [];
        for (const code of codes) {
          confirms.push((await from(owner, '/public/confirm', { username: email, code })).statusCode);
        }
        expect(confirms).toContain(200);
        await expectStrangerLockedOut(email);
        expect((await logIn(email, STRONG_PASSWORD)).statusCode).toBe(200);
      }),
    );
  });

  it('a reset ends every sign-up waiting, with its code', async () => {
    const email = newEmail('owner');
    const owner = browser();
    const stranger = browser();
    await signUp(owner, email, STRONG_PASSWORD);
    const strangersCode = await signUp(stranger, email, STRANGERS_PASSWORD);
    const before = testApp.mail.countTo(email);
    await post(testApp, '/public/forgot-password', { username: email });
    const link = resetIdFrom((await testApp.mail.lastTo(email, { after: before })).text);
    const chosen = 'Chosen-By-Reset-41!';
    const reset = await post(testApp, '/public/reset-password', {
      ...link,
      password: chosen,
      confirm_password: chosen,
    });
    expect(reset.statusCode).toBe(200);
    expect(await pendingOf(email)).toEqual({ signUps: 0, codes: 0 });
    // The stranger's browser, with the code the stranger might have read over a shoulder: nothing.
    const late = await from(stranger, '/public/confirm', { username: email, code: strangersCode });
    expect(late.statusCode).toBe(400);
    await expectStrangerLockedOut(email);
    // (That a reset ends every session: reset-password.test.ts.)
    expect((await logIn(email, chosen)).statusCode).toBe(200);
    const [applicant] = await testApp.database.db
      .select()
      .from(applicants)
      .where(eq(applicants.email, email));
    expect(applicant?.confirmedAt).toBeInstanceOf(Date);
  });
});
