import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail, post, STRONG_PASSWORD, codeFrom } from '../../test/accounts-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { applicants, confirmationCodes } from '../platform/database/schema';

describe('POST /public/signup', () => {
  let testApp: MailedTestApp;
  beforeAll(async () => {
    testApp = await buildMailedTestApp();
  });
  afterAll(() => testApp.close());

  const count = async () =>
    Number((await testApp.database.db.select({ n: sql<number>`count(*)` }).from(applicants))[0]?.n);

  it('creates an account, stores only hashes, and e-mails a 6-digit code', async () => {
    const email = newEmail();
    const response = await post(testApp, '/public/signup', { username: email, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SERVER_MESSAGES.signupCodeSent });

    const message = await testApp.mail.lastTo(email);
    expect(message.subject).toBe('Confirm your Harbor Valley State University application account');
    expect(message.html).toContain('Harbor Valley State University');
    const code = codeFrom(message.text);

    const [applicant] = await testApp.database.db
      .select()
      .from(applicants)
      .where(eq(applicants.email, email));
    expect(applicant?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(applicant?.passwordHash).not.toContain(STRONG_PASSWORD);
    expect(applicant?.confirmedAt).toBeNull();
    const [pending] = await testApp.database.db
      .select()
      .from(confirmationCodes)
      .where(eq(confirmationCodes.applicantId, applicant!.id));
    expect(pending?.codeHash).not.toContain(code);
    const hoursValid = (pending!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(23.9);
    expect(hoursValid).toBeLessThanOrEqual(24);
  });

  it('answers an address that already has an account alike, and mails its owner instead', async () => {
    const email = newEmail();
    await post(testApp, '/public/signup', { username: email, password: STRONG_PASSWORD });
    await testApp.mail.lastTo(email);
    const before = await count();
    const again = await post(testApp, '/public/signup', {
      username: email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: SERVER_MESSAGES.signupCodeSent });
    expect(await count()).toBe(before);
    expect((await testApp.mail.lastTo(email, { after: 1 })).text).toContain('confirmation code');
  });

  it('tells the owner of a confirmed account that it exists, and changes nothing', async () => {
    const email = newEmail();
    await post(testApp, '/public/signup', { username: email, password: STRONG_PASSWORD });
    await post(testApp, '/public/confirm', {
      username: email,
      code: codeFrom((await testApp.mail.lastTo(email)).text),
    });
    const again = await post(testApp, '/public/signup', {
      username: email,
      password: 'Another-Password-99!',
    });
    expect(again.json()).toEqual({ message: SERVER_MESSAGES.signupCodeSent });
    // The same cookie as a sign-up of a new address (pre-hijack.test.ts): it names no sign-up here.
    const fresh = await post(testApp, '/public/signup', { username: newEmail(), password: STRONG_PASSWORD });
    const cookieShape = (response: typeof again) =>
      response.cookies.map(({ name, path, httpOnly, sameSite, maxAge }) => ({
        name,
        path,
        httpOnly,
        sameSite,
        maxAge,
      }));
    expect(cookieShape(again)).toEqual(cookieShape(fresh));
    expect(cookieShape(again)).toHaveLength(1);
    expect((await testApp.mail.lastTo(email, { after: 1 })).text).toContain('you already have one');
    const login = await post(testApp, '/public/login', { username: email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ username: 'not-an-address', password: STRONG_PASSWORD }, MESSAGES.emailInvalid],
    [{ username: newEmail(), password: 'short1!A' }, MESSAGES.passwordMinLength],
    [{ username: newEmail(), password: 'alllowercase-123!' }, MESSAGES.passwordUppercase],
    [{ username: newEmail(), password: 'ALLUPPERCASE-123!' }, MESSAGES.passwordLowercase],
    [{ username: newEmail(), password: 'No-Digits-Here-At-All!' }, MESSAGES.passwordNumber],
    [{ username: newEmail(), password: 'NoSpecialCharacters123' }, MESSAGES.passwordSpecial],
    [{ username: newEmail(), password: ' Leading-Space-123' }, MESSAGES.passwordWhitespace],
    [{ username: newEmail(), password: `${'Aa1!'.repeat(33)}` }, 'must be at most 128 characters'],
    [{ username: newEmail(), password: 'Qwerty123456!' }, MESSAGES.commonPassword],
    // Each meets the checklist and is easy to guess (issue 13).
    [{ username: newEmail(), password: 'P@ssw0rd2024!' }, MESSAGES.guessablePassword],
    [{ username: newEmail(), password: 'Summer2025!!' }, MESSAGES.guessablePassword],
    [{ username: newEmail(), password: 'Aaaaaaaaaaa1!' }, MESSAGES.guessablePassword],
    [{ username: newEmail(), password: 'Harbor-Valley-2027!' }, MESSAGES.guessablePassword],
    [{ username: 'jane.doe@example.edu', password: 'Jane.doe@example.edu1' }, MESSAGES.passwordContainsEmail],
    [{ username: newEmail() }, MESSAGES.passwordMinLength],
    [{ username: newEmail(), password: STRONG_PASSWORD, extra: 1 }, SERVER_MESSAGES.fieldsUnknown('extra')],
    [{ username: 42, password: STRONG_PASSWORD }, MESSAGES.emailInvalid],
  ])('refuses %j with a message, creating nothing', async (payload, message) => {
    const before = await count();
    const response = await post(testApp, '/public/signup', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await count()).toBe(before);
  });

  it('refuses a body that is not JSON, and one over 16 KB', async () => {
    const text = await testApp.app.inject({
      method: 'POST',
      url: '/public/signup',
      payload: 'username=a@b.edu',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toEqual(expect.any(String));
    const broken = await testApp.app.inject({
      method: 'POST',
      url: '/public/signup',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    const huge = await post(testApp, '/public/signup', {
      username: newEmail(),
      password: 'x'.repeat(17 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a request from another site with 403', async () => {
    const email = newEmail();
    const crossSite = await post(
      testApp,
      '/public/signup',
      { username: email, password: STRONG_PASSWORD },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ code: 'FORBIDDEN', message: SERVER_MESSAGES.crossSiteRequest });
    const otherOrigin = await testApp.app.inject({
      method: 'POST',
      url: '/public/signup',
      payload: { username: email, password: STRONG_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(otherOrigin.statusCode).toBe(403);
    // The origin is compared with the site's address, not with the Host header its sender wrote.
    const hostOfItsOwn = await testApp.app.inject({
      method: 'POST',
      url: '/public/signup',
      payload: { username: email, password: STRONG_PASSWORD },
      headers: { origin: 'http://evil.example', host: 'evil.example' },
    });
    expect(hostOfItsOwn.statusCode).toBe(403);
    expect(await count()).toBeGreaterThan(0);
    const [created] = await testApp.database.db.select().from(applicants).where(eq(applicants.email, email));
    expect(created).toBeUndefined();
  });
});
