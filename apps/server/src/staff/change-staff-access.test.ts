import { STAFF_MESSAGES } from '@portico/application';
import { STAFF_ROUTES } from '@portico/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, STRONG_PASSWORD } from '../../test/accounts-helpers';
import { codeOf, getAs, inviteStaff, setUpStaff, signInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { commands } from '../cli-commands';
import { auditEvents, staffInvitations, staffMembers } from '../platform/database/schema';
import { readEnv } from '../platform/env';

interface Member {
  id: string;
  email: string;
  role: 'reader' | 'admin';
  status: string;
  last_sign_in: string | null;
}

describe('taking staff access away and giving it back (issue 27, M5)', () => {
  let testApp: MailedTestApp;
  beforeAll(async () => {
    testApp = await buildMailedTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, cookie: string) => getAs(testApp, url, cookie);
  const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object = {}) =>
    method === 'POST'
      ? post(testApp, url, payload, { cookie })
      : testApp.app.inject({
          method,
          url,
          payload,
          headers: { cookie, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
        });
  const path = (name: keyof typeof STAFF_ROUTES, id: string) => STAFF_ROUTES[name].path.replace(':id', id);
  const cli = (name: string, ...args: string[]) =>
    commands[name]!(
      args,
      testApp.database,
      readEnv({ PUBLIC_URL: 'http://localhost:3000', SMTP_URL: testApp.mail.url }),
    );

  /** A member set up and signed in: their secret (for signing in again) and a whole session's cookie. */
  async function member(email: string, role: 'reader' | 'admin') {
    const { secret, recoveryCodes } = await setUpStaff(testApp, email, role);
    const { cookie } = await signInStaff(testApp, email, codeOf(secret, 1));
    expect((await get('/staff-api/session', cookie)).statusCode).toBe(200);
    return { email, secret, recoveryCodes, cookie };
  }
  async function listAs(cookie: string): Promise<Member[]> {
    const response = await get('/staff-api/staff', cookie);
    expect(response.statusCode).toBe(200);
    return response.json<{ members: Member[] }>().members;
  }
  const idOf = async (email: string) =>
    (await testApp.database.db.select().from(staffMembers).where(eq(staffMembers.email, email)))[0]!.id;
  const actionsNaming = async (email: string) =>
    (
      await testApp.database.db
        .select({ action: auditEvents.action, staffId: auditEvents.staffId })
        .from(auditEvents)
        .where(eq(auditEvents.email, email))
        .orderBy(auditEvents.at)
    ).map(({ action }) => action);

  let admin: Awaited<ReturnType<typeof member>>;
  let adminId: string;
  beforeAll(async () => {
    admin = await member('alma.admin@harborvalley.example.edu', 'admin');
    adminId = await idOf(admin.email);
  });

  it('lists every member to an admin, with role, status and last sign-in, while a reader is signed in too', async () => {
    const reader = await member('rui.reader@harborvalley.example.edu', 'reader');
    await inviteStaff(testApp, 'ivy.invited@harborvalley.example.edu', 'reader');
    await inviteStaff(testApp, 'leo.lapsed@harborvalley.example.edu', 'admin');
    await testApp.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.staffId, await idOf('leo.lapsed@harborvalley.example.edu')));

    const members = await listAs(admin.cookie);
    const byEmail = Object.fromEntries(members.map((row) => [row.email, row]));
    expect(byEmail[admin.email]).toMatchObject({ role: 'admin', status: 'active' });
    expect(byEmail[reader.email]).toMatchObject({ role: 'reader', status: 'active' });
    expect(Date.parse(byEmail[reader.email]!.last_sign_in!)).toBeGreaterThan(Date.now() - 60_000);
    expect(byEmail['ivy.invited@harborvalley.example.edu']).toMatchObject({
      status: 'invited',
      last_sign_in: null,
    });
    expect(byEmail['leo.lapsed@harborvalley.example.edu']).toMatchObject({ role: 'admin', status: 'lapsed' });
    // The reader, signed in at the same time, still works; the list is the admins'.
    expect((await get('/staff-api/applications', reader.cookie)).statusCode).toBe(200);
    expect((await get('/staff-api/staff', reader.cookie)).statusCode).toBe(403);
  });

  it('answers a reader 403 on every admin route and changes nothing', async () => {
    const reader = await member('rhea.reader@harborvalley.example.edu', 'reader');
    const before = await testApp.database.db.select().from(staffMembers).orderBy(staffMembers.email);
    const auditBefore = (await testApp.database.db.select().from(auditEvents)).length;
    for (const [name, method, payload] of [
      ['staffDisable', 'POST', {}],
      ['staffEnable', 'POST', {}],
      ['staffSetRole', 'PUT', { role: 'admin' }],
      ['staffResetAuthenticator', 'POST', {}],
      ['staffInviteAgain', 'POST', {}],
    ] as const) {
      for (const target of [adminId, await idOf(reader.email)]) {
        const response = await send(method, path(name, target), reader.cookie, payload);
        expect({
          name,
          status: response.statusCode,
          message: response.json<{ message: string }>().message,
        }).toEqual({
          name,
          status: 403,
          message: STAFF_MESSAGES.adminsOnly,
        });
      }
    }
    expect(await testApp.database.db.select().from(staffMembers).orderBy(staffMembers.email)).toEqual(before);
    expect((await testApp.database.db.select().from(auditEvents)).length).toBe(auditBefore);
    expect((await get('/staff-api/session', admin.cookie)).statusCode).toBe(200);
  });

  it('turns access off at once, with requests in flight: every later request 401, password and setup refused; on again, audited', async () => {
    const reader = await member('dina.disabled@harborvalley.example.edu', 'reader');
    const readerId = await idOf(reader.email);
    // Twenty requests of the reader in flight while the admin turns their access off.
    const inFlight = Array.from({ length: 20 }, () => get('/staff-api/applications', reader.cookie));
    const disabled = await send('POST', path('staffDisable', readerId), admin.cookie);
    const answered = await Promise.all(inFlight);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toEqual({ message: STAFF_MESSAGES.memberDisabled(reader.email) });
    // Those in flight finished as they were (200) or were refused (401), never an error.
    for (const response of answered) expect([200, 401]).toContain(response.statusCode);
    // Every request after: 401.
    const after = await Promise.all(
      ['/staff-api/session', '/staff-api/applications', '/staff-api/stuck'].map((url) =>
        get(url, reader.cookie),
      ),
    );
    expect(after.map((response) => response.statusCode)).toEqual([401, 401, 401]);
    // The password is refused as any wrong one is (nothing tells the address apart).
    const password = await post(testApp, '/staff-api/login', {
      email: reader.email,
      password: STRONG_PASSWORD,
    });
    expect(password.statusCode).toBe(400);
    expect(password.json<{ message: string }>().message).toBe(STAFF_MESSAGES.loginFailed);
    // A setup link, even a fresh one, does not open for a member turned off.
    const reinvite = await send('POST', path('staffInviteAgain', readerId), admin.cookie);
    expect(reinvite.statusCode).toBe(409);
    expect((await listAs(admin.cookie)).find((row) => row.email === reader.email)?.status).toBe('disabled');
    // Nor does an open invitation of a member turned off before they set up, nor a new one.
    const invitee = 'nina.notyet@harborvalley.example.edu';
    const token = await inviteStaff(testApp, invitee, 'reader');
    expect((await send('POST', path('staffDisable', await idOf(invitee)), admin.cookie)).statusCode).toBe(
      200,
    );
    expect((await get(`/staff-api/setup?token=${token}`, '')).statusCode).toBe(404);
    expect(
      (await post(testApp, '/staff-api/setup/password', { token, password: STRONG_PASSWORD })).statusCode,
    ).toBe(404);
    await expect(inviteStaff(testApp, invitee, 'reader')).rejects.toThrow(STAFF_MESSAGES.memberIsDisabled);

    // On again: the old sessions stay ended, a new sign-in works.
    expect((await send('POST', path('staffEnable', readerId), admin.cookie)).statusCode).toBe(200);
    expect((await get('/staff-api/session', reader.cookie)).statusCode).toBe(401);
    const again = await signInStaff(testApp, reader.email, reader.recoveryCodes[0]!);
    expect(again.second.statusCode).toBe(200);
    expect(await actionsNaming(reader.email)).toEqual([
      'staff.invited',
      'staff.disabled',
      'staff.sign-in-failed',
      'staff.enabled',
    ]);
    const [disabledEvent] = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.action, ['staff.disabled']));
    expect(disabledEvent).toMatchObject({ staffId: adminId, email: reader.email });
  });

  it('refuses an admin turning their own access off, and leaving no active admin, however the two ask at once', async () => {
    const self = await send('POST', path('staffDisable', adminId), admin.cookie);
    expect(self.statusCode).toBe(409);
    expect(self.json<{ message: string }>().message).toBe(STAFF_MESSAGES.cannotDisableSelf);
    // The only active admin cannot be made a reader, by themselves or by the command line.
    const demote = await send('PUT', path('staffSetRole', adminId), admin.cookie, { role: 'reader' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json<{ message: string }>().message).toBe(STAFF_MESSAGES.lastAdmin);
    await expect(cli('disable-staff', '--email', admin.email)).rejects.toThrow(STAFF_MESSAGES.lastAdmin);
    await expect(cli('set-staff-role', '--email', admin.email, '--role', 'reader')).rejects.toThrow(
      STAFF_MESSAGES.lastAdmin,
    );

    // Two admins demoting each other at once: one of them is left an admin.
    const other = await member('otto.admin@harborvalley.example.edu', 'admin');
    const otherId = await idOf(other.email);
    const [first, second] = await Promise.all([
      send('PUT', path('staffSetRole', otherId), admin.cookie, { role: 'reader' }),
      send('PUT', path('staffSetRole', adminId), other.cookie, { role: 'reader' }),
    ]);
    // The one refused was either the last admin's demotion (409), or, when the other's demotion
    // had already landed before its own request was checked, no admin's request any more (403).
    const [accepted, refused] = [first.statusCode, second.statusCode].sort();
    expect(accepted).toBe(200);
    expect([403, 409]).toContain(refused);
    const admins = (await listAs(first.statusCode === 200 ? admin.cookie : other.cookie)).filter(
      (row) => row.role === 'admin' && row.status === 'active',
    );
    expect(admins).toHaveLength(1);
    // Put back as it was for the tests after.
    const remaining = admins[0]!.email === admin.email ? admin : other;
    const demoted = remaining === admin ? otherId : adminId;
    expect(
      (await send('PUT', path('staffSetRole', demoted), remaining.cookie, { role: 'admin' })).statusCode,
    ).toBe(200);
  });

  it('changes a role from the next request on, audited', async () => {
    const reader = await member('rosa.promoted@harborvalley.example.edu', 'reader');
    const readerId = await idOf(reader.email);
    expect((await get('/staff-api/audit', reader.cookie)).statusCode).toBe(403);
    const promoted = await send('PUT', path('staffSetRole', readerId), admin.cookie, { role: 'admin' });
    expect(promoted.json()).toEqual({ message: STAFF_MESSAGES.roleChanged(reader.email, 'Administrator') });
    expect((await get('/staff-api/audit', reader.cookie)).statusCode).toBe(200);
    expect(
      (await send('PUT', path('staffSetRole', readerId), admin.cookie, { role: 'reader' })).statusCode,
    ).toBe(200);
    expect((await get('/staff-api/audit', reader.cookie)).statusCode).toBe(403);
    expect(
      (await send('PUT', path('staffSetRole', readerId), admin.cookie, { role: 'owner' })).statusCode,
    ).toBe(400);
    expect(await actionsNaming(reader.email)).toEqual([
      'staff.invited',
      'staff.made-admin',
      'staff.made-reader',
    ]);
  });

  it('resets an authenticator: sessions end, the old password and codes stop, a new link (e-mailed and shown) sets up again', async () => {
    const reader = await member('lost.phone@harborvalley.example.edu', 'reader');
    const reset = await send('POST', path('staffResetAuthenticator', await idOf(reader.email)), admin.cookie);
    expect(reset.statusCode).toBe(200);
    const { link, message } = reset.json<{ link: string; message: string }>();
    expect(message).toBe(STAFF_MESSAGES.setupLinkSent(reader.email));
    const mail = testApp.mail.messages.findLast((sent) => JSON.stringify(sent.to).includes(reader.email));
    expect(mail?.text).toContain(link);
    expect((await get('/staff-api/session', reader.cookie)).statusCode).toBe(401);
    expect(
      (await post(testApp, '/staff-api/login', { email: reader.email, password: STRONG_PASSWORD }))
        .statusCode,
    ).toBe(400);

    const token = new URL(link).searchParams.get('token')!;
    const enrolment = await post(testApp, '/staff-api/setup/password', { token, password: STRONG_PASSWORD });
    const { secret } = enrolment.json<{ secret: string }>();
    expect(secret).not.toBe(reader.secret);
    expect((await post(testApp, '/staff-api/setup/totp', { token, code: codeOf(secret) })).statusCode).toBe(
      200,
    );
    expect((await signInStaff(testApp, reader.email, codeOf(secret, 1))).second.statusCode).toBe(200);
    expect(await actionsNaming(reader.email)).toEqual([
      'staff.invited',
      'staff.authenticator-reset',
      'staff.sign-in-failed',
    ]);
  });

  it('invites again one whose invitation expired, not one who accepted theirs', async () => {
    const email = 'leo.lapsed@harborvalley.example.edu';
    const again = await send('POST', path('staffInviteAgain', await idOf(email)), admin.cookie);
    expect(again.statusCode).toBe(200);
    const token = new URL(again.json<{ link: string }>().link).searchParams.get('token')!;
    expect((await get(`/staff-api/setup?token=${token}`, '')).json()).toEqual({ email });
    expect((await listAs(admin.cookie)).find((row) => row.email === email)?.status).toBe('invited');

    const accepted = await send('POST', path('staffInviteAgain', adminId), admin.cookie);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json<{ message: string }>().message).toBe(STAFF_MESSAGES.alreadyActive);
    const unknown = await send(
      'POST',
      path('staffDisable', '00000000-0000-4000-8000-000000000000'),
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('does the same from the command line, audited as the operator', async () => {
    const email = 'carl.cli@harborvalley.example.edu';
    const reader = await member(email, 'reader');
    expect(await cli('disable-staff', '--email', email)).toContain(email);
    expect((await get('/staff-api/session', reader.cookie)).statusCode).toBe(401);
    expect(await cli('enable-staff', '--email', email)).toContain(email);
    expect(await cli('set-staff-role', '--email', email, '--role', 'admin')).toContain('Administrator');
    const reset = await cli('reset-staff-authenticator', '--email', email);
    expect(reset).toMatch(/http:\/\/localhost:3000\/staff\/setup\?token=\S+/);
    await expect(cli('disable-staff', '--email', 'nobody@harborvalley.example.edu')).rejects.toThrow(
      STAFF_MESSAGES.memberNotFound,
    );
    await expect(cli('set-staff-role', '--email', email, '--role', 'owner')).rejects.toThrow('--role');
    const events = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.email, email))
      .orderBy(auditEvents.at);
    expect(
      events.filter((event) => event.ip === 'cli').map((event) => [event.action, event.staffId]),
    ).toEqual([
      ['staff.invited', null],
      ['staff.disabled', null],
      ['staff.enabled', null],
      ['staff.made-admin', null],
      ['staff.authenticator-reset', null],
    ]);
  });
});
