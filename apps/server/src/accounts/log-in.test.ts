import { MESSAGES } from '@portico/application';
import { LOGIN_MARKER_COOKIE, SESSION_COOKIE } from '@portico/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, newEmail, post, signUpAndConfirm, STRONG_PASSWORD } from '../../test/accounts-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { applicants, logins, sessions } from '../platform/database/schema';
import { DEFAULT_LIMITS } from '../platform/throttle';
import { hashToken } from '../platform/tokens';
import { findApplicantByEmail } from './find-applicant';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';

describe('POST /public/login, sessions and GET /api/logout', () => {
  let testApp: MailedTestApp;
  beforeAll(async () => {
    testApp = await buildMailedTestApp({
      limits: { ...DEFAULT_LIMITS, 'login-failed-address': { limit: 3, windowMs: 15 * 60_000 } },
    });
  });
  afterAll(() => testApp.close());

  const session = (cookie: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });

  it('logs in: an HttpOnly session cookie, a readable marker, a recorded login', async () => {
    const email = await signUpAndConfirm(testApp);
    const response = await post(testApp, '/public/login', {
      username: email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.loginSuccess, username: email });

    const sessionCookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sessionCookie?.secure).toBeFalsy();
    expect(Buffer.from(sessionCookie!.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const marker = response.cookies.find((c) => c.name === LOGIN_MARKER_COOKIE);
    expect(marker?.httpOnly).toBeFalsy();
    expect(LOGIN_MARKER_COOKIE.startsWith('portico_identity')).toBe(true);

    const [stored] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(sessionCookie!.value)));
    expect(stored).toBeDefined();
    const applicant = await findApplicantByEmail(testApp.database.db, email);
    expect(
      await testApp.database.db.select().from(logins).where(eq(logins.applicantId, applicant!.id)),
    ).toHaveLength(1);

    const me = await session(`${SESSION_COOKIE}=${sessionCookie!.value}`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ username: email });
  });

  it('answers an unknown address exactly as a wrong password', async () => {
    const email = await signUpAndConfirm(testApp);
    const wrongPassword = await post(testApp, '/public/login', {
      username: email,
      password: 'Wrong-Password-123!',
    });
    const unknown = await post(testApp, '/public/login', {
      username: newEmail('ghost'),
      password: 'Wrong-Password-123!',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrongPassword.statusCode);
    expect(unknown.body).toBe(wrongPassword.body);
    expect(unknown.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials });
  });

  it('takes about as long for an unknown address as for a wrong password (a dummy hash is verified)', async () => {
    const email = await signUpAndConfirm(testApp);
    const time = async (username: string) => {
      const start = performance.now();
      await post(testApp, '/public/login', { username, password: 'Wrong-Password-123!' });
      return performance.now() - start;
    };
    await time(newEmail('warmup'));
    const known = Math.min(await time(email), await time(email));
    const unknown = Math.min(await time(newEmail('ghost')), await time(newEmail('ghost')));
    // Without the dummy hash the unknown address would answer in a fraction of the hash's time.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('refuses an unconfirmed account, with the right password only, pointing to resend', async () => {
    const email = newEmail();
    await post(testApp, '/public/signup', { username: email, password: STRONG_PASSWORD });
    const right = await post(testApp, '/public/login', { username: email, password: STRONG_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ code: 'ACCOUNT_NOT_CONFIRMED', message: MESSAGES.accountNotConfirmed });
    expect(right.json().message).toContain('Resend confirmation code?');
    expect(right.cookies).toHaveLength(0);
    const wrong = await post(testApp, '/public/login', { username: email, password: 'Wrong-Password-123!' });
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    [{ username: 'nope', password: 'x' }, MESSAGES.loginEmailInvalid],
    [{ username: 'a@example.edu', password: '' }, MESSAGES.loginPasswordRequired],
    [{ username: 'a@example.edu' }, MESSAGES.loginPasswordRequired],
    [{ username: 'a@example.edu', password: 'x', remember: true }, 'Unrecognized key'],
  ])('refuses %j with a message', async (payload, message) => {
    const response = await post(testApp, '/public/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('throttles failed logins per address, even with the right password, with 429', async () => {
    const email = await signUpAndConfirm(testApp);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (await post(testApp, '/public/login', { username: email, password: 'Wrong-Password-123!' }))
          .statusCode,
      ).toBe(400);
    }
    const blocked = await post(testApp, '/public/login', { username: email, password: STRONG_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests });
    // Another applicant behind the same address is not affected.
    const other = await signUpAndConfirm(testApp);
    expect(
      (await post(testApp, '/public/login', { username: other, password: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('ends a session after 30 minutes without a request, and after 12 hours in all', async () => {
    const email = await signUpAndConfirm(testApp);
    const idleCookie = await logInAs(testApp, email);
    const absoluteCookie = await logInAs(testApp, email);
    const tokenOf = (cookie: string) => /portico_session=([^;]+)/.exec(cookie)![1]!;
    await testApp.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.tokenHash, hashToken(tokenOf(idleCookie))));
    await testApp.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MS - 1000) })
      .where(eq(sessions.tokenHash, hashToken(tokenOf(absoluteCookie))));
    for (const cookie of [idleCookie, absoluteCookie]) {
      const response = await session(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: MESSAGES.sessionInvalid });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    }
  });

  it('logout revokes the session and clears both cookies', async () => {
    const email = await signUpAndConfirm(testApp);
    const cookie = await logInAs(testApp, email);
    const logout = await testApp.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: MESSAGES.logoutSuccess });
    expect(logout.cookies.map((c) => [c.name, c.value])).toEqual(
      expect.arrayContaining([
        [SESSION_COOKIE, ''],
        [LOGIN_MARKER_COOKIE, ''],
      ]),
    );
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('refuses a logout from another site', async () => {
    const email = await signUpAndConfirm(testApp);
    const cookie = await logInAs(testApp, email);
    const crossSite = await testApp.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await session(cookie)).statusCode).toBe(200);
  });

  it('answers /api routes without a session with 401', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.sessionInvalid);
    const forged = await session(`${SESSION_COOKIE}=forged-token`);
    expect(forged.statusCode).toBe(401);
  });

  it('rehashes a password made under a weaker policy at login', async () => {
    const email = await signUpAndConfirm(testApp);
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash(STRONG_PASSWORD, { memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await testApp.database.db
      .update(applicants)
      .set({ passwordHash: weak })
      .where(eq(applicants.email, email));
    await logInAs(testApp, email);
    const applicant = await findApplicantByEmail(testApp.database.db, email);
    expect(applicant?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
