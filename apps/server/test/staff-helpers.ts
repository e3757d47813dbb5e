import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { commands } from '../src/cli-commands';
import { queryRows } from '../src/platform/database/open-database';
import { readEnv } from '../src/platform/env';
import type { StaffRole } from '../src/staff/staff-context';
import { cookiesOf, logInAs, post, signUpAndConfirm, SITE_ORIGIN, STRONG_PASSWORD } from './accounts-helpers';
import type { MailedTestApp, TestApp } from './test-app';

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
export function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A GET as the site's own page sends it, with `cookie`. */
export function getAs(testApp: TestApp, url: string, cookie = '') {
  return testApp.app.inject({ method: 'GET', url, headers: { cookie, origin: SITE_ORIGIN } });
}

/** Invites by the command, and answers the token of the link it printed and the e-mail carries. */
export async function inviteStaff(testApp: MailedTestApp, email: string, role: StaffRole) {
  const env = readEnv({ PUBLIC_URL: 'http://localhost:3000', SMTP_URL: testApp.mail.url });
  const output = await commands['create-staff']!(['--email', email, '--role', role], testApp.database, env);
  const printed = new URL(/http:\/\/\S+/.exec(output)![0]);
  const mail = testApp.mail.messages.findLast((message) => JSON.stringify(message.to).includes(email));
  expect(mail?.text).toContain(printed.href);
  expect(printed.pathname).toBe('/staff/setup');
  return printed.searchParams.get('token')!;
}

/** A staff member set up through the setup pages' calls: their secret and recovery codes. */
export async function setUpStaff(testApp: MailedTestApp, email: string, role: StaffRole) {
  const token = await inviteStaff(testApp, email, role);
  expect((await getAs(testApp, `/staff-api/setup?token=${token}`)).json()).toEqual({ email });
  const enrolment = await post(testApp, '/staff-api/setup/password', { token, password: STRONG_PASSWORD });
  expect(enrolment.statusCode).toBe(200);
  const { secret, otpauth_url, qr_svg } = enrolment.json<{
    secret: string;
    otpauth_url: string;
    qr_svg: string;
  }>();
  expect(otpauth_url).toContain(`secret=${secret}`);
  expect(qr_svg).toMatch(/^<svg/);
  const done = await post(testApp, '/staff-api/setup/totp', { token, code: codeOf(secret) });
  expect(done.statusCode).toBe(200);
  const { recovery_codes } = done.json<{ recovery_codes: string[] }>();
  return { token, secret, recoveryCodes: recovery_codes };
}

/** The password alone: the cookie of a half session, which only the code makes whole. */
export async function halfStaffSession(testApp: TestApp, email: string) {
  const first = await post(testApp, '/staff-api/login', { email, password: STRONG_PASSWORD });
  expect(first.statusCode).toBe(200);
  return cookiesOf(first);
}

/**
 * Password, then code: the code's answer and the cookie the browser then holds (the whole
 * session's new token once the code is accepted, else the half session's).
 */
export async function signInStaff(testApp: TestApp, email: string, code: string) {
  const half = await halfStaffSession(testApp, email);
  const second = await post(testApp, '/staff-api/login/code', { code }, { cookie: half });
  return { cookie: second.statusCode === 200 ? cookiesOf(second) : half, half, second };
}

/** A staff member set up and signed in with the authenticator's next code: a whole session's cookie. */
export async function signedInStaff(testApp: MailedTestApp, email: string, role: StaffRole) {
  const { secret } = await setUpStaff(testApp, email, role);
  return (await signInStaff(testApp, email, codeOf(secret, 1))).cookie;
}

/** Saves `answers` as the form does, in the applicant's session. */
export async function saveAnswersAs(
  testApp: TestApp,
  applicantCookie: string,
  answers: Record<string, unknown>,
) {
  const saved = await testApp.app.inject({
    method: 'PUT',
    url: '/api/answer',
    payload: { answers },
    headers: { cookie: applicantCookie, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
  });
  expect(saved.statusCode).toBe(200);
}

/** A new applicant who saved `answers`: their address and session cookie. */
export async function applicantWith(testApp: MailedTestApp, answers: Record<string, unknown>) {
  const applicant = await signUpAndConfirm(testApp);
  const applicantCookie = await logInAs(testApp, applicant);
  await saveAnswersAs(testApp, applicantCookie, answers);
  return { applicant, applicantCookie };
}

/**
 * Applications written straight to the tables, as many as a bulk action takes (bench/staff-seed.mjs
 * does alike), submitted or not, with `answers` besides a name.
 */
export async function seedApplications(
  testApp: TestApp,
  count: number,
  submitted: boolean,
  answers: Record<string, string> = {},
): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const stamp = randomUUID().slice(0, 8);
  for (let at = 0; at < ids.length; at += 1000) {
    const batch = ids.slice(at, at + 1000);
    const list = sql`${`{${batch.join(',')}}`}::uuid[]`;
    await queryRows(
      testApp.database.db,
      sql`insert into applicants (id, email, password_hash, confirmed_at)
        select id, ${stamp}::text || '-' || id || '@example.com', 'x', now() from unnest(${list}) as id`,
    );
    await queryRows(
      testApp.database.db,
      sql`insert into applications (applicant_id, answers, submitted_at)
        select id, jsonb_build_object('first_name', 'Bulk', 'last_name', ${stamp}::text) || ${JSON.stringify(answers)}::jsonb,
          ${submitted ? sql`now()` : sql`null`} from unnest(${list}) as id`,
    );
  }
  return ids;
}
