import type { LightMyRequestResponse } from 'fastify';
import type { MailedTestApp, TestApp } from './test-app';

export const STRONG_PASSWORD = 'Harbor-Valley-2027!';
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

export async function signUpAndConfirm(testApp: MailedTestApp, email = newEmail()) {
  const signup = await post(testApp, '/public/signup', { username: email, password: STRONG_PASSWORD });
  if (signup.statusCode !== 200) throw new Error(`signup failed: ${signup.body}`);
  const code = codeFrom((await testApp.mail.lastTo(email)).text);
  const confirm = await post(testApp, '/public/confirm', { username: email, code });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  return email;
}

export async function logInAs(testApp: TestApp, email: string, password = STRONG_PASSWORD) {
  const response = await post(testApp, '/public/login', { username: email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return cookiesOf(response);
}
