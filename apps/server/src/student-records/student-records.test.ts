import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import { logInAs, signUpAndConfirm, SITE_ORIGIN } from '../../test/accounts-helpers';
import { getAs, signedInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { commands } from '../cli-commands';
import { queryRows, uuidList } from '../platform/database/open-database';
import { auditEvents } from '../platform/database/schema';
import { readEnv } from '../platform/env';
import { DEFAULT_LIMITS } from '../platform/throttle';

/** Calls a credential may make a minute in these tests: the throttle's test reaches it. */
const CALLS_A_MINUTE = 30;
const URL_V1 = '/staff-api/v1/applications';

interface Item {
  id: string;
  reference: string;
  changed_at: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  entry_term: { code: string; label: string } | null;
  major: { code: string; label: string } | null;
  submitted_at: string;
  staff_status: { key: string; label: string };
  decision: {
    key: string;
    label: string;
    reasons: { key: string; label: string }[];
    released_at: string;
  } | null;
  answers: Record<string, { question: string; value: string; code?: string }>;
}
interface Page {
  applications: Item[];
  next: string | null;
}

describe('the student record system’s read API: a system credential, changes by keyset (issue 28)', () => {
  let testApp: MailedTestApp;
  const env = readEnv({ PUBLIC_URL: 'http://localhost:3000' });
  const cli = (...args: string[]) => commands['system-credential']!(args, testApp.database, env);

  beforeAll(async () => {
    testApp = await buildMailedTestApp({
      limits: { ...DEFAULT_LIMITS, 'system-api': { limit: CALLS_A_MINUTE, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A credential made by the command: its id and the token it printed once. */
  async function credential(name = 'Banner SIS') {
    const output = await cli('create', name);
    const id = /\(id ([0-9a-f-]{36})\)/.exec(output)![1]!;
    const token = output.split('\n')[1]!;
    return { id, token };
  }

  const call = (url: string, token: string, method: 'GET' | 'POST' | 'DELETE' = 'GET') =>
    testApp.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  const read = async (query: string, token: string) => {
    const response = await call(`${URL_V1}?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };

  /**
   * Submitted applications written to the tables, as the bench seeds them: each with a reference,
   * a name, a term and a major (and their labels, as the form saves them).
   */
  async function submitted(count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    const { db } = testApp.database;
    for (const id of ids) {
      await queryRows(
        db,
        sql`insert into applicants (id, email, password_hash, confirmed_at)
          values (${id}, ${`sis.${id}@example.com`}, 'x', now())`,
      );
      await queryRows(
        db,
        sql`insert into applications (applicant_id, answers, submitted_at, reference)
          values (${id}, ${JSON.stringify({
            first_name: 'Ada',
            last_name: 'Records',
            entry_term: '2027FA',
            entry_term_desc: 'Fall 2027',
            applied_major: 'BIO',
            applied_major_desc: 'Biology',
            gender: 'F',
            gender_desc: 'Female',
          })}::jsonb, now(), ${`2027-${id.slice(0, 4)}-${id.slice(9, 13)}`.toUpperCase()})`,
      );
    }
    return ids;
  }

  /** Every page from `query` on, following `next`: the ids in the order given. */
  async function walk(query: string, token: string): Promise<Item[]> {
    const items: Item[] = [];
    let page = await read(query, token);
    items.push(...page.applications);
    while (page.next) {
      page = await read(`${query}&after=${page.next}`, token);
      items.push(...page.applications);
    }
    return items;
  }

  it('refuses everything but a live credential: no header, a staff session, an applicant session, a wrong or revoked token', async () => {
    const { id, token } = await credential('Refusals SIS');
    const staffCookie = await signedInStaff(testApp, 'sis.reader@harborvalley.example.edu', 'reader');
    const applicantCookie = await logInAs(testApp, await signUpAndConfirm(testApp));

    const anonymous = await testApp.app.inject({ method: 'GET', url: URL_V1 });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expect(anonymous.json<{ message: string }>().message).toMatch(/system credential is not valid/);
    // A staff member's whole session, and an applicant's, are no credential here.
    expect((await getAs(testApp, URL_V1, staffCookie)).statusCode).toBe(401);
    expect((await getAs(testApp, URL_V1, applicantCookie)).statusCode).toBe(401);
    const wrong = await call(URL_V1, `${token.slice(0, -2)}xx`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer error="invalid_token"');

    // Read-only: the credential is nothing on the staff routes, and changes nothing under v1.
    expect((await call(URL_V1, token)).statusCode).toBe(200);
    for (const path of ['/staff-api/applications', '/staff-api/applications.csv', '/staff-api/audit']) {
      expect({ path, status: (await call(path, token)).statusCode }).toEqual({ path, status: 401 });
    }
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await call(URL_V1, token, method)).statusCode).toBe(403);
      expect((await testApp.app.inject({ method, url: URL_V1 })).statusCode).toBe(401);
    }

    // Revoked: refused from the next call.
    expect(await cli('revoke', id)).toContain('revoked');
    expect((await call(URL_V1, token)).statusCode).toBe(401);
  });

  it('refuses a changed_since that is not a time, and a cursor it did not give, with a message', async () => {
    const { token } = await credential();
    for (const since of [
      'yesterday',
      '2027-01-15',
      '2027-13-01T00:00:00Z',
      '2027-01-15T14:03:00',
      '0000-01-01T00:00:00Z',
    ]) {
      const response = await call(`${URL_V1}?changed_since=${encodeURIComponent(since)}`, token);
      expect({ since, status: response.statusCode }).toEqual({ since, status: 400 });
      expect(response.json<{ message: string }>().message).toContain(
        'changed_since must be a date and time in ISO 8601 with its offset',
      );
    }
    const id = randomUUID();
    for (const forged of ['not|mine', `2027-02-30T00:00:00.000000Z|${id}`, `2027-01-15T14:03:00Z|${id}`]) {
      const cursor = await call(`${URL_V1}?after=${Buffer.from(forged).toString('base64url')}`, token);
      expect({ forged, status: cursor.statusCode }).toEqual({ forged, status: 400 });
      expect(cursor.json<{ message: string }>().message).toBe(
        'That page of applications does not exist. Start again from the first page.',
      );
    }
    expect((await call(`${URL_V1}?limit=501`, token)).statusCode).toBe(400);
  });

  it('answers any query a 200 or a 400, never a 5xx, with a live credential (fewer runs than its calls a minute)', async () => {
    const { token } = await credential('Fuzzed SIS');
    const instant = fc
      .date({
        min: new Date('0001-01-01T00:00:00Z'),
        max: new Date('9999-12-31T23:59:59Z'),
        noInvalidDate: true,
      })
      .map((at) => at.toISOString());
    const value = fc.oneof(
      fc.string({ maxLength: 60 }),
      instant,
      fc.constantFrom('', '\u0000', '2027-02-30T00:00:00Z'),
    );
    await fc.assert(
      fc.asyncProperty(
        value,
        value,
        fc.oneof(value, fc.integer().map(String)),
        async (since, after, limit) => {
          const query = new URLSearchParams({ changed_since: since, after, limit }).toString();
          const { statusCode } = await call(`${URL_V1}?${query}`, token);
          expect([200, 400]).toContain(statusCode);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('pages through applications changed at the same microsecond, losing and repeating none', async () => {
    const { token } = await credential();
    const ids = await submitted(25);
    // All 25 changed at one instant, as a release of decisions in one statement leaves them, and a
    // future one that no other test reaches.
    await queryRows(
      testApp.database.db,
      sql`update application_changes set changed_at = '2031-03-01T12:00:00.123456Z'
        where applicant_id in (${uuidList(ids)})`,
    );
    const items = await walk('changed_since=2031-03-01T12:00:00.123456Z&limit=7', token);
    expect(items.map((item) => item.id)).toEqual([...ids].sort());
    expect(new Set(items.map((item) => item.changed_at))).toEqual(new Set(['2031-03-01T12:00:00.123456Z']));
    // One microsecond later, none.
    expect((await read('changed_since=2031-03-01T12:00:00.123457Z', token)).applications).toEqual([]);
  });

  it('gives each submitted application in words and codes, its released decision only, and a change in the next call', async () => {
    const { token } = await credential();
    const before = new Date().toISOString();
    const [first, second] = await submitted(2);
    const unsubmitted = await signUpAndConfirm(testApp);
    await queryRows(
      testApp.database.db,
      sql`insert into applications (applicant_id, answers)
        select id, '{"first_name":"Not","last_name":"Submitted"}'::jsonb from applicants where email = ${unsubmitted}`,
    );

    const ours = (items: Item[]) => items.filter((item) => item.id === first || item.id === second);
    const found = ours(await walk(`changed_since=${before}&limit=500`, token));
    expect(found.map((item) => item.id)).toEqual([first, second]);
    const [item] = found;
    expect(item).toMatchObject({
      first_name: 'Ada',
      last_name: 'Records',
      email: `sis.${first}@example.com`,
      entry_term: { code: '2027FA', label: 'Fall 2027' },
      major: { code: 'BIO', label: 'Biology' },
      staff_status: { key: 'submitted_incomplete', label: 'Submitted – incomplete' },
      decision: null,
    });
    expect(item!.answers.gender).toEqual({ question: 'Legal Sex', value: 'Female', code: 'F' });
    expect(item!.answers.first_name).toEqual({ question: 'Legal First Name', value: 'Ada' });
    expect(item!.answers).not.toHaveProperty('ssn');
    expect(item!.answers).not.toHaveProperty('middle_name');
    const newest = found.at(-1)!.changed_at;

    // A decision recorded: the application changed, but the decision is not given until released.
    const { db } = testApp.database;
    await queryRows(
      db,
      sql`insert into application_decisions (applicant_id, decision, reasons)
        values (${first}, 'admit', '["academic_record"]'::jsonb)`,
    );
    const recorded = ours((await read(`changed_since=${newest}&limit=500`, token)).applications);
    expect(recorded.map((entry) => entry.id)).toEqual([second, first]);
    expect(recorded[1]).toMatchObject({
      staff_status: { key: 'decision_recorded', label: 'Decision recorded' },
      decision: null,
    });
    expect(recorded[1]!.changed_at > newest).toBe(true);

    await queryRows(
      db,
      sql`update application_decisions set released_at = '2027-03-01T14:00:00Z' where applicant_id = ${first}`,
    );
    const released = ours((await read(`changed_since=${recorded[1]!.changed_at}`, token)).applications);
    expect(released.map((entry) => entry.id)).toEqual([first]);
    expect(released[0]!.decision).toEqual({
      key: 'admit',
      label: 'Admit',
      reasons: [{ key: 'academic_record', label: 'Strong academic record' }],
      released_at: '2027-03-01T14:00:00.000Z',
    });

    // A checklist item marked received changes the second. (changed_since is inclusive: the
    // newest change already read comes again, so that none made in the same instant is lost.)
    await queryRows(
      db,
      sql`insert into checklist_receipts (applicant_id, item_key, received_on) values (${second}, 'transcript', '2027-02-01')`,
    );
    const marked = ours((await read(`changed_since=${released[0]!.changed_at}`, token)).applications);
    expect(marked.map((entry) => entry.id)).toEqual([first, second]);
  });

  it('lists an application from its submission through the form, and none its applicant is still filling in', async () => {
    const { token } = await credential();
    const emails = [await signUpAndConfirm(testApp), await signUpAndConfirm(testApp)];
    const submitter = await logInAs(testApp, emails[0]!);
    const filler = await logInAs(testApp, emails[1]!);
    const send = (cookie: string, method: 'PUT' | 'POST', url: string, payload?: object) =>
      testApp.app.inject({
        method,
        url,
        headers: { cookie, origin: SITE_ORIGIN },
        ...(payload ? { payload } : {}),
      });
    const before = new Date().toISOString();
    expect((await send(submitter, 'PUT', '/api/answer', { answers: COMPLETE_ANSWERS })).statusCode).toBe(200);
    expect((await send(filler, 'PUT', '/api/answer', { answers: COMPLETE_ANSWERS })).statusCode).toBe(200);
    // Theirs: another test's applications, changed in 2031, come too.
    const listed = async () =>
      (await walk(`changed_since=${before}&limit=500`, token))
        .filter((item) => emails.includes(item.email))
        .map((item) => item.reference);
    expect(await listed()).toEqual([]);

    const receipt = (await send(submitter, 'POST', '/api/submit')).json<{ reference: string }>();
    expect(await listed()).toEqual([receipt.reference]);
  });

  it('records each call in the audit, the credential as the actor, shown to admins by its name', async () => {
    const { id, token } = await credential('Audited SIS');
    const calls = async () =>
      (
        await testApp.database.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.systemCredentialId, id), eq(auditEvents.action, 'system-api.read')))
      ).length;
    expect(await calls()).toBe(0);
    await read('limit=1', token);
    await read('changed_since=2032-01-01T00:00:00Z', token);
    expect(await calls()).toBe(2);

    const admin = await signedInStaff(testApp, 'sis.admin@harborvalley.example.edu', 'admin');
    const audit = (await getAs(testApp, '/staff-api/audit?staff=audited%20sis', admin)).json<{
      events: {
        action: string;
        staff_email: string | null;
        system_credential: string | null;
        detail: string;
      }[];
    }>();
    expect(audit.events.map((event) => [event.action, event.system_credential])).toEqual([
      ['system-api.read', 'Audited SIS'],
      ['system-api.read', 'Audited SIS'],
      ['system-credential.created', 'Audited SIS'],
    ]);
    expect(audit.events.map((event) => event.detail)).toEqual([
      '0 applications changed since 2032-01-01T00:00:00Z',
      expect.stringMatching(/^(1 application|0 applications)$/),
      'Audited SIS',
    ]);
  });

  it('throttles each credential apart: 429 past its calls a minute, another credential unaffected', async () => {
    const busy = await credential('Busy SIS');
    const quiet = await credential('Quiet SIS');
    const statuses = [];
    for (let at = 0; at <= CALLS_A_MINUTE; at += 1) {
      statuses.push((await call(`${URL_V1}?changed_since=2032-01-01T00:00:00Z`, busy.token)).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(CALLS_A_MINUTE);
    const refused = await call(URL_V1, busy.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await call(`${URL_V1}?limit=1`, quiet.token)).statusCode).toBe(200);
  });

  it('is in the OpenAPI document with the bearer scheme', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; parameters?: { name: string }[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    const operation = document.paths[URL_V1]!.get!;
    expect(operation.security).toEqual([{ systemCredential: [] }]);
    expect(operation.parameters!.map((parameter) => parameter.name).sort()).toEqual([
      'after',
      'changed_since',
      'limit',
    ]);
    expect(document.components.securitySchemes.systemCredential).toEqual({ type: 'http', scheme: 'bearer' });
    // The refusal of writes is not an operation of the API.
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/staff-api/v1/'))).toEqual([URL_V1]);
  });
});
