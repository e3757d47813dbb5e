import { LOGIN_MARKER_COOKIE } from '@portico/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signUpAndConfirm, STRONG_PASSWORD } from '../../test/accounts-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';

describe('the readable login marker (issue 27)', () => {
  let testApp: MailedTestApp;
  beforeAll(async () => {
    testApp = await buildMailedTestApp();
  });
  afterAll(() => testApp.close());

  it('is new with every session, so that a tab can tell its session was replaced in another', async () => {
    const [first, second] = await Promise.all([signUpAndConfirm(testApp), signUpAndConfirm(testApp)]);
    const markers = [];
    for (const username of [first, first, second]) {
      const response = await post(testApp, '/public/login', { username, password: STRONG_PASSWORD });
      expect(response.statusCode).toBe(200);
      markers.push(response.cookies.find((cookie) => cookie.name === LOGIN_MARKER_COOKIE)?.value);
    }
    for (const marker of markers) expect(marker).toMatch(/^[\w-]{16}$/);
    expect(new Set(markers).size).toBe(3);
    // It says nothing of whom: no address in it.
    for (const marker of markers) expect(marker).not.toContain('@');
  });
});
