import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN, STRONG_PASSWORD } from '../../test/accounts-helpers';
import { countVerifications } from '../../test/password-verifications';
import { codeOf, setUpStaff, signInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { auditEvents } from '../platform/database/schema';
import { DEFAULT_LIMITS } from '../platform/throttle';

const WRONG = 'Not-The-Password-1!';

/** Issue 27: staff sign-in's throttles (M3) and device cookies (L3, L4), at the default limits. */
describe('staff sign-in under guessing and floods', () => {
  let testApp: MailedTestApp;
  beforeAll(async () => {
    testApp = await buildMailedTestApp();
  });
  afterAll(() => testApp.close());

  /** A POST from the client at `remoteAddress`, with the cookies its browser holds. */
  const postFrom = (remoteAddress: string, url: string, payload: object, cookie = '') =>
    testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin', cookie },
      remoteAddress,
    });
  const logInFrom = (remoteAddress: string, email: string, password: string, cookie = '') =>
    postFrom(remoteAddress, '/staff-api/login', { email, password }, cookie);
  const statusesOf = (responses: { statusCode: number }[]) => {
    const tally: Record<number, number> = {};
    for (const { statusCode } of responses) tally[statusCode] = (tally[statusCode] ?? 0) + 1;
    return tally;
  };
  const failedSignIns = async () =>
    (
      await testApp.database.db
        .select({ rows: count() })
        .from(auditEvents)
        .where(eq(auditEvents.action, 'staff.sign-in-failed'))
    )[0]!.rows;
  /** The device cookie among a response's cookies, as the browser sends it back. */
  const deviceCookieOf = (cookies: string) => /portico_staff_device=[^;]+/.exec(cookies)![0];

  it('lets 50 of 300 sign-ins in flight from one client, each at another address, reach the hash and the audit', async () => {
    const perClient = DEFAULT_LIMITS['staff-login-failed-ip'].limit;
    const auditBefore = await failedSignIns();
    const verifications = countVerifications();
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        logInFrom('203.0.113.30', `guess.${n}@harborvalley.example.edu`, WRONG),
      ),
    );
    expect(statusesOf(responses)).toEqual({ 400: perClient, 429: 300 - perClient });
    expect(verifications()).toBe(perClient);
    expect((await failedSignIns()) - auditBefore).toBe(perClient);
    // Another client is not refused for it.
    expect((await logInFrom('198.51.100.30', 'guess.0@harborvalley.example.edu', WRONG)).statusCode).toBe(
      400,
    );
  }, 120_000);

  it('adds at most 50 audit rows for a flood of 1,000 sign-ins, from one client or at one address from 1,000', async () => {
    // A staff member's address, so that the second flood is at a real account.
    await setUpStaff(testApp, 'flooded.reader@harborvalley.example.edu', 'reader');
    const auditBefore = await failedSignIns();
    const verifications = countVerifications();
    const fromOneClient = await Promise.all(
      Array.from({ length: 1000 }, (_, n) =>
        logInFrom('203.0.113.31', `flood.${n}@harborvalley.example.edu`, WRONG),
      ),
    );
    expect(statusesOf(fromOneClient)[400]).toBe(DEFAULT_LIMITS['staff-login-failed-ip'].limit);
    const afterOneClient = await failedSignIns();
    expect(afterOneClient - auditBefore).toBe(DEFAULT_LIMITS['staff-login-failed-ip'].limit);

    const atOneAddress = await Promise.all(
      Array.from({ length: 1000 }, (_, n) =>
        logInFrom(`10.0.${n >> 8}.${n & 255}`, 'flooded.reader@harborvalley.example.edu', WRONG),
      ),
    );
    expect(statusesOf(atOneAddress)[400]).toBe(DEFAULT_LIMITS['staff-login-failed-address'].limit);
    expect((await failedSignIns()) - afterOneClient).toBe(DEFAULT_LIMITS['staff-login-failed-address'].limit);
    // 2,000 requests, 100 hashes.
    expect(verifications()).toBe(100);
  }, 240_000);

  it('locks an address a guesser tried from 12 clients, except in a browser that signed in to it before', async () => {
    const email = 'owner.reader@harborvalley.example.edu';
    const other = 'other.reader@harborvalley.example.edu';
    const { secret, recoveryCodes } = await setUpStaff(testApp, email, 'reader');
    const otherSecret = (await setUpStaff(testApp, other, 'reader')).secret;
    const earlier = await signInStaff(testApp, email, codeOf(secret, 1));
    expect(earlier.second.statusCode).toBe(200);
    const device = deviceCookieOf(earlier.cookie);
    const otherDevice = deviceCookieOf((await signInStaff(testApp, other, codeOf(otherSecret, 1))).cookie);

    // 12 clients, 10 wrong passwords each, all at once: the address's 50 are used up.
    const guesses = await Promise.all(
      Array.from({ length: 120 }, (_, n) => logInFrom(`192.0.2.${n % 12}`, email, `${WRONG}${n}`)),
    );
    expect(statusesOf(guesses)).toEqual({ 400: 50, 429: 70 });

    // The owner at a new client, the right password: locked, as is a browser signed in to another address.
    expect((await logInFrom('198.51.100.40', email, STRONG_PASSWORD)).statusCode).toBe(429);
    expect((await logInFrom('198.51.100.40', email, STRONG_PASSWORD, otherDevice)).statusCode).toBe(429);
    // With the device cookie of the earlier sign-in, the owner signs in, from that client or any.
    const half = await logInFrom('198.51.100.40', email, STRONG_PASSWORD, device);
    expect(half.statusCode).toBe(200);
    const sessionCookie = /portico_staff=[^;]+/.exec(half.headers['set-cookie']!.toString())![0];
    const whole = await postFrom(
      '198.51.100.40',
      '/staff-api/login/code',
      { code: recoveryCodes[0]! },
      `${sessionCookie}; ${device}`,
    );
    expect(whole.statusCode).toBe(200);

    // A device's own wrong passwords are bounded too, however many are in flight: 10, then refused,
    // the right one as well.
    const fromDevice = await Promise.all(
      Array.from({ length: 40 }, () => logInFrom('198.51.100.41', email, WRONG, device)),
    );
    expect(statusesOf(fromDevice)).toEqual({ 400: 10, 429: 30 });
    expect((await logInFrom('198.51.100.41', email, STRONG_PASSWORD, device)).statusCode).toBe(429);
  }, 120_000);

  it('locks the second factor for a password holder after 5 wrong codes, but not the owner’s browser', async () => {
    const email = 'codes.reader@harborvalley.example.edu';
    const { secret, recoveryCodes } = await setUpStaff(testApp, email, 'reader');
    const device = deviceCookieOf((await signInStaff(testApp, email, codeOf(secret, 1))).cookie);
    const wrong = String((Number(codeOf(secret)) + 7) % 1_000_000).padStart(6, '0');

    // Someone holding the password, in another browser: five wrong codes, then even a right one is refused.
    const thief = (await logInFrom('203.0.113.50', email, STRONG_PASSWORD)).headers['set-cookie']!.toString();
    const thiefCookie = /portico_staff=[^;]+/.exec(thief)![0];
    for (let n = 0; n < 5; n++) {
      expect(
        (await postFrom('203.0.113.50', '/staff-api/login/code', { code: wrong }, thiefCookie)).statusCode,
      ).toBe(400);
    }
    const refused = await postFrom(
      '203.0.113.50',
      '/staff-api/login/code',
      { code: recoveryCodes[0]! },
      thiefCookie,
    );
    expect(refused.statusCode).toBe(429);
    // The owner without the device cookie: refused as well.
    const bare = (await logInFrom('198.51.100.50', email, STRONG_PASSWORD)).headers['set-cookie']!.toString();
    const bareCookie = /portico_staff=[^;]+/.exec(bare)![0];
    expect(
      (await postFrom('198.51.100.50', '/staff-api/login/code', { code: recoveryCodes[0]! }, bareCookie))
        .statusCode,
    ).toBe(429);

    // The owner's browser, which signed in before: its own count, and the code completes the sign-in.
    const owner = (await logInFrom('198.51.100.50', email, STRONG_PASSWORD, device)).headers[
      'set-cookie'
    ]!.toString();
    const ownerCookie = `${/portico_staff=[^;]+/.exec(owner)![0]}; ${device}`;
    const whole = await postFrom(
      '198.51.100.50',
      '/staff-api/login/code',
      { code: recoveryCodes[0]! },
      ownerCookie,
    );
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toEqual({ email, role: 'reader' });
  }, 120_000);
});
