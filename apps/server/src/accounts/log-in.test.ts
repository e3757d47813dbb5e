import { MESSAGES, SERVER_MESSAGES, SESSION_RULES } from '@portico/application';
import { LOGIN_MARKER_COOKIE, SESSION_COOKIE } from '@portico/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logInAs,
  newEmail,
  post,
  postFrom,
  requestResetLink,
  signUpAndConfirm,
  SITE_ORIGIN,
  STRONG_PASSWORD,
} from '../../test/accounts-helpers';
import { countVerifications } from '../../test/password-verifications';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { applicants, logins, sessions } from '../platform/database/schema';
import { DEFAULT_LIMITS } from '../platform/throttle';
import { hashToken } from '../platform/tokens';
import { findApplicantByEmail } from './find-applicant';

describe('POST /public/login, sessions and GET /api/logout', () => {
  let testApp: MailedTestApp;
  beforeAll(async () => {
    testApp = await buildMailedTestApp({
      limits: {
        ...DEFAULT_LIMITS,
        'login-failed-client': { limit: 3, windowMs: 15 * 60_000 },
        'login-failed-address': { limit: 8, windowMs: 15 * 60_000 },
      },
    });
  });
  afterAll(() => testApp.close());

  const session = (cookie: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  const logOut = (cookie: string, site: 'same-origin' | 'cross-site') =>
    testApp.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, 'sec-fetch-site': site } });

  it('logs in: an HttpOnly session cookie, a readable marker, a recorded login', async () => {
    const email = await signUpAndConfirm(testApp);
    const response = await post(testApp, '/public/login', {
      username: email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: SERVER_MESSAGES.loginSuccess,
      username: email,
      language: 'en',
    });

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
    expect(me.json()).toEqual({ username: email, language: 'en' });
  });

  it('names the session cookie __Host- under https, and takes no session from a cookie without the prefix', async () => {
    const secureApp = await buildMailedTestApp({ publicUrl: new URL('https://apply.example.edu') });
    try {
      const email = await signUpAndConfirm(secureApp);
      const login = await secureApp.app.inject({
        method: 'POST',
        url: '/public/login',
        payload: { username: email, password: STRONG_PASSWORD },
        headers: { origin: 'https://apply.example.edu', 'sec-fetch-site': 'same-origin' },
      });
      expect(login.statusCode).toBe(200);
      const cookie = login.cookies.find((candidate) => candidate.name === `__Host-${SESSION_COOKIE}`);
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(cookie?.domain).toBeUndefined();
      expect(login.cookies.find((candidate) => candidate.name === SESSION_COOKIE)).toBeUndefined();
      // The device cookie too (device-cookies.ts), so that a subdomain cannot plant one.
      expect(login.cookies.find((candidate) => candidate.name === '__Host-portico_device')).toMatchObject({
        secure: true,
        httpOnly: true,
        path: '/',
      });
      const sessionWith = (header: string) =>
        secureApp.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: header } });
      expect((await sessionWith(`__Host-${SESSION_COOKIE}=${cookie!.value}`)).statusCode).toBe(200);
      // A cookie a neighbouring subdomain could plant, without the prefix, is no session.
      expect((await sessionWith(`${SESSION_COOKIE}=${cookie!.value}`)).statusCode).toBe(401);
    } finally {
      await secureApp.close();
    }
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

  it('costs an unknown address one argon2 verification, as a wrong password does (a dummy hash)', async () => {
    const email = await signUpAndConfirm(testApp);
    await post(testApp, '/public/login', { username: newEmail('warmup'), password: 'Wrong-Password-123!' });
    const verifications = async (username: string) => {
      const counted = countVerifications();
      await post(testApp, '/public/login', { username, password: 'Wrong-Password-123!' });
      return counted();
    };
    expect(await verifications(email)).toBe(1);
    // Without the dummy hash the unknown address would answer without one, in a fraction of the time.
    expect(await verifications(newEmail('ghost'))).toBe(1);
  });

  it('refuses an unconfirmed account, with the right password only, pointing to resend', async () => {
    const email = newEmail();
    await post(testApp, '/public/signup', { username: email, password: STRONG_PASSWORD });
    const right = await post(testApp, '/public/login', { username: email, password: STRONG_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      code: 'ACCOUNT_NOT_CONFIRMED',
      message: SERVER_MESSAGES.accountNotConfirmed,
    });
    expect(right.json().message).toContain('Resend confirmation code?');
    expect(right.cookies).toHaveLength(0);
    const wrong = await post(testApp, '/public/login', { username: email, password: 'Wrong-Password-123!' });
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    [{ username: 'nope', password: 'x' }, MESSAGES.loginEmailInvalid],
    [{ username: 'a@example.edu', password: '' }, MESSAGES.loginPasswordRequired],
    [{ username: 'a@example.edu' }, MESSAGES.loginPasswordRequired],
    [{ username: 'a@example.edu', password: 'x', remember: true }, SERVER_MESSAGES.fieldsUnknown('remember')],
  ])('refuses %j with a message', async (payload, message) => {
    const response = await post(testApp, '/public/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  const logInFrom = (remoteAddress: string, username: string, password: string) =>
    postFrom(testApp, remoteAddress, '/public/login', { username, password });

  it("throttles one client's failed logins at an address, even with the right password, with 429", async () => {
    const email = await signUpAndConfirm(testApp);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await logInFrom('203.0.113.10', email, 'Wrong-Password-123!')).statusCode).toBe(400);
    }
    const blocked = await logInFrom('203.0.113.10', email, STRONG_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: SERVER_MESSAGES.tooManyRequests });
    // The owner, elsewhere, is not locked out by a stranger's guesses.
    expect((await logInFrom('198.51.100.20', email, STRONG_PASSWORD)).statusCode).toBe(200);
    // Another applicant behind the stranger's address is not affected.
    const other = await signUpAndConfirm(testApp);
    expect((await logInFrom('203.0.113.10', other, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('lets 3 of 400 wrong passwords in flight at once reach the password check; the right one at #390 is refused', async () => {
    const email = await signUpAndConfirm(testApp);
    const responses = await Promise.all(
      Array.from({ length: 400 }, (_, n) =>
        logInFrom('203.0.113.11', email, n === 389 ? STRONG_PASSWORD : `Wrong-Password-${n}!`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    // Checked (400 wrong password) or refused before any check (429): none logged in.
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(397);
  }, 60_000);

  it("bounds guesses from many clients at an address; the owner's reset link lifts the lockout", async () => {
    const email = await signUpAndConfirm(testApp);
    // 40 clients, 2 guesses each, all at once: 8 reach the password check in all.
    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, n) => logInFrom(`192.0.2.${n % 40}`, email, `Wrong-Password-${n}!`)),
    );
    expect(responses.filter((response) => response.statusCode === 400)).toHaveLength(8);
    expect((await logInFrom('198.51.100.21', email, STRONG_PASSWORD)).statusCode).toBe(429);

    const { id } = await requestResetLink(testApp, email);
    const reset = await postFrom(testApp, '198.51.100.21', '/public/reset-password', {
      username: email,
      id,
      password: 'Lighthouse-Keeper-2028!',
      confirm_password: 'Lighthouse-Keeper-2028!',
    });
    expect(reset.statusCode).toBe(200);
    expect((await logInFrom('198.51.100.21', email, 'Lighthouse-Keeper-2028!')).statusCode).toBe(200);
  }, 60_000);

  it('locks an address a guesser tried from 12 clients, except in a browser that logged in to it before', async () => {
    const email = await signUpAndConfirm(testApp);
    const other = await signUpAndConfirm(testApp);
    const deviceOf = (response: { cookies: { name: string; value: string }[] }) => {
      const cookie = response.cookies.find((candidate) => candidate.name === 'portico_device');
      expect(cookie).toBeDefined();
      return `portico_device=${cookie!.value}`;
    };
    const earlier = await logInFrom('198.51.100.60', email, STRONG_PASSWORD);
    expect(earlier.cookies.find((cookie) => cookie.name === 'portico_device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
    const device = deviceOf(earlier);
    const otherDevice = deviceOf(await logInFrom('198.51.100.60', other, STRONG_PASSWORD));
    const logInWith = (cookie: string, password = STRONG_PASSWORD) =>
      testApp.app.inject({
        method: 'POST',
        url: '/public/login',
        payload: { username: email, password },
        headers: { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin', cookie },
        remoteAddress: '198.51.100.61',
      });

    // 12 clients, 3 guesses each (the test's per-client limit): the address's 8 are used up.
    const guesses = await Promise.all(
      Array.from({ length: 36 }, (_, n) => logInFrom(`192.0.2.${100 + (n % 12)}`, email, `Wrong-${n}-Pass!`)),
    );
    expect(guesses.filter((response) => response.statusCode === 400)).toHaveLength(8);
    // Without a device cookie, or with another account's or a made-up one: locked.
    expect((await logInWith('')).statusCode).toBe(429);
    expect((await logInWith(otherDevice)).statusCode).toBe(429);
    expect((await logInWith(`${device.slice(0, -4)}AAAA`)).statusCode).toBe(429);
    // The owner's browser that logged in before logs in.
    expect((await logInWith(device)).statusCode).toBe(200);
    // Its own wrong passwords are counted (the test's limit is the default 10), then refused.
    for (let n = 0; n < 10; n++) expect((await logInWith(device, `Wrong-${n}-Pass!`)).statusCode).toBe(400);
    expect((await logInWith(device)).statusCode).toBe(429);
  }, 60_000);

  it('ends a session after 30 minutes without a request, and after 12 hours in all', async () => {
    const email = await signUpAndConfirm(testApp);
    const idleCookie = await logInAs(testApp, email);
    const absoluteCookie = await logInAs(testApp, email);
    const tokenOf = (cookie: string) => /portico_session=([^;]+)/.exec(cookie)![1]!;
    await testApp.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_RULES.serverIdleMs - 1000) })
      .where(eq(sessions.tokenHash, hashToken(tokenOf(idleCookie))));
    await testApp.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - SESSION_RULES.absoluteMs - 1000) })
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
    const logout = await logOut(cookie, 'same-origin');
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
    const crossSite = await logOut(cookie, 'cross-site');
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
