import { createServer } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, logInAs, signUpAndConfirm, SITE_ORIGIN } from '../../test/accounts-helpers';
import { logLines } from '../../test/log-lines';
import { buildMailedTestApp, buildTestApp, type MailedTestApp } from '../../test/test-app';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/test-oidc-provider';
import { commands } from '../cli-commands';
import { auditEvents, staffInvitations, staffMembers, staffSessions } from '../platform/database/schema';
import { readEnv } from '../platform/env';

const CALLBACK = new URL('http://localhost:3000/staff-api/oidc/callback');

/** The accounts at the institution's provider: sign-in name → what the provider says of it. */
const ACCOUNTS = {
  ines: { email: 'Ines.Sso@harborvalley.example.edu', email_verified: true },
  stranger: { email: 'stranger@harborvalley.example.edu', email_verified: true },
  unverified: { email: 'omar.unverified@harborvalley.example.edu', email_verified: false },
  lapsed: { email: 'lena.lapsed@harborvalley.example.edu', email_verified: true },
  disabled: { email: 'dora.disabled@harborvalley.example.edu', email_verified: true },
};

describe('staff single sign-on by OpenID Connect, against a real provider', () => {
  let provider: TestOidcProvider;
  let testApp: MailedTestApp;
  let inviteAgain: (email: string) => Promise<string>;
  const logs = logLines();

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUri: CALLBACK, accounts: ACCOUNTS });
    testApp = await buildMailedTestApp({ oidc: provider.settings, logStream: logs.stream });
    const env = readEnv({ PUBLIC_URL: 'http://localhost:3000', SMTP_URL: testApp.mail.url });
    // Invited by the command, never set up: no password, no authenticator. The provider's address
    // differs in case from the invited one, as addresses typed by people do.
    const invite = (email: string, role: string) =>
      commands['create-staff']!(['--email', email, '--role', role], testApp.database, env);
    await invite('ines.sso@harborvalley.example.edu', 'admin');
    await invite(ACCOUNTS.unverified.email, 'reader');
    await invite(ACCOUNTS.lapsed.email, 'reader');
    await invite(ACCOUNTS.disabled.email, 'reader');
    inviteAgain = (email) => invite(email, 'reader');
  });
  afterAll(async () => {
    await testApp?.close();
    await provider?.close();
  });

  const get = (url: string, cookie = '') =>
    testApp.app.inject({ method: 'GET', url, headers: { cookie, origin: SITE_ORIGIN } });

  /** Starts a sign-in as the login page's link does: the provider's address and the pending cookie. */
  async function start() {
    const started = await get('/staff-api/oidc/start');
    expect(started.statusCode).toBe(302);
    const location = started.headers.location as string;
    expect(location.startsWith(provider.settings.issuer.href)).toBe(true);
    return { location, cookie: cookiesOf(started), response: started };
  }

  /** Answers the provider's callback in the browser that holds `cookie`. */
  const callback = (url: URL, cookie: string) => get(`${url.pathname}${url.search}`, cookie);

  const redirectedTo = (response: LightMyRequestResponse) => response.headers.location;

  async function auditOf(email: string) {
    return testApp.database.db
      .select({ method: auditEvents.method, staffId: auditEvents.staffId })
      .from(auditEvents)
      .where(and(eq(auditEvents.email, email), eq(auditEvents.action, 'staff.sign-in-failed')));
  }

  it('offers single sign-on to the login page', async () => {
    expect((await get('/staff-api/sign-in-options')).json()).toEqual({ single_sign_on: true });
  });

  it('signs an invited staff member in with the provider: a whole session without a code, audited', async () => {
    const { location, cookie, response } = await start();
    // The pending sign-in is sealed in an httpOnly cookie that follows the provider's navigation back.
    const pending = response.cookies.find((entry) => entry.name === 'portico_staff_oidc');
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const authorization = new URL(location);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    for (const parameter of ['state', 'nonce', 'code_challenge'])
      expect(authorization.searchParams.get(parameter)).toBeTruthy();

    const answer = await callback(await provider.signIn(location, 'ines'), cookie);
    expect(answer.statusCode).toBe(302);
    expect(redirectedTo(answer)).toBe('/staff');
    const session = answer.cookies.find((entry) => entry.name === 'portico_staff');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // The pending sign-in is used up.
    expect(answer.cookies.find((entry) => entry.name === 'portico_staff_oidc')?.value).toBe('');

    const staffCookie = `portico_staff=${session!.value}`;
    const member = await get('/staff-api/session', staffCookie);
    expect(member.statusCode).toBe(200);
    expect(member.json()).toEqual({ email: 'ines.sso@harborvalley.example.edu', role: 'admin' });
    expect((await get('/staff-api/applications', staffCookie)).statusCode).toBe(200);
    // A staff session, not an applicant's.
    expect((await get('/api/profile', staffCookie)).statusCode).toBe(401);

    // The audit says who signed in and how.
    const audit = await get('/staff-api/audit?staff=ines.sso', staffCookie);
    expect(
      audit
        .json<{ events: { action: string; method: string | null }[] }>()
        .events.map(({ action, method }) => [action, method]),
    ).toEqual([
      ['staff.sign-in', 'oidc'],
      ['staff.invited', null],
    ]);
    const [ines] = await testApp.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, 'ines.sso@harborvalley.example.edu'));

    // Ends after 30 idle minutes, as every staff session.
    await testApp.database.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(staffSessions.staffId, ines!.id));
    expect((await get('/staff-api/session', staffCookie)).statusCode).toBe(401);
  });

  it('refuses an address that was not invited, and one the provider has not verified; each audited', async () => {
    for (const [login, email] of [
      ['stranger', ACCOUNTS.stranger.email],
      ['unverified', ACCOUNTS.unverified.email],
    ] as const) {
      const { location, cookie } = await start();
      const answer = await callback(await provider.signIn(location, login), cookie);
      expect(redirectedTo(answer)).toBe('/staff/login?sso=refused');
      expect(answer.cookies.find((entry) => entry.name === 'portico_staff')).toBeUndefined();
      expect(await auditOf(email)).toEqual([{ method: 'oidc', staffId: null }]);
    }
  });

  it('refuses an answer that is not the one this browser waits for: no pending sign-in, another browser’s, a forged state, a replay', async () => {
    const failuresBefore = await countOidcFailures();
    const first = await start();
    const firstAnswer = await provider.signIn(first.location, 'ines');
    const second = await start();

    // No pending sign-in (the answer arrives in another browser, or long after).
    expect(redirectedTo(await callback(firstAnswer, ''))).toBe('/staff/login?sso=failed');
    // Another sign-in's cookie: its state does not match.
    expect(redirectedTo(await callback(firstAnswer, second.cookie))).toBe('/staff/login?sso=failed');
    // The state altered.
    const forged = new URL(firstAnswer);
    forged.searchParams.set('state', 'forged');
    expect(redirectedTo(await callback(forged, first.cookie))).toBe('/staff/login?sso=failed');
    // The sealed cookie altered: a character inside its data (the last one of base64url may carry
    // only padding bits, which decode to the same bytes).
    const [name, sealed = ''] = first.cookie.split('=');
    const at = sealed.length - 8;
    const tampered = `${name}=${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expect(redirectedTo(await callback(firstAnswer, tampered))).toBe('/staff/login?sso=failed');
    // The genuine answer once, then again: its code is used up.
    expect(redirectedTo(await callback(firstAnswer, first.cookie))).toBe('/staff');
    expect(redirectedTo(await callback(firstAnswer, first.cookie))).toBe('/staff/login?sso=failed');

    expect((await countOidcFailures()) - failuresBefore).toBe(5);
  });

  it('finishes one sign-in per pending cookie: a second answer of the provider for it is refused (I2)', async () => {
    const failuresBefore = await countOidcFailures();
    const { location, cookie } = await start();
    // The provider answers the same request twice, each with its own fresh code, as it would for
    // someone who replays the authorization address: only the first finishes with this cookie.
    const firstAnswer = await provider.signIn(location, 'ines');
    const secondAnswer = await provider.signIn(location, 'ines');
    expect(secondAnswer.searchParams.get('code')).not.toBe(firstAnswer.searchParams.get('code'));
    expect(redirectedTo(await callback(firstAnswer, cookie))).toBe('/staff');
    const replayed = await callback(secondAnswer, cookie);
    expect(redirectedTo(replayed)).toBe('/staff/login?sso=failed');
    expect(replayed.cookies.find((entry) => entry.name === 'portico_staff')).toBeUndefined();
    expect((await countOidcFailures()) - failuresBefore).toBe(1);
  });

  it('lets in an active member only: an invitation that lapsed unused is refused until invited again, a disabled member always (I3)', async () => {
    const { db } = testApp.database;
    const lapse = (email: string) =>
      db
        .update(staffInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(
          inArray(
            staffInvitations.staffId,
            db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, email)),
          ),
        );
    const signInAs = async (login: keyof typeof ACCOUNTS) => {
      const { location, cookie } = await start();
      return redirectedTo(await callback(await provider.signIn(location, login), cookie));
    };

    await lapse(ACCOUNTS.lapsed.email);
    expect(await signInAs('lapsed')).toBe('/staff/login?sso=lapsed');
    expect(await auditOf(ACCOUNTS.lapsed.email)).toEqual([{ method: 'oidc', staffId: null }]);
    // Invited again: a new open invitation lets them in, and once in they stay in after it lapses.
    await inviteAgain(ACCOUNTS.lapsed.email);
    expect(await signInAs('lapsed')).toBe('/staff');
    await lapse(ACCOUNTS.lapsed.email);
    expect(await signInAs('lapsed')).toBe('/staff');

    await db
      .update(staffMembers)
      .set({ disabledAt: new Date() })
      .where(eq(staffMembers.email, ACCOUNTS.disabled.email));
    expect(await signInAs('disabled')).toBe('/staff/login?sso=disabled');
  });

  it('sends someone who cancels at the provider back to the login page, audited', async () => {
    const failuresBefore = await countOidcFailures();
    const { location, cookie } = await start();
    const answer = await callback(await provider.signIn(location, 'ines', { cancel: true }), cookie);
    expect(redirectedTo(answer)).toBe('/staff/login?sso=failed');
    expect((await countOidcFailures()) - failuresBefore).toBe(1);
  });

  it('lets no code, state or secret reach the logs', async () => {
    const { location, cookie } = await start();
    const answer = await provider.signIn(location, 'ines');
    await callback(answer, cookie);
    const logged = logs.lines.join('\n');
    expect(logs.lines.length).toBeGreaterThan(0);
    for (const secret of [
      provider.settings.clientSecret,
      answer.searchParams.get('code')!,
      answer.searchParams.get('state')!,
    ])
      expect(logged).not.toContain(secret);
  });

  it('does not let an applicant’s session stand for anything here', async () => {
    const applicantCookie = await logInAs(testApp, await signUpAndConfirm(testApp));
    const { location } = await start();
    const answer = await provider.signIn(location, 'ines');
    expect(redirectedTo(await callback(answer, applicantCookie))).toBe('/staff/login?sso=failed');
  });

  async function countOidcFailures(): Promise<number> {
    const rows = await testApp.database.db
      .select({ method: auditEvents.method })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'staff.sign-in-failed'), eq(auditEvents.method, 'oidc')));
    return rows.length;
  }
});

describe('staff single sign-on, not set up', () => {
  it('offers no button, and its routes answer 404', async () => {
    const testApp = await buildTestApp();
    try {
      const get = (url: string) => testApp.app.inject({ method: 'GET', url });
      expect((await get('/staff-api/sign-in-options')).json()).toEqual({ single_sign_on: false });
      expect((await get('/staff-api/oidc/start')).statusCode).toBe(404);
      expect((await get('/staff-api/oidc/callback?code=x&state=y')).statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });

  it('sends the browser back to the login page when the provider cannot be reached', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const testApp = await buildTestApp({
      oidc: { issuer: new URL(`http://127.0.0.1:${closedPort}`), clientId: 'portico', clientSecret: 's' },
    });
    try {
      const started = await testApp.app.inject({ method: 'GET', url: '/staff-api/oidc/start' });
      expect(started.statusCode).toBe(302);
      expect(started.headers.location).toBe('/staff/login?sso=failed');
    } finally {
      await testApp.close();
    }
  });
});
