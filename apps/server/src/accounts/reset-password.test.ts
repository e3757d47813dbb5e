import { MESSAGES } from '@portico/application';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logInAs,
  newEmail,
  post,
  resetIdFrom,
  signUpAndConfirm,
  STRONG_PASSWORD,
} from '../../test/accounts-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { passwordResets } from '../platform/database/schema';
import { hashToken } from '../platform/tokens';

const NEW_PASSWORD = 'Brand-New-Secret-42!';

describe('POST /public/forgot-password and /public/reset-password', () => {
  let testApp: MailedTestApp;
  beforeAll(async () => {
    testApp = await buildMailedTestApp();
  });
  afterAll(() => testApp.close());

  const reset = (body: Record<string, unknown>) => post(testApp, '/public/reset-password', body);
  const session = (cookie: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });

  it('answers the same success message whether or not the address exists', async () => {
    const email = await signUpAndConfirm(testApp);
    const known = await post(testApp, '/public/forgot-password', { username: email });
    const unknown = await post(testApp, '/public/forgot-password', { username: newEmail('ghost') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: MESSAGES.forgotSent });
  });

  it('resets through the e-mailed link once, ends every session, and the new password logs in', async () => {
    const email = await signUpAndConfirm(testApp);
    const oldSession = await logInAs(testApp, email);
    await post(testApp, '/public/forgot-password', { username: email });
    const link = resetIdFrom((await testApp.mail.lastTo(email)).text);
    expect(link.username).toBe(email);
    expect((await testApp.mail.lastTo(email)).text).toContain('http://localhost:3000/reset?username=');

    const response = await reset({ ...link, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.resetSuccess });
    expect((await session(oldSession)).statusCode).toBe(401);
    expect(
      (await post(testApp, '/public/login', { username: email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(400);
    await logInAs(testApp, email, NEW_PASSWORD);

    const again = await reset({
      ...link,
      password: 'Yet-Another-Secret-7!',
      confirm_password: 'Yet-Another-Secret-7!',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_CODE', message: MESSAGES.resetLinkInvalid });
  });

  it('refuses a link older than one hour', async () => {
    const email = await signUpAndConfirm(testApp);
    await post(testApp, '/public/forgot-password', { username: email });
    const link = resetIdFrom((await testApp.mail.lastTo(email)).text);
    await testApp.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(link.id)));
    const response = await reset({ ...link, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.resetLinkInvalid);
    await logInAs(testApp, email);
  });

  it('refuses a link of another account', async () => {
    const owner = await signUpAndConfirm(testApp);
    const other = await signUpAndConfirm(testApp);
    await post(testApp, '/public/forgot-password', { username: owner });
    const link = resetIdFrom((await testApp.mail.lastTo(owner)).text);
    const response = await reset({
      username: other,
      id: link.id,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    await logInAs(testApp, other);
  });

  it.each([
    [{ password: NEW_PASSWORD, confirm_password: 'Different-Secret-42!' }, MESSAGES.passwordsMustMatch],
    [{ password: 'weak', confirm_password: 'weak' }, MESSAGES.passwordMinLength],
    [{ password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, id: '' }, MESSAGES.resetLinkInvalid],
  ])('refuses %j with a message', async (fields, message) => {
    const response = await reset({ username: 'a@example.edu', id: 'some-id', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('limits forgot-password mails per address', async () => {
    const email = await signUpAndConfirm(testApp);
    expect((await post(testApp, '/public/forgot-password', { username: email })).statusCode).toBe(200);
    const second = await post(testApp, '/public/forgot-password', { username: email });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(MESSAGES.tooManyRequests);
  });
});
