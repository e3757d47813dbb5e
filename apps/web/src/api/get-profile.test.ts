import { describe, expect, it } from 'vitest';
import { stubApi } from '../testing/render-app';
import { ServerError } from './api-error';
import { getProfile, type Profile } from './get-profile';

const profile: Profile = {
  username: 'ada@example.com',
  last_page: '/education',
  answer: { first_name: 'Ada' },
  document_answer: {},
  successful_login: [{ logged_in_at: '2026-11-20T10:00:00Z' }, { logged_in_at: '2026-11-21T10:00:00Z' }],
  web_status: [{ web_status: 'started' }],
  submission: null,
};

describe('getProfile', () => {
  it('returns the profile of a signed-in student', async () => {
    stubApi({ 'GET /api/profile': { status: 200, body: profile } });
    await expect(getProfile()).resolves.toEqual(profile);
  });

  it('treats 401 as an anonymous visitor (null)', async () => {
    stubApi({ 'GET /api/profile': { status: 401, body: { code: 'UNAUTHORIZED', message: 'no' } } });
    await expect(getProfile()).resolves.toBeNull();
  });

  it.each([404, 500])('lets any other failure through (%i)', async (status) => {
    stubApi({ 'GET /api/profile': { status, body: { code: 'INTERNAL', message: 'Down.' } } });
    await expect(getProfile()).rejects.toBeInstanceOf(ServerError);
  });
});
