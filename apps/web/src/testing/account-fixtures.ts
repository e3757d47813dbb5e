import type { Profile } from '@portico/contracts';
import { LOGIN_MARKER_COOKIE } from '@portico/contracts';
import { refreshIdentity } from '../session/session-store';
import type { FakeResponse } from './render-app';

export const USERNAME = 'ada@example.com';
/** Meets every rule of the password checklist. */
export const STRONG_PASSWORD = 'Correct-Horse-42';

/** A signed-in student's profile after `logins` logins. */
export function profileFixture({
  logins = 1,
  ...overrides
}: Partial<Profile> & { logins?: number } = {}): Profile {
  return {
    username: USERNAME,
    last_page: null,
    answer: {},
    document_answer: {},
    successful_login: Array.from({ length: logins }, (_, index) => ({
      logged_in_at: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
    })),
    web_status: [{ web_status: 'started' }],
    submission: null,
    ...overrides,
  };
}

/** The API of a logged-in student: the profile answers, logout and the keep-alive work. */
export function loggedInApi(profile: Profile = profileFixture()): Record<string, FakeResponse> {
  return {
    'GET /api/profile': { status: 200, body: profile },
    'GET /api/logout': { status: 200, body: { message: 'You have been logged out.' } },
    'GET /api/session': { status: 200, body: { username: profile.username, language: 'en' } },
  };
}

export const OK: FakeResponse = { status: 200, body: { message: 'ok' } };

/** A logged-in student's API with what the form pages call: counts, tabs and every save answer ok. */
export function formApi(profile: Profile = profileFixture()): Record<string, FakeResponse> {
  return {
    ...loggedInApi(profile),
    'GET /api/add-another': { status: 200, body: {} },
    'GET /api/tabs': { status: 200, body: {} },
    'PUT /api/last-page': OK,
    'PUT /api/answer': OK,
    'POST /api/web-status': OK,
    'POST /api/validations': OK,
  };
}

/**
 * What a login leaves in the browser: the readable identity marker (the session cookie itself is
 * HttpOnly and no business of the page's script).
 */
export function setIdentityCookie(): void {
  document.cookie = `${LOGIN_MARKER_COOKIE}=1; Path=/`;
  refreshIdentity();
}

/** The JSON bodies sent to one endpoint, in order. */
export function sentBodies(
  fetchMock: { mock: { calls: unknown[][] } },
  method: string,
  path: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([, init]) => {
      const body = (init as RequestInit | undefined)?.body;
      return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
    });
}
