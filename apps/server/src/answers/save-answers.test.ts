import {
  APPLICATION,
  MESSAGES,
  resolveVisibility,
  type Answers,
  SERVER_MESSAGES,
  SESSION_RULES,
} from '@portico/application';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import { ZProfile } from '@portico/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, post, signUpAndConfirm, SITE_ORIGIN } from '../../test/accounts-helpers';
import { buildMailedTestApp, buildTestApp, type MailedTestApp, type TestApp } from '../../test/test-app';
import { findApplicantByEmail } from '../accounts/find-applicant';
import { applications, passwordResets, sessions } from '../platform/database/schema';
import { hashToken } from '../platform/tokens';

/**
 * The save path under many requests at once: the guarantees of PUT /api/answer that one request
 * at a time cannot show. `second` is another app on the same database: another server process,
 * with its own memory of what each application hides.
 */
describe('PUT /api/answer under concurrency', () => {
  let testApp: MailedTestApp;
  let second: TestApp;
  beforeAll(async () => {
    testApp = await buildMailedTestApp();
    second = await buildTestApp({ database: testApp.database });
  });
  afterAll(async () => {
    await second.app.close();
    await testApp.close();
  });

  /** An applicant signed in twice: two tabs, or two devices, each with its own session. */
  async function applicant() {
    const email = await signUpAndConfirm(testApp);
    const tabs = [await logInAs(testApp, email), await logInAs(testApp, email)] as const;
    const call = (
      cookie: string,
      method: 'GET' | 'PUT' | 'POST',
      url: string,
      payload?: object,
      app = testApp.app,
    ) =>
      app.inject({ method, url, headers: { cookie, origin: SITE_ORIGIN }, ...(payload ? { payload } : {}) });
    const save = (cookie: string, answers: Answers, app = testApp.app) =>
      call(cookie, 'PUT', '/api/answer', { answers }, app);
    const stored = async () => {
      const applicantRow = await findApplicantByEmail(testApp.database.db, email);
      const [row] = await testApp.database.db
        .select()
        .from(applications)
        .where(eq(applications.applicantId, applicantRow!.id));
      if (!row) throw new Error('no application row');
      return row;
    };
    return { email, tabs, call, save, stored };
  }

  /** Text answers that a complete application shows and that decide nothing of what is shown. */
  const TAB_ONE_KEYS = ['first_name', 'middle_name', 'last_name', 'preferred_name', 'address_line_1', 'city'];
  const TAB_TWO_KEYS = [
    'parent_first_name',
    'parent_last_name',
    'counselor_first_name',
    'counselor_last_name',
  ];

  it('keeps every key of two tabs saving 100 times at once, each save whole', async () => {
    const { tabs, save, stored } = await applicant();
    const requests = Array.from({ length: 100 }, (_, n) => {
      const [cookie, keys, tab] =
        n % 2 === 0 ? [tabs[0], TAB_ONE_KEYS, 'one'] : [tabs[1], TAB_TWO_KEYS, 'two'];
      return save(cookie, Object.fromEntries(keys.map((key) => [key, `${tab}-${n}`])));
    });
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(100).fill(200));

    const { answers, revision } = await stored();
    expect(revision).toBe(100);
    // Every key is there, and each tab's keys all come from one of its saves: no save is half applied.
    const tabOne = new Set(TAB_ONE_KEYS.map((key) => answers[key]));
    const tabTwo = new Set(TAB_TWO_KEYS.map((key) => answers[key]));
    expect(tabOne.size).toBe(1);
    expect(tabTwo.size).toBe(1);
    expect([...tabOne][0]).toMatch(/^one-\d+$/);
    expect([...tabTwo][0]).toMatch(/^two-\d+$/);
  });

  const TYPED = ['first_name', 'middle_name', 'last_name', 'preferred_name'];

  it('keeps each of ten applicants saving at once to their own answers, every key of every save', async () => {
    const applicants = await Promise.all(Array.from({ length: 10 }, () => applicant()));
    const responses = await Promise.all(
      applicants.flatMap(({ tabs, save }, who) =>
        Array.from({ length: 20 }, (_, n) =>
          save(tabs[n % 2]!, { [TYPED[n % TYPED.length]!]: `A${who}-${n}`, zip: `${who}` }),
        ),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    for (const [who, { stored }] of applicants.entries()) {
      const { answers } = await stored();
      expect(answers.zip).toBe(`${who}`);
      for (const key of TYPED) expect(answers[key]).toMatch(new RegExp(`^A${who}-\\d+$`));
    }
  });

  it('lets a save racing a submit lose: what was saved before it is submitted, nothing after', async () => {
    const { tabs, call, save, stored } = await applicant();
    expect((await save(tabs[0], COMPLETE_ANSWERS)).statusCode).toBe(200);
    const saves = Array.from({ length: 60 }, (_, n) =>
      save(n % 2 === 0 ? tabs[0] : tabs[1], { middle_name: `v${n}` }).then((response) => ({ n, response })),
    );
    const submit = call(tabs[0], 'POST', '/api/submit');
    const outcomes = await Promise.all(saves);
    expect((await submit).statusCode).toBe(200);

    const codes = new Set(outcomes.map(({ response }) => response.statusCode));
    expect([...codes].every((code) => code === 200 || code === 409)).toBe(true);
    for (const { response } of outcomes.filter(({ response }) => response.statusCode === 409)) {
      expect(response.json().message).toBe(SERVER_MESSAGES.applicationSubmitted);
    }
    const row = await stored();
    expect(row.submittedAt).not.toBeNull();
    const saved = outcomes.filter(({ response }) => response.statusCode === 200).map(({ n }) => `v${n}`);
    const refused = outcomes.filter(({ response }) => response.statusCode === 409).map(({ n }) => `v${n}`);
    if (saved.length > 0) expect(saved).toContain(row.answers.middle_name);
    expect(refused).not.toContain(row.answers.middle_name);

    // After the submit every save is refused and nothing changes.
    const late = await save(tabs[1], { middle_name: 'late' });
    expect(late.statusCode).toBe(409);
    expect((await stored()).answers).toEqual(row.answers);
  });

  it('clears a hidden answer sent on its own, and answers the block shows again keep their value', async () => {
    const { tabs, save, stored } = await applicant();
    await save(tabs[0], { mailing_addr_same_as_perm_addr: 'Y' });
    // The mailing address is hidden while it is the same as the permanent one: a save of it is cleared.
    expect((await save(tabs[0], { mailing_city: 'Athens' })).statusCode).toBe(200);
    expect((await stored()).answers).toMatchObject({ mailing_city: null });

    await save(tabs[0], { mailing_addr_same_as_perm_addr: 'N' });
    await save(tabs[0], { mailing_city: 'Athens' });
    expect((await stored()).answers).toMatchObject({ mailing_city: 'Athens' });
  });

  it('keeps nothing hidden when tabs flip a question and type into its block at once', async () => {
    const { tabs, save, stored } = await applicant();
    const requests = Array.from({ length: 60 }, (_, n) =>
      n % 3 === 0
        ? save(tabs[0], { mailing_addr_same_as_perm_addr: n % 2 === 0 ? 'Y' : 'N' })
        : save(tabs[1], { mailing_address_line_1: `${n} Elm St`, mailing_city: `City ${n}` }, second.app),
    );
    const all = await Promise.all(requests);
    expect(all.every((response) => response.statusCode === 200)).toBe(true);
    const row = await stored();
    const visibility = resolveVisibility(APPLICATION, {
      answers: row.answers,
      addAnother: row.addAnother,
      tabs: row.tabs,
    });
    expect(visibility.keysToClear).toEqual([]);
  });

  it('follows a change made by another process: a block it shows keeps answers, one it hides clears them', async () => {
    const { tabs, call, save, stored } = await applicant();
    // This process learns that the second prior college is hidden (one college shown).
    await save(tabs[0], { college_2_name: 'Hidden College' });
    expect((await stored()).answers).toMatchObject({ college_2_name: null });
    // The other process shows a second college.
    const more = await call(
      tabs[1],
      'PUT',
      '/api/add-another',
      { button_id: 'prior_colleges', num_components: 2 },
      second.app,
    );
    expect(more.statusCode).toBe(200);
    await save(tabs[0], { college_2_name: 'Second College' });
    expect((await stored()).answers).toMatchObject({ college_2_name: 'Second College' });
    // And hides it again.
    await call(
      tabs[1],
      'PUT',
      '/api/add-another',
      { button_id: 'prior_colleges', num_components: 1 },
      second.app,
    );
    expect((await stored()).answers).toMatchObject({ college_2_name: null });
    await save(tabs[0], { college_2_name: 'Again' });
    expect((await stored()).answers).toMatchObject({ college_2_name: null });
  });

  it('refuses a revoked session at once, in this process and in another', async () => {
    const { tabs, call, save } = await applicant();
    expect((await save(tabs[0], { first_name: 'Ana' })).statusCode).toBe(200);
    expect((await save(tabs[0], { first_name: 'Ana' }, second.app)).statusCode).toBe(200);
    expect((await call(tabs[0], 'GET', '/api/logout')).statusCode).toBe(200);
    for (const app of [testApp.app, second.app]) {
      const refused = await save(tabs[0], { first_name: 'Eve' }, app);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(MESSAGES.sessionInvalid);
      expect(refused.cookies.map((cookie) => cookie.name)).toContain('portico_session');
    }
    // The other tab's session is its own and still saves.
    expect((await save(tabs[1], { first_name: 'Ana' }, second.app)).statusCode).toBe(200);
    const profile = ZProfile.parse((await call(tabs[1], 'GET', '/api/profile')).json());
    expect(profile.answer.first_name).toBe('Ana');
  });

  it('refuses every session a password reset ends, though both were saving a moment before', async () => {
    const { email, tabs, save } = await applicant();
    for (const tab of tabs) expect((await save(tab, { first_name: 'Ana' })).statusCode).toBe(200);
    for (const tab of tabs) expect((await save(tab, { middle_name: 'B' })).statusCode).toBe(200);
    // The link as the e-mail would carry it: both apps work the mail queue, and the other one's
    // mailer is not the test's mail server.
    const applicantRow = await findApplicantByEmail(testApp.database.db, email);
    await testApp.database.db.insert(passwordResets).values({
      tokenHash: hashToken('reset-link-of-the-test'),
      applicantId: applicantRow!.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const password = 'Quarry-Lantern-2029!';
    const reset = await post(testApp, '/public/reset-password', {
      username: email,
      id: 'reset-link-of-the-test',
      password,
      confirm_password: password,
    });
    expect(reset.statusCode).toBe(200);
    for (const app of [testApp.app, second.app]) {
      for (const tab of tabs) expect((await save(tab, { first_name: 'Eve' }, app)).statusCode).toBe(401);
    }
  }, 30_000);

  it('refuses every save sent after a logout ends, with a hundred in flight around it', async () => {
    const { tabs, call, save, stored } = await applicant();
    expect((await save(tabs[0], { first_name: 'Ana' })).statusCode).toBe(200);
    const around = Array.from({ length: 100 }, (_, n) => save(tabs[0], { middle_name: `M${n}` }));
    const logout = call(tabs[0], 'GET', '/api/logout');
    const results = await Promise.all([...around, logout]);
    expect(results.every((response) => [200, 401].includes(response.statusCode))).toBe(true);
    const after = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        save(tabs[0], { last_name: `L${n}` }, n % 2 ? second.app : testApp.app),
      ),
    );
    expect(after.map((response) => response.statusCode)).toEqual(Array.from({ length: 50 }, () => 401));
    expect((await stored()).answers.last_name).toBeUndefined();
    // The other tab's session was not ended.
    expect((await save(tabs[1], { last_name: 'Lovelace' })).statusCode).toBe(200);
  });

  it('records the activity of a typed save once a touch is due; refuses a session idle or too old, writing nothing', async () => {
    const { email, tabs, save, stored } = await applicant();
    // The first save makes the application: the typed save finds none and save_answers makes it.
    expect((await save(tabs[0], { first_name: 'Ana' })).statusCode).toBe(200);
    const sessionOf = (cookie: string) =>
      eq(sessions.tokenHash, hashToken(/portico_session=([^;]+)/.exec(cookie)![1]!));
    const backdate = (cookie: string, change: { lastSeenAt?: Date; createdAt?: Date }) =>
      testApp.database.db.update(sessions).set(change).where(sessionOf(cookie));

    // Seen a little over a touch interval ago, and still alive: the save goes in and touches it.
    await backdate(tabs[1], { lastSeenAt: new Date(Date.now() - SESSION_RULES.touchIntervalMs - 5_000) });
    const before = Date.now();
    expect((await save(tabs[1], { middle_name: 'Bea' })).statusCode).toBe(200);
    const [touched] = await testApp.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(sessionOf(tabs[1]));
    expect(touched!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);

    // Sessions this process has not seen save yet, one idle past the limit, one too old.
    const idle = await logInAs(testApp, email);
    const old = await logInAs(testApp, email);
    await backdate(idle, { lastSeenAt: new Date(Date.now() - SESSION_RULES.serverIdleMs - 1_000) });
    await backdate(old, { createdAt: new Date(Date.now() - SESSION_RULES.absoluteMs - 1_000) });
    for (const cookie of [idle, old]) {
      const refused = await save(cookie, { first_name: 'Eve', last_name: 'Eve' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(MESSAGES.sessionInvalid);
    }
    const row = await stored();
    expect([row.answers.first_name, row.answers.middle_name, row.answers.last_name]).toEqual([
      'Ana',
      'Bea',
      undefined,
    ]);
  });

  it('answers 401 without a session cookie or with a made-up one, and writes nothing', async () => {
    for (const cookie of ['', 'portico_session=made-up']) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/answer',
        headers: { cookie, origin: SITE_ORIGIN },
        payload: { answers: { first_name: 'Mallory' } },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(MESSAGES.sessionInvalid);
    }
    const rows = await testApp.database.db.select({ answers: applications.answers }).from(applications);
    expect(rows.some((row) => row.answers.first_name === 'Mallory')).toBe(false);
  });
});
