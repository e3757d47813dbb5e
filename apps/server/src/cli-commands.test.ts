import { randomBytes } from 'node:crypto';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm, SITE_ORIGIN } from '../test/accounts-helpers';
import { getAs, signedInStaff } from '../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../test/test-app';
import { commands, UsageError } from './cli-commands';
import {
  applicants,
  applications,
  auditEvents,
  serviceTokens,
  systemCredentials,
} from './platform/database/schema';
import { hashToken } from './platform/tokens';
import { readEnv } from './platform/env';
import { SecretBox, ssnBinding } from './platform/secret-box';

describe('the create-service-token command', () => {
  let testApp: MailedTestApp;
  const env = readEnv({ PUBLIC_URL: 'https://apply.example.edu' });
  const run = (args: string[]) => commands['create-service-token']!(args, testApp.database, env);

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("prints a print-view link that opens the applicant's application for the minutes asked", async () => {
    const email = await signUpAndConfirm(testApp);
    const output = await run([
      '--username',
      email.toUpperCase(),
      '--for',
      'dean@example.edu',
      '--minutes',
      '5',
    ]);
    expect(output).toContain('valid 5 minutes');
    const link = new URL(/https:\/\/\S+/.exec(output)![0]);
    expect(link.origin + link.pathname).toBe('https://apply.example.edu/about');
    const token = link.searchParams.get('service_token')!;
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/service/tmp-pdf?service_token=${token}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unknown applicant, a bad duration, and a link for no one', async () => {
    const forDean = ['--for', 'dean@example.edu'];
    await expect(run(['--username', 'nobody@example.edu', ...forDean])).rejects.toThrow(UsageError);
    await expect(run(['--username', 'a@example.edu', ...forDean, '--minutes', '0'])).rejects.toThrow(
      '--minutes must be a whole number from 1 to 1440',
    );
    await expect(run([])).rejects.toThrow('--username is required');
    const email = await signUpAndConfirm(testApp);
    for (const without of [[], ['--for', 'not an address']]) {
      await expect(run(['--username', email, ...without])).rejects.toThrow(
        '--for must be the e-mail address of the staff member who asked for the link',
      );
    }
    const [made] = await testApp.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(serviceTokens)
      .innerJoin(applicants, eq(applicants.id, serviceTokens.applicantId))
      .where(eq(applicants.email, email));
    expect(made?.n).toBe(0);
  });

  it('audits the making of the link and each use, at once or not, under whom it is for, in the staff audit', async () => {
    const email = await signUpAndConfirm(testApp);
    const output = await run(['--username', email, '--for', 'Registrar.Print@example.edu']);
    const token = new URL(/https:\/\/\S+/.exec(output)![0]).searchParams.get('service_token')!;
    const open = (remoteAddress: string) =>
      testApp.app.inject({ method: 'GET', url: `/service/tmp-pdf?service_token=${token}`, remoteAddress });
    expect((await open('203.0.113.7')).statusCode).toBe(200);
    const atOnce = await Promise.all(Array.from({ length: 8 }, () => open('198.51.100.9')));
    expect(atOnce.map((response) => response.statusCode)).toEqual(Array(8).fill(200));

    const cookie = await signedInStaff(testApp, 'print.audit.admin@example.edu', 'admin');
    type Audit = {
      events: { action: string; email: string | null; applicant_email: string | null; ip: string }[];
    };
    const audit = (await getAs(testApp, `/staff-api/audit?applicant=${email}`, cookie)).json<Audit>();
    const shown = audit.events.map(({ action, email: by, applicant_email, ip }) => ({
      action,
      by,
      applicant_email,
      ip,
    }));
    const view = { action: 'service.print-view', by: 'registrar.print@example.edu', applicant_email: email };
    expect(shown).toEqual([
      ...Array.from({ length: 8 }, () => ({ ...view, ip: '198.51.100.9' })),
      { ...view, ip: '203.0.113.7' },
      { ...view, action: 'service.link-made', ip: 'cli' },
    ]);
    const byWhom = (await getAs(testApp, '/staff-api/audit?staff=registrar.print', cookie)).json<Audit>();
    expect(byWhom.events).toHaveLength(10);
  });
});

describe('the rotate-answers-key command', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  let testApp: MailedTestApp;
  beforeAll(async () => {
    testApp = await buildMailedTestApp({ secretBox: new SecretBox(oldKey) });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('seals every SSN again with the new key, so that the old one can go', async () => {
    const cookies = [
      await logInAs(testApp, await signUpAndConfirm(testApp)),
      await logInAs(testApp, await signUpAndConfirm(testApp)),
    ];
    for (const [n, cookie] of cookies.entries()) {
      const saved = await testApp.app.inject({
        method: 'PUT',
        url: '/api/answer',
        payload: { answers: { citizenship_type: '1', ssn: `123-45-678${n}` } },
        headers: { cookie, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
      });
      expect(saved.statusCode).toBe(200);
    }
    const env = readEnv({
      ANSWERS_ENCRYPTION_KEY: newKey.toString('base64'),
      ANSWERS_ENCRYPTION_PREVIOUS_KEYS: oldKey.toString('base64'),
    });
    const rotate = () => commands['rotate-answers-key']!([], testApp.database, env);
    expect(await rotate()).toContain('Sealed 2 of 2 SSNs again');
    expect(await rotate()).toContain('Sealed 0 of 2 SSNs again');

    const rows = await testApp.database.db
      .select({ applicantId: applications.applicantId, sealed: applications.ssnCiphertext })
      .from(applications)
      .where(isNotNull(applications.ssnCiphertext));
    const newOnly = new SecretBox(newKey);
    expect(rows.map((row) => newOnly.open(row.sealed!, ssnBinding(row.applicantId))).sort()).toEqual([
      '123-45-6780',
      '123-45-6781',
    ]);
  });

  it('takes no options', async () => {
    await expect(
      commands['rotate-answers-key']!(['--now'], testApp.database, readEnv({})),
    ).rejects.toBeInstanceOf(UsageError);
  });
});

describe('the system-credential command', () => {
  let testApp: MailedTestApp;
  const run = (...args: string[]) => commands['system-credential']!(args, testApp.database, readEnv({}));

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('prints a new credential’s token once, keeps only its hash, lists it without it and revokes it', async () => {
    expect(await run('list')).toBe('No system credentials.');
    const output = await run('create', 'Banner', 'SIS');
    const [said, token] = output.split('\n');
    const id = /\(id ([0-9a-f-]{36})\)/.exec(said!)![1]!;
    expect(said).toContain('System credential created for Banner SIS');
    expect(token).toMatch(/^portico_sis_[A-Za-z0-9_-]{43}$/);

    const [stored] = await testApp.database.db
      .select()
      .from(systemCredentials)
      .where(eq(systemCredentials.id, id));
    expect(stored!.tokenHash).toBe(hashToken(token!));
    expect(JSON.stringify(stored)).not.toContain(token);
    const listed = await run('list');
    expect(listed).toMatch(new RegExp(`^${id}  Banner SIS  created .+ UTC  last used never  active$`));
    expect(listed).not.toContain(token);

    expect(await run('revoke', id)).toBe(
      'System credential of Banner SIS revoked: its next call is refused.',
    );
    expect(await run('list')).toMatch(/ {2}revoked \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    await expect(run('revoke', id)).rejects.toThrow(`no active system credential has the id ${id}`);
    const audited = await testApp.database.db
      .select({ action: auditEvents.action, ip: auditEvents.ip })
      .from(auditEvents)
      .where(eq(auditEvents.systemCredentialId, id));
    expect(audited).toEqual([
      { action: 'system-credential.created', ip: 'cli' },
      { action: 'system-credential.revoked', ip: 'cli' },
    ]);
  });

  it('refuses a command it does not know, a credential with no name and an id that is none', async () => {
    const before = await run('list');
    for (const args of [
      [],
      ['rotate'],
      ['create'],
      ['create', ' '],
      ['revoke'],
      ['revoke', 'Banner'],
      ['list', 'all'],
    ]) {
      await expect(run(...args)).rejects.toBeInstanceOf(UsageError);
    }
    await expect(run('create', 'x'.repeat(101))).rejects.toThrow('1 to 100 characters');
    expect(await run('list')).toBe(before);
  });
});
