import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNT_MAIL_QUEUE } from '../src/accounts/account-mail-jobs';
import { queryRows } from '../src/platform/database/open-database';
import { STRONG_PASSWORD } from './strong-password';
import type { MailedTestApp, TestApp } from './test-app';

export { STRONG_PASSWORD };
export const SITE_ORIGIN = 'http://localhost:3000';

let sequence = 0;
/** A new address for each test, so that tests do not share throttling windows. */
export function newEmail(name = 'applicant'): string {
  sequence += 1;
  return `${name}.${Date.now().toString(36)}.${sequence}@example.edu`;
}

/** A JSON request as the site's own page sends it. */
export function post(testApp: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin', ...headers },
  });
}

/** The same, from the client at `remoteAddress`: per-client limits tell clients apart by it. */
export function postFrom(testApp: TestApp, remoteAddress: string, url: string, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    remoteAddress,
  });
}

export function codeFrom(text: string | undefined): string {
  const match = /confirmation code is (\d{6})/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no code in mail: ${text}`);
  return match[1];
}

export function resetIdFrom(text: string | undefined): { username: string; id: string } {
  const match = /(https?:\/\/\S+\/reset\?\S+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in mail: ${text}`);
  const url = new URL(match[1]);
  return { username: url.searchParams.get('username') ?? '', id: url.searchParams.get('id') ?? '' };
}

/** The Cookie header that a browser would send back after this response. */
export function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * Sends a request and returns the mail it made to `to`: account mail is sent by a job after the
 * request is answered, so this waits for one newer than those before the request.
 */
export async function mailAfter(
  testApp: MailedTestApp,
  to: string,
  request: () => Promise<LightMyRequestResponse>,
) {
  const after = testApp.mail.countTo(to);
  const response = await request();
  if (response.statusCode !== 200) throw new Error(`request failed: ${response.body}`);
  return testApp.mail.lastTo(to, { after });
}

/** Waits until every account mail queued so far has been sent or found to have no account. */
export async function accountMailSettled(testApp: TestApp) {
  for (let attempt = 0; attempt < 250; attempt++) {
    const [waiting] = await queryRows<{ jobs: number }>(
      testApp.database.db,
      sql`select count(*)::int as jobs from pgboss.job
          where name = ${ACCOUNT_MAIL_QUEUE} and state in ('created', 'retry', 'active')`,
    );
    if (waiting?.jobs === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('account mail still waiting');
}

/** The reset link e-mailed to `email` after it asks for one. */
export async function requestResetLink(testApp: MailedTestApp, email: string) {
  const mail = await mailAfter(testApp, email, () =>
    post(testApp, '/public/forgot-password', { username: email }),
  );
  return resetIdFrom(mail.text);
}

export async function signUpAndConfirm(testApp: MailedTestApp, email = newEmail()) {
  const mail = await mailAfter(testApp, email, () =>
    post(testApp, '/public/signup', { username: email, password: STRONG_PASSWORD }),
  );
  const code = codeFrom(mail.text);
  const confirm = await post(testApp, '/public/confirm', { username: email, code });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  return email;
}

export async function logInAs(testApp: TestApp, email: string, password = STRONG_PASSWORD) {
  const response = await post(testApp, '/public/login', { username: email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return cookiesOf(response);
}
