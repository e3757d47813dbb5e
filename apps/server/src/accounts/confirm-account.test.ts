import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountMailSettled,
  codeFrom,
  newEmail,
  post,
  postFrom,
  signUpAndConfirm,
  STRONG_PASSWORD,
} from '../../test/accounts-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { findApplicantByEmail } from './find-applicant';
import { applicants, confirmationCodes } from '../platform/database/schema';

describe('POST /public/confirm and /public/resend-confirm', () => {
  let testApp: MailedTestApp;
  beforeAll(async () => {
    testApp = await buildMailedTestApp();
  });
  afterAll(() => testApp.close());

  async function signUp(email = newEmail()) {
    await post(testApp, '/public/signup', { username: email, password: STRONG_PASSWORD });
    return { email, code: codeFrom((await testApp.mail.lastTo(email)).text) };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const confirmedAt = async (email: string) =>
    (await findApplicantByEmail(testApp.database.db, email))?.confirmedAt;

  it('confirms with the right code, once', async () => {
    const { email, code } = await signUp();
    const response = await post(testApp, '/public/confirm', { username: email, code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SERVER_MESSAGES.confirmSuccess });
    expect(await confirmedAt(email)).toBeInstanceOf(Date);
    const again = await post(testApp, '/public/confirm', { username: email, code });
    expect(again.statusCode).toBe(400);
  });

  const confirmFrom = (remoteAddress: string, username: string, code: string) =>
    postFrom(testApp, remoteAddress, '/public/confirm', { username, code });

  it("allows a client five wrong tries, then refuses even the right one from it; the owner's code lives on", async () => {
    const { email, code } = await signUp();
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await confirmFrom('203.0.113.30', email, wrong(code));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_CODE', message: SERVER_MESSAGES.codeInvalid });
    }
    const fifth = await confirmFrom('203.0.113.30', email, wrong(code));
    expect(fifth.json().message).toBe(SERVER_MESSAGES.codeTooManyTries);
    const right = await confirmFrom('203.0.113.30', email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(SERVER_MESSAGES.codeTooManyTries);
    expect(await confirmedAt(email)).toBeNull();
    // The stranger's guesses ended their own tries, not the owner's code.
    expect((await confirmFrom('198.51.100.30', email, code)).statusCode).toBe(200);
  });

  it('answers an unknown address and one waiting for confirmation alike, try after try', async () => {
    const { email, code } = await signUp();
    const ghost = newEmail('ghost');
    for (let attempt = 1; attempt <= 6; attempt++) {
      const pending = await confirmFrom('203.0.113.31', email, wrong(code));
      const unknown = await confirmFrom('203.0.113.31', ghost, wrong(code));
      expect({ status: unknown.statusCode, body: unknown.body }).toEqual({
        status: pending.statusCode,
        body: pending.body,
      });
    }
  });

  it('ends a code after 50 wrong tries from every client together', async () => {
    const { email, code } = await signUp();
    for (let client = 0; client < 10; client++) {
      for (let attempt = 0; attempt < 5; attempt++)
        await confirmFrom(`192.0.2.${client}`, email, wrong(code));
    }
    const owner = await confirmFrom('198.51.100.31', email, code);
    expect(owner.json().message).toBe(SERVER_MESSAGES.codeTooManyTries);
    expect(await confirmedAt(email)).toBeNull();
  });

  it('refuses an expired code, and says it expired only to whoever has it', async () => {
    const { email, code } = await signUp();
    const applicant = await findApplicantByEmail(testApp.database.db, email);
    await testApp.database.db
      .update(confirmationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(confirmationCodes.applicantId, applicant!.id));
    expect(
      (await post(testApp, '/public/confirm', { username: email, code: wrong(code) })).json().message,
    ).toBe(SERVER_MESSAGES.codeInvalid);
    const response = await post(testApp, '/public/confirm', { username: email, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SERVER_MESSAGES.codeExpired);
    expect(await confirmedAt(email)).toBeNull();
  });

  it.each([
    [{ username: 'x@example.edu', code: '12345' }, MESSAGES.confirmationCodeInvalid],
    [{ username: 'x@example.edu', code: '12345a' }, MESSAGES.confirmationCodeInvalid],
    [{ username: 'x@example.edu', code: 123456 }, MESSAGES.confirmationCodeInvalid],
    [{ username: 'nope', code: '123456' }, MESSAGES.emailInvalid],
    [{ code: '123456' }, MESSAGES.emailInvalid],
  ])('refuses %j with a message', async (payload, message) => {
    const response = await post(testApp, '/public/confirm', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers an unknown address as a wrong code', async () => {
    const response = await post(testApp, '/public/confirm', { username: newEmail('ghost'), code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SERVER_MESSAGES.codeInvalid);
  });

  it('resend replaces the code: the old one stops working, the new one confirms', async () => {
    const { email, code: first } = await signUp();
    await post(testApp, '/public/confirm', { username: email, code: wrong(first) });
    const after = testApp.mail.countTo(email);
    const resend = await post(testApp, '/public/resend-confirm', { username: email });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: SERVER_MESSAGES.resendSent });
    const second = codeFrom((await testApp.mail.lastTo(email, { after })).text);
    const applicant = await findApplicantByEmail(testApp.database.db, email);
    const [pending] = await testApp.database.db
      .select()
      .from(confirmationCodes)
      .where(eq(confirmationCodes.applicantId, applicant!.id));
    expect(pending?.failedAttempts).toBe(0);
    if (second !== first) {
      const old = await post(testApp, '/public/confirm', { username: email, code: first });
      expect(old.statusCode).toBe(400);
    }
    const ok = await post(testApp, '/public/confirm', { username: email, code: second });
    expect(ok.statusCode).toBe(200);
  });

  it('limits resend to one a minute and five an hour per address, answering 429 with a message', async () => {
    const { email } = await signUp();
    expect((await post(testApp, '/public/resend-confirm', { username: email })).statusCode).toBe(200);
    const tooSoon = await post(testApp, '/public/resend-confirm', { username: email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ code: 'RATE_LIMITED', message: SERVER_MESSAGES.tooManyRequests });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers resend alike for an unknown or confirmed address, sending nothing', async () => {
    const confirmed = await signUpAndConfirm(testApp);
    const before = testApp.mail.messages.length;
    for (const username of [newEmail('ghost'), confirmed]) {
      const response = await post(testApp, '/public/resend-confirm', { username });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SERVER_MESSAGES.resendSent });
    }
    await accountMailSettled(testApp);
    expect(testApp.mail.messages.length).toBe(before);
  });

  it('refuses resend for an invalid address with the login card wording', async () => {
    const response = await post(testApp, '/public/resend-confirm', { username: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(MESSAGES.resendEmailInvalid);
    const rows = await testApp.database.db
      .select()
      .from(applicants)
      .where(eq(applicants.email, 'not-an-address'));
    expect(rows).toHaveLength(0);
  });
});
