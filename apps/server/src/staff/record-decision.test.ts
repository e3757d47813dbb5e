import { STAFF_MESSAGES } from '@portico/application';
import { COMPLETE_ANSWERS } from '@portico/application/testing';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm, SITE_ORIGIN } from '../../test/accounts-helpers';
import { getAs, saveAnswersAs, seedApplications, signedInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { applicationDecisions, auditEvents } from '../platform/database/schema';

describe('decisions: admins and deciders record them, readers cannot (issue 28)', () => {
  let testApp: MailedTestApp;
  let admin: string;
  let decider: string;
  let reader: string;

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
    admin = await signedInStaff(testApp, 'decide.admin@harborvalley.example.edu', 'admin');
    decider = await signedInStaff(testApp, 'decide.decider@harborvalley.example.edu', 'decider');
    reader = await signedInStaff(testApp, 'decide.reader@harborvalley.example.edu', 'reader');
  });
  afterAll(() => testApp.close());

  const send = (cookie: string, method: 'PUT' | 'POST', url: string, payload: object) =>
    testApp.app.inject({
      method,
      url,
      payload,
      headers: { cookie, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
  const decide = (cookie: string, id: string, payload: object) =>
    send(cookie, 'PUT', `/staff-api/applications/${id}/decision`, payload);
  const decideMany = (cookie: string, payload: object) =>
    send(cookie, 'POST', '/staff-api/decisions', payload);
  const decisionsOf = (ids: string[]) =>
    testApp.database.db
      .select()
      .from(applicationDecisions)
      .where(inArray(applicationDecisions.applicantId, ids));
  const audited = (ids: string[]) =>
    testApp.database.db
      .select({ applicantId: auditEvents.applicantId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'decision.recorded'), inArray(auditEvents.applicantId, ids)));

  it('records a decision with its reasons, shows it to staff, and replaces it while it is unreleased', async () => {
    const [id] = await seedApplications(testApp, 1, true);
    const recorded = await decide(decider, id!, { decision: 'admit', reasons: ['essay', 'academic_record'] });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({
      message: STAFF_MESSAGES.decisionRecorded('Admit'),
      decision: {
        decision: 'admit',
        reasons: ['essay', 'academic_record'],
        recorded_by_email: 'decide.decider@harborvalley.example.edu',
        released_at: null,
      },
    });
    // Every staff member sees it, a reader too.
    const seen = await getAs(testApp, `/staff-api/applications/${id}/decision`, reader);
    expect(seen.json()).toEqual({ decision: recorded.json().decision });
    const [first] = await decisionsOf([id!]);

    const again = await decide(admin, id!, { decision: 'deny', reasons: ['incomplete'] });
    expect(again.statusCode).toBe(200);
    const [second] = await decisionsOf([id!]);
    expect(second).toMatchObject({ decision: 'deny', reasons: ['incomplete'], releasedAt: null });
    expect(second!.changedAt.getTime()).toBeGreaterThan(first!.changedAt.getTime());
    expect((await audited([id!])).map((event) => event.detail).sort()).toEqual(['admit', 'deny']);
    const list = await getAs(testApp, '/staff-api/applications?status=decision_recorded', reader);
    expect(list.json().applications.map((row: { id: string }) => row.id)).toContain(id);
  });

  it('refuses a reader (403) and an unknown decision or reason (400), changing nothing', async () => {
    const [id] = await seedApplications(testApp, 1, true);
    expect((await decide(decider, id!, { decision: 'waitlist', reasons: [] })).statusCode).toBe(200);
    const before = await decisionsOf([id!]);

    const refused = await decide(reader, id!, { decision: 'admit', reasons: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_MESSAGES.decidersOnly);
    expect(
      (await decideMany(reader, { application_ids: [id], decision: 'admit', reasons: [] })).statusCode,
    ).toBe(403);
    const bad = [
      [{ decision: 'maybe', reasons: [] }, STAFF_MESSAGES.decisionUnknown],
      [{ decision: 'Admit', reasons: [] }, STAFF_MESSAGES.decisionUnknown],
      [{ decision: 'admit', reasons: ['no_such_reason'] }, STAFF_MESSAGES.reasonUnknown('Admit')],
      // A reason of another decision is not one of this one's.
      [{ decision: 'admit', reasons: ['incomplete'] }, STAFF_MESSAGES.reasonUnknown('Admit')],
    ] as const;
    for (const [body, message] of bad) {
      const single = await decide(decider, id!, body);
      expect(single.statusCode, JSON.stringify(body)).toBe(400);
      expect(single.json().message).toContain(message);
      const bulk = await decideMany(decider, { application_ids: [id], ...body });
      expect(bulk.statusCode).toBe(400);
    }
    for (const body of [{ decision: 'admit' }, { decision: 'admit', reasons: [], extra: 1 }, {}]) {
      expect((await decide(decider, id!, body)).statusCode).toBe(400);
    }
    expect(await decisionsOf([id!])).toEqual(before);
    expect(await audited([id!])).toHaveLength(1);
  });

  it('records only for a submitted application (409) that exists (404)', async () => {
    const [started] = await seedApplications(testApp, 1, false);
    const notSubmitted = await decide(decider, started!, { decision: 'admit', reasons: [] });
    expect(notSubmitted.statusCode).toBe(409);
    expect(notSubmitted.json().message).toBe(STAFF_MESSAGES.decisionNotSubmitted);
    expect((await decide(decider, randomUUID(), { decision: 'admit', reasons: [] })).statusCode).toBe(404);
    expect(await decisionsOf([started!])).toEqual([]);
  });

  it('records three thousand in one request, all or none, each audited, the count in the message', async () => {
    const ids = await seedApplications(testApp, 3000, true);
    const [unsubmitted] = await seedApplications(testApp, 1, false);

    // One application not submitted, or one unknown, among them: nothing is recorded.
    const partly = await decideMany(decider, {
      application_ids: [...ids, unsubmitted],
      decision: 'admit',
      reasons: [],
    });
    expect(partly.statusCode).toBe(409);
    expect(partly.json().message).toBe(STAFF_MESSAGES.decisionsNotSubmitted(1));
    const unknown = await decideMany(decider, {
      application_ids: [...ids, randomUUID()],
      decision: 'admit',
      reasons: [],
    });
    expect(unknown.statusCode).toBe(404);
    expect(await decisionsOf(ids)).toEqual([]);

    const recorded = await decideMany(decider, {
      application_ids: ids,
      decision: 'defer',
      reasons: ['await_grades'],
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toEqual({ message: 'Defer recorded for 3,000 applications.', recorded: 3000 });
    const rows = await decisionsOf(ids);
    expect(rows).toHaveLength(3000);
    expect(rows.every((row) => row.decision === 'defer' && row.reasons[0] === 'await_grades')).toBe(true);
    const events = await audited(ids);
    expect(events).toHaveLength(3000);
    expect(new Set(events.map((event) => event.applicantId))).toEqual(new Set(ids));

    // More than a bulk action takes at once: refused by the schema, before any work.
    const tooMany = await decideMany(decider, {
      application_ids: Array.from({ length: 5001 }, () => randomUUID()),
      decision: 'admit',
      reasons: [],
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('takes 100 decisions on 100 applications at once', async () => {
    const ids = await seedApplications(testApp, 100, true);
    const answers = await Promise.all(
      ids.map((id, n) => decide(n % 2 ? decider : admin, id, { decision: 'admit', reasons: ['essay'] })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(200));
    expect(await decisionsOf(ids)).toHaveLength(100);
    expect(await audited(ids)).toHaveLength(100);
  });

  it('says nothing of a recorded decision to the applicant: their profile and receipt are as before', async () => {
    const email = await signUpAndConfirm(testApp);
    const cookie = await logInAs(testApp, email);
    await saveAnswersAs(testApp, cookie, COMPLETE_ANSWERS);
    const call = (method: 'GET' | 'POST', url: string) =>
      testApp.app.inject({ method, url, headers: { cookie, origin: SITE_ORIGIN } });
    const receipt = await call('POST', '/api/submit');
    expect(receipt.statusCode).toBe(200);
    const profileBefore = (await call('GET', '/api/profile')).body;
    const listed = await getAs(testApp, `/staff-api/applications?q=${encodeURIComponent(email)}`, admin);
    const { id } = listed.json<{ applications: { id: string }[] }>().applications[0]!;

    expect((await decide(decider, id, { decision: 'deny', reasons: ['capacity'] })).statusCode).toBe(200);
    const profileAfter = (await call('GET', '/api/profile')).body;
    const receiptAfter = await call('POST', '/api/submit');
    expect(profileAfter).toBe(profileBefore);
    expect(receiptAfter.body).toBe(receipt.body);
    for (const body of [profileAfter, receiptAfter.body]) {
      expect(body).not.toMatch(/deny|capacity|decision/i);
    }
  });
});
