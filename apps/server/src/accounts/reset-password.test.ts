import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountMailSettled,
  logInAs,
  newEmail,
  post,
  requestResetLink,
  signUpAndConfirm,
  postFrom,
  STRONG_PASSWORD,
} from '../../test/accounts-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { passwordResets } from '../platform/database/schema';
import { hashToken } from '../platform/tokens';
// A mock function that counts the hashes (test/cheap-password-hash.ts): a made-up link must cost
// no argon2 hash.
import { hashPassword } from './passwords';

const NEW_PASSWORD = 'Brand-New-Secret-42!';

describe('POST /public/forgot-password and /public/reset-password', () => {
  let testApp: MailedTestApp;
  beforeAll(async () => {
    testApp = await buildMailedTestApp();
  });
  afterAll(() => testApp.close());

  const reset = (body: Record<string, unknown>) => post(testApp, '/public/reset-password', body);
  const session = (cookie: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });

  it('answers the same success message whether or not the address exists', async () => {
    const email = await signUpAndConfirm(testApp);
    const known = await post(testApp, '/public/forgot-password', { username: email });
    const unknown = await post(testApp, '/public/forgot-password', { username: newEmail('ghost') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: SERVER_MESSAGES.forgotSent });
  });

  it('resets through the e-mailed link once, ends every session, and the new password logs in', async () => {
    const email = await signUpAndConfirm(testApp);
    const oldSession = await logInAs(testApp, email);
    const link = await requestResetLink(testApp, email);
    expect(link.username).toBe(email);
    expect((await testApp.mail.lastTo(email)).text).toContain('http://localhost:3000/reset?username=');

    const response = await reset({ ...link, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SERVER_MESSAGES.resetSuccess });
    expect((await session(oldSession)).statusCode).toBe(401);
    expect(
      (await post(testApp, '/public/login', { username: email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(400);
    await logInAs(testApp, email, NEW_PASSWORD);

    const again = await reset({
      ...link,
      password: 'Yet-Another-Secret-7!',
      confirm_password: 'Yet-Another-Secret-7!',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_CODE', message: MESSAGES.resetLinkInvalid });
  });

  it('refuses a link older than one hour', async () => {
    const email = await signUpAndConfirm(testApp);
    const link = await requestResetLink(testApp, email);
    await testApp.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(link.id)));
    const response = await reset({ ...link, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.resetLinkInvalid);
    await logInAs(testApp, email);
  });

  it('refuses a link of another account', async () => {
    const owner = await signUpAndConfirm(testApp);
    const other = await signUpAndConfirm(testApp);
    const link = await requestResetLink(testApp, owner);
    const response = await reset({
      username: other,
      id: link.id,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    await logInAs(testApp, other);
  });

  it.each([
    [{ password: NEW_PASSWORD, confirm_password: 'Different-Secret-42!' }, MESSAGES.passwordsMustMatch],
    [{ password: 'weak', confirm_password: 'weak' }, MESSAGES.passwordMinLength],
    [{ password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, id: '' }, MESSAGES.resetLinkInvalid],
    [{ password: 'Summer2025!!', confirm_password: 'Summer2025!!' }, MESSAGES.guessablePassword],
    [
      { password: 'A@example.edu-2027', confirm_password: 'A@example.edu-2027' },
      MESSAGES.passwordContainsEmail,
    ],
  ])('refuses %j with a message', async (fields, message) => {
    const response = await reset({ username: 'a@example.edu', id: 'some-id', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  // Three hundred requests at once: over 60 s once on a busy CI run (three test files on two cores)
  // while the tests hashed at the policy's cost; a hang still fails.
  it('hashes nothing for made-up links: of 300 at once from one client, 100 are checked and the rest refused with 429', async () => {
    const email = await signUpAndConfirm(testApp);
    vi.mocked(hashPassword).mockClear();
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        postFrom(testApp, '203.0.113.50', '/public/reset-password', {
          username: email,
          id: `made-up-${n}`,
          password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200);
    expect(hashPassword).not.toHaveBeenCalled();
    // The owner's own link, from elsewhere, still works.
    const { id } = await requestResetLink(testApp, email);
    expect(
      (await reset({ username: email, id, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect(hashPassword).toHaveBeenCalledTimes(1);
  }, 120_000);

  it('mails one link to each of 20 accounts asking at once, and nothing for 20 unknown addresses asking alongside', async () => {
    const owners: string[] = [];
    for (let n = 0; n < 20; n++) owners.push(await signUpAndConfirm(testApp));
    const ghosts = owners.map(() => newEmail('ghost'));
    const before = new Map(owners.map((owner) => [owner, testApp.mail.countTo(owner)]));
    const responses = await Promise.all(
      [...owners, ...ghosts].map((username, n) =>
        postFrom(testApp, `198.18.${Math.floor(n / 200)}.${n % 200}`, '/public/forgot-password', {
          username,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    await accountMailSettled(testApp);
    for (const owner of owners) {
      expect(testApp.mail.countTo(owner)).toBe((before.get(owner) ?? 0) + 1);
      expect((await testApp.mail.lastTo(owner)).text).toContain('/reset?username=');
    }
    for (const ghost of ghosts) expect(testApp.mail.countTo(ghost)).toBe(0);
  }, 120_000);

  it('limits forgot-password mails per address', async () => {
    const email = await signUpAndConfirm(testApp);
    expect((await post(testApp, '/public/forgot-password', { username: email })).statusCode).toBe(200);
    const second = await post(testApp, '/public/forgot-password', { username: email });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(SERVER_MESSAGES.tooManyRequests);
  });
});
