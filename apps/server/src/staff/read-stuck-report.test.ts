import { APPLICATION, indexDefinition, STAFF_MESSAGES } from '@portico/application';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm, SITE_ORIGIN } from '../../test/accounts-helpers';
import { getAs, halfStaffSession, setUpStaff, signedInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { queryRows } from '../platform/database/open-database';
import { catchUpApplicationIndex } from './application-index';
import { institutionToday } from '../platform/institution-today';
import { daysBefore } from './read-stuck-report';

type Report = {
  from: string;
  to: string;
  statuses: Record<'started' | 'validating' | 'submitted', number>;
  stops: { page: string | null; started: number; validating: number }[];
  messages: { key: string; question: string; page: string; message: string; applications: number }[];
};

/** An application as the browser leaves it: what it posts, in the order it posts it. */
interface Scenario {
  /** Answers left out of a complete application: what a submit would find missing. */
  missing?: string[];
  lastPage?: '/about' | '/education' | '/final-steps';
  /** Pressed Submit: validating, and the server's errors posted as the browser's report. */
  validating?: boolean;
  /** Added to the report, as a forged browser might. */
  forged?: Record<string, string[]>;
  submitted?: boolean;
  /** Days back that its last activity is moved, just before its last step (a report, a submit). */
  idleDays?: number;
}

describe('GET /staff-api/stuck: where applicants get stuck', () => {
  let testApp: MailedTestApp;
  let reader: string;
  let timeZone: string;
  const ids: Record<string, string> = {};
  const missingMessage: Record<string, string> = {};

  const get = (url: string, cookie = reader) => getAs(testApp, url, cookie);
  /** The day `days` days before the institution's today. */
  const daysAgo = (days: number) => daysBefore(institutionToday(testApp.siteConfig), days);
  const report = async (query = '') => {
    const response = await get(`/staff-api/stuck${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<Report>();
  };

  /**
   * Moves an application's last activity back to `at`, in the application and in the staff's index
   * as its catch-up would have copied it then (a catch-up copies only what was saved since the last).
   */
  async function activeAt(id: string, at: SQL) {
    await catchUpApplicationIndex(testApp.database.db);
    for (const table of [sql`applications`, sql`application_index`]) {
      await queryRows(
        testApp.database.db,
        sql`update ${table} set updated_at = ${at} where applicant_id = ${id}`,
      );
    }
  }

  /** Moves an application's last activity `days` days back (what a month-old save leaves). */
  const idle = (id: string, days: number) => activeAt(id, sql`now() - ${days} * interval '1 day'`);

  /** Signs up an applicant and plays `scenario` through the applicant's API; answers its id. */
  async function applicant(name: string, scenario: Scenario) {
    const email = await signUpAndConfirm(testApp);
    const cookie = await logInAs(testApp, email);
    const call = async (method: 'PUT' | 'POST', url: string, payload?: object) =>
      testApp.app.inject({
        method,
        url,
        headers: { cookie, origin: SITE_ORIGIN },
        ...(payload ? { payload } : {}),
      });
    const answers = Object.fromEntries(
      Object.entries(COMPLETE_ANSWERS).filter(([key]) => !scenario.missing?.includes(key)),
    );
    expect((await call('PUT', '/api/answer', { answers })).statusCode).toBe(200);
    await call('POST', '/api/web-status', { web_status: 'started' });
    if (scenario.lastPage) await call('PUT', '/api/last-page', { last_page: scenario.lastPage });
    const id = (await getAs(testApp, `/staff-api/applications?q=${encodeURIComponent(email)}`, reader)).json<{
      applications: { id: string }[];
    }>().applications[0]!.id;
    if (scenario.submitted) {
      await call('POST', '/api/web-status', { web_status: 'validating' });
      expect((await call('POST', '/api/validations', { errors: {} })).statusCode).toBe(200);
      if (scenario.idleDays) await idle(id, scenario.idleDays);
      expect((await call('POST', '/api/submit')).statusCode).toBe(200);
    } else if (scenario.validating) {
      await call('POST', '/api/web-status', { web_status: 'validating' });
      // The errors a submit finds are the validator's, worded as the browser's would be.
      const refused = await call('POST', '/api/submit');
      expect(refused.statusCode).toBe(400);
      const { errors } = refused.json<{ errors: Record<string, string[]> }>();
      for (const [key, messages] of Object.entries(errors)) missingMessage[key] = messages[0]!;
      if (scenario.idleDays) await idle(id, scenario.idleDays);
      const saved = await call('POST', '/api/validations', { errors: { ...errors, ...scenario.forged } });
      expect(saved.statusCode).toBe(200);
    } else if (scenario.idleDays) {
      await idle(id, scenario.idleDays);
    }
    ids[name] = id;
  }

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
    timeZone = testApp.siteConfig.institution.timeZone;
    reader = await signedInStaff(testApp, 'stuck.reader@harborvalley.example.edu', 'reader');
    // Started: on the first page, on the second, and one whose last save was 40 days ago.
    await applicant('aboutStarted', { missing: ['legal_agree_3'], lastPage: '/about' });
    await applicant('educationStarted', { missing: ['legal_agree_3'], lastPage: '/education' });
    await applicant('oldStarted', { missing: ['legal_agree_3'], lastPage: '/education', idleDays: 40 });
    // Validating: each pressed Submit with answers missing. The last saved its answers 40 days ago
    // and pressed Submit today: the report it posted is today's activity.
    await applicant('finalValidating', {
      missing: ['legal_agree_3'],
      lastPage: '/final-steps',
      validating: true,
    });
    await applicant('aboutValidating', {
      missing: ['legal_agree_3', 'first_name'],
      lastPage: '/about',
      validating: true,
    });
    await applicant('forging', {
      missing: ['legal_agree_3', 'first_name'],
      lastPage: '/education',
      validating: true,
      idleDays: 40,
      // A key that is no question, and a message said twice: neither counts more than once.
      forged: { not_a_question: ['Buy now'], first_name: ['Legal First Name', 'Legal First Name'] },
    });
    // Submitted, its answers last saved 40 days ago: the submit is its last activity.
    await applicant('submitted', { lastPage: '/final-steps', submitted: true, idleDays: 40 });
  });
  afterAll(() => testApp.close());

  it('counts the applications last active in the last 30 days by status, where those not submitted stop, and the messages they meet most', async () => {
    const shown = await report();
    const today = institutionToday(testApp.siteConfig);
    expect(shown.to).toBe(today);
    expect((Date.parse(shown.to) - Date.parse(shown.from)) / 86_400_000).toBe(29);
    expect(shown.statuses).toEqual({ started: 2, validating: 3, submitted: 1 });
    // Every page of the application, in order, each with its title's path; none without a page.
    expect(shown.stops).toEqual([
      { page: '/about', started: 1, validating: 1 },
      { page: '/education', started: 1, validating: 1 },
      { page: '/final-steps', started: 0, validating: 1 },
    ]);
    expect(shown.messages).toEqual([
      {
        key: 'legal_agree_3',
        question: indexDefinition(APPLICATION).byKey.get('legal_agree_3')!.question.label,
        page: '/final-steps',
        message: missingMessage.legal_agree_3,
        applications: 3,
      },
      {
        key: 'first_name',
        question: 'Legal First Name',
        page: '/about',
        message: missingMessage.first_name,
        applications: 2,
      },
    ]);
    expect(JSON.stringify(shown)).not.toContain('Buy now');
  });

  it('chooses applications by the days of the period, where the institution is', async () => {
    const withOld = await report(`?from=${daysAgo(60)}&to=${daysAgo(0)}`);
    expect(withOld.statuses).toEqual({ started: 3, validating: 3, submitted: 1 });
    expect(withOld.stops[1]).toEqual({ page: '/education', started: 2, validating: 1 });
    const onlyOld = await report(`?from=${daysAgo(45)}&to=${daysAgo(35)}`);
    expect(onlyOld.statuses).toEqual({ started: 1, validating: 0, submitted: 0 });
    expect(onlyOld.messages).toEqual([]);

    // Midnight in the institution's time zone starts a day: the last instant before it is the day before.
    const at = (id: string, local: string) =>
      activeAt(id, sql`(${local}::timestamp at time zone ${timeZone})`);
    await at(ids.oldStarted!, '2026-01-15 00:00:00');
    await at(ids.educationStarted!, '2026-01-14 23:59:59.999');
    const started = async (from: string, to: string) =>
      (await report(`?from=${from}&to=${to}`)).statuses.started;
    expect(await started('2026-01-15', '2026-01-15')).toBe(1);
    expect(await started('2026-01-14', '2026-01-14')).toBe(1);
    expect(await started('2026-01-14', '2026-01-15')).toBe(2);
    expect(await started('2026-01-16', '2026-01-31')).toBe(0);
  });

  it('refuses a day that is not one, and a period that ends before it starts, saying which field', async () => {
    const refused = async (query: string) => {
      const response = await get(`/staff-api/stuck${query}`);
      expect(response.statusCode).toBe(400);
      return response.json<{ message: string; errors: Record<string, string[]> }>();
    };
    expect((await refused('?from=2027-02-30')).errors).toEqual({ from: [STAFF_MESSAGES.periodDayInvalid] });
    expect((await refused('?to=yesterday')).errors).toEqual({ to: [STAFF_MESSAGES.periodDayInvalid] });
    expect((await refused('?from=0000-01-01')).errors).toEqual({ from: [STAFF_MESSAGES.periodDayInvalid] });
    expect(await refused('?from=2026-03-02&to=2026-03-01')).toMatchObject({
      message: STAFF_MESSAGES.periodOrder,
      errors: { to: [STAFF_MESSAGES.periodOrder] },
    });
    // A start after today, with no end, ends today: the start is what to change.
    expect((await refused(`?from=${daysAgo(-3)}`)).errors).toEqual({ from: [STAFF_MESSAGES.periodOrder] });
  });

  it('is for staff with a second factor, readers included: no session, an applicant or a half session get 401', async () => {
    const admin = await signedInStaff(testApp, 'stuck.admin@harborvalley.example.edu', 'admin');
    expect((await get('/staff-api/stuck', admin)).statusCode).toBe(200);
    expect((await get('/staff-api/stuck', '')).statusCode).toBe(401);
    const applicantCookie = await logInAs(testApp, await signUpAndConfirm(testApp));
    expect((await get('/staff-api/stuck', applicantCookie)).statusCode).toBe(401);
    const email = 'stuck.half@harborvalley.example.edu';
    await setUpStaff(testApp, email, 'reader');
    const half = await halfStaffSession(testApp, email);
    expect((await get('/staff-api/stuck', half)).statusCode).toBe(401);
  });
});
