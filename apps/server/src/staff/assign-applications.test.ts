import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../test/accounts-helpers';
import { getAs, seedApplications, signedInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { applicationAssignments, auditEvents, staffMembers } from '../platform/database/schema';

type Row = { id: string; staff_status: string; reader_email: string | null };

describe('assignment: admins assign applications to readers in bulk (issue 28)', () => {
  let testApp: MailedTestApp;
  let admin: string;
  let reader: string;
  let otherReader: string;
  let readerId: string;
  let otherReaderId: string;
  const readerEmail = 'assign.reader@harborvalley.example.edu';
  const otherEmail = 'assign.other@harborvalley.example.edu';

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
    // An admin and two readers, signed in at the same time.
    admin = await signedInStaff(testApp, 'assign.admin@harborvalley.example.edu', 'admin');
    reader = await signedInStaff(testApp, readerEmail, 'reader');
    otherReader = await signedInStaff(testApp, otherEmail, 'reader');
    const members = await testApp.database.db.select().from(staffMembers);
    readerId = members.find((member) => member.email === readerEmail)!.id;
    otherReaderId = members.find((member) => member.email === otherEmail)!.id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const assign = (cookie: string, payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/staff-api/assignments',
      payload: payload as object,
      headers: { cookie, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
  const listAs = async (cookie: string, query: string) => {
    const response = await getAs(testApp, `/staff-api/applications?${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json<{ applications: Row[] }>().applications;
  };
  const counts = async () => {
    const response = await getAs(testApp, '/staff-api/assignments', admin);
    expect(response.statusCode).toBe(200);
    return response.json<{ unassigned: number; readers: { email: string; assigned: number }[] }>();
  };
  const countOf = (all: Awaited<ReturnType<typeof counts>>, email: string) =>
    all.readers.find((entry) => entry.email === email)?.assigned;

  it('assigns three thousand applications in one request, each audited, counted and in the reader’s queue', async () => {
    const ids = await seedApplications(testApp, 3000, true);
    const before = await counts();
    expect(before.unassigned).toBe(3000);
    const started = performance.now();
    const response = await assign(admin, { application_ids: ids, reader_id: readerId });
    const ms = Math.round(performance.now() - started);
    // Printed for the report: the time of one request assigning 3,000 applications.
    console.info(`assigned 3000 applications in one request in ${ms} ms`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: `3,000 applications assigned to ${readerEmail}.`,
      assigned: 3000,
    });
    const after = await counts();
    expect(after.unassigned).toBe(0);
    expect(countOf(after, readerEmail)).toBe(3000);
    expect(countOf(after, otherEmail)).toBe(0);
    const audited = await testApp.database.db
      .select({ applicantId: auditEvents.applicantId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'application.assigned'));
    expect(audited).toHaveLength(3000);
    expect(new Set(audited.map((event) => event.applicantId))).toEqual(new Set(ids));
    expect(audited.every((event) => event.detail === readerEmail)).toBe(true);

    // The reader's queue: 'Assigned to me', and no one else's; the admin by the reader's id.
    const mine = await listAs(reader, 'reader=me&limit=100');
    expect(mine).toHaveLength(100);
    expect(mine.every((row) => ids.includes(row.id) && row.reader_email === readerEmail)).toBe(true);
    expect(await listAs(otherReader, 'reader=me')).toEqual([]);
    expect((await listAs(admin, `reader=${readerId}&limit=5`)).map((row) => row.reader_email)).toEqual(
      Array(5).fill(readerEmail),
    );
    expect(await listAs(admin, 'reader=none&status=submitted_incomplete')).toEqual([]);
  });

  it('moves applications to another reader, unassigns them, and says In review only for a complete file', async () => {
    const ids = await seedApplications(testApp, 3, true);
    expect((await assign(admin, { application_ids: ids, reader_id: readerId })).statusCode).toBe(200);
    const moved = await assign(admin, {
      application_ids: [ids[0], ids[0], ids[1]],
      reader_id: otherReaderId,
    });
    expect(moved.json()).toMatchObject({ assigned: 2 });
    const rows = await testApp.database.db
      .select()
      .from(applicationAssignments)
      .where(inArray(applicationAssignments.applicantId, ids));
    expect(Object.fromEntries(rows.map((row) => [row.applicantId, row.staffId]))).toEqual({
      [ids[0]!]: otherReaderId,
      [ids[1]!]: otherReaderId,
      [ids[2]!]: readerId,
    });
    // Incomplete (no checklist item in): assigned, but still Submitted – incomplete.
    const first = (await listAs(otherReader, 'reader=me')).find((row) => row.id === ids[0]);
    expect(first).toMatchObject({ staff_status: 'submitted_incomplete', reader_email: otherEmail });
    // Complete: In review while assigned, Ready for review once unassigned.
    for (const item of ['transcript', 'counselor_letter']) {
      const marked = await testApp.app.inject({
        method: 'PUT',
        url: `/staff-api/applications/${ids[0]}/checklist/${item}`,
        payload: {},
        headers: { cookie: otherReader, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
      });
      expect(marked.statusCode).toBe(200);
    }
    expect((await listAs(otherReader, 'status=in_review')).map((row) => row.id)).toEqual([ids[0]]);
    const unassigned = await assign(admin, { application_ids: [ids[0]], reader_id: null });
    expect(unassigned.json()).toEqual({
      message: 'The assignment of 1 application was removed.',
      assigned: 1,
    });
    expect((await listAs(admin, 'status=ready_for_review')).map((row) => row.id)).toEqual([ids[0]]);
    expect(await listAs(admin, 'status=in_review')).toEqual([]);
    const removedAudit = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'application.unassigned'));
    expect(removedAudit.map((event) => event.applicantId)).toEqual([ids[0]]);
  });

  it('refuses a reader with 403, and bad requests with a message, changing nothing and auditing nothing', async () => {
    const ids = await seedApplications(testApp, 2, true);
    const snapshot = async () => ({
      assignments: (await testApp.database.db.select().from(applicationAssignments)).length,
      audit: (await testApp.database.db.select().from(auditEvents)).length,
    });
    const before = await snapshot();
    const refusals: [unknown, string, number][] = [
      [{ application_ids: ids, reader_id: readerId }, reader, 403],
      [{ application_ids: ids, reader_id: null }, otherReader, 403],
      [{ application_ids: ids, reader_id: readerId }, '', 401],
      [{ application_ids: [], reader_id: readerId }, admin, 400],
      [{ application_ids: ['not-an-id'], reader_id: readerId }, admin, 400],
      [{ application_ids: ids, reader_id: readerId, extra: true }, admin, 400],
      [
        { application_ids: Array.from({ length: 5001 }, () => randomUUID()), reader_id: readerId },
        admin,
        400,
      ],
      // One id that is no application: none of the others is assigned either.
      [{ application_ids: [...ids, randomUUID()], reader_id: readerId }, admin, 404],
      [{ application_ids: ids, reader_id: randomUUID() }, admin, 404],
    ];
    for (const [payload, cookie, status] of refusals) {
      const response = await assign(cookie, payload);
      expect({ payload: JSON.stringify(payload).slice(0, 80), status: response.statusCode }).toEqual({
        payload: JSON.stringify(payload).slice(0, 80),
        status,
      });
      expect(response.json()).toHaveProperty('message', expect.any(String));
    }
    // A reader cannot read the counts either.
    expect((await getAs(testApp, '/staff-api/assignments', reader)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
