import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../test/accounts-helpers';
import { applicantWith, getAs, signedInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { queryRows } from '../platform/database/open-database';
import { auditEvents, checklistReceipts, documentAnswers } from '../platform/database/schema';
import { institutionToday } from '../platform/institution-today';

type Checklist = {
  items: {
    key: string;
    label: string;
    required: boolean;
    received: { by: 'upload' | 'staff'; on: string; staff_email?: string | null } | null;
    marked: boolean;
  }[];
  complete: boolean;
};
type Change = { checklist: Checklist; staff_status: string };

describe('the checklist of materials: received by upload or marked by staff (issue 28)', () => {
  let testApp: MailedTestApp;
  let admin: string;
  let reader: string;
  let id: string;
  let applicantCookie: string;
  const adminEmail = 'checklist.admin@harborvalley.example.edu';
  const readerEmail = 'checklist.reader@harborvalley.example.edu';

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
    // An admin and a reader, signed in at the same time.
    admin = await signedInStaff(testApp, adminEmail, 'admin');
    reader = await signedInStaff(testApp, readerEmail, 'reader');
    const { applicant, applicantCookie: cookie } = await applicantWith(testApp, { first_name: 'Nia' });
    applicantCookie = cookie;
    const found = await getAs(testApp, `/staff-api/applications?q=${encodeURIComponent(applicant)}`, admin);
    id = found.json<{ applications: { id: string }[] }>().applications[0]!.id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const today = () => institutionToday(testApp.siteConfig);
  const url = (item: string, applicant = id) => `/staff-api/applications/${applicant}/checklist/${item}`;
  const checklistAs = async (cookie: string) => {
    const response = await getAs(testApp, `/staff-api/applications/${id}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json<{ checklist: Checklist }>().checklist;
  };
  const send = (method: 'PUT' | 'DELETE', path: string, cookie: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url: path,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { cookie, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
  const item = (checklist: Checklist, key: string) => checklist.items.find((entry) => entry.key === key)!;
  const checklistAudit = () =>
    testApp.database.db
      .select({ action: auditEvents.action, staffId: auditEvents.staffId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.applicantId, id));

  it('lists the configured items, none received, the file incomplete', async () => {
    const checklist = await checklistAs(reader);
    expect(checklist.items.map(({ key, required, received }) => ({ key, required, received }))).toEqual([
      { key: 'transcript', required: true, received: null },
      { key: 'test_scores', required: false, received: null },
      { key: 'counselor_letter', required: true, received: null },
      { key: 'fee_waiver', required: false, received: null },
    ]);
    expect(item(checklist, 'transcript').label).toBe('High school transcript');
    expect(checklist.complete).toBe(false);
  });

  it('receives an item when its document converted, not while it failed', async () => {
    await testApp.database.db.insert(documentAnswers).values([
      { applicantId: id, answerKey: 'hs_transcript', status: 'COMPLETED', fileName: 't.pdf', fileSize: 9 },
      {
        applicantId: id,
        answerKey: 'fee_waiver_letter',
        status: 'FAILED',
        fileName: 'w.pdf',
        fileSize: 9,
        message: 'unreadable',
      },
    ]);
    const checklist = await checklistAs(admin);
    expect(item(checklist, 'transcript').received).toEqual({ by: 'upload', on: today() });
    expect(item(checklist, 'transcript').marked).toBe(false);
    expect(item(checklist, 'fee_waiver').received).toBeNull();
    // The counselor letter, required, is still missing.
    expect(checklist.complete).toBe(false);
  });

  it('a reader marks an item received on a day; the admin sees it and the file complete; undone by the admin', async () => {
    const marked = await send('PUT', url('counselor_letter'), reader, { received_on: '2026-11-02' });
    expect(marked.statusCode).toBe(200);
    expect(item(marked.json<Change>().checklist, 'counselor_letter').received).toEqual({
      by: 'staff',
      on: '2026-11-02',
      staff_email: readerEmail,
    });
    const seen = await checklistAs(admin);
    expect(item(seen, 'counselor_letter').marked).toBe(true);
    expect(seen.complete).toBe(true);
    // Complete, but not submitted: still in progress for the office.
    expect(marked.json<Change>().staff_status).toBe('in_progress');

    // Without a day: today where the institution is.
    const scores = await send('PUT', url('test_scores'), admin, {});
    expect(item(scores.json<Change>().checklist, 'test_scores').received).toEqual({
      by: 'staff',
      on: today(),
      staff_email: adminEmail,
    });

    const undone = await send('DELETE', url('counselor_letter'), admin);
    expect(undone.statusCode).toBe(200);
    expect(item(undone.json<Change>().checklist, 'counselor_letter').received).toBeNull();
    expect(undone.json<Change>().checklist.complete).toBe(false);
    expect(await checklistAudit()).toEqual(
      expect.arrayContaining([
        { action: 'checklist.received', staffId: expect.any(String), detail: 'counselor_letter' },
        { action: 'checklist.received', staffId: expect.any(String), detail: 'test_scores' },
        { action: 'checklist.undone', staffId: expect.any(String), detail: 'counselor_letter' },
      ]),
    );
  });

  it('refuses bad marks and undos with a message, changing nothing and auditing nothing', async () => {
    const before = {
      marks: await testApp.database.db.select().from(checklistReceipts),
      audit: (await checklistAudit()).length,
    };
    const refusals: [Promise<{ statusCode: number; json: () => unknown }>, number][] = [
      [send('PUT', url('no_such_item'), reader, {}), 404],
      [send('PUT', url('counselor_letter'), reader, { received_on: '2027-02-30' }), 400],
      [send('PUT', url('counselor_letter'), reader, { received_on: '2999-01-01' }), 400],
      [send('PUT', url('counselor_letter'), reader, { received_on: '1850-01-01' }), 400],
      [send('PUT', url('counselor_letter'), reader, { received_on: '2026-11-02', by: 'someone' }), 400],
      [send('PUT', url('Counselor'), reader, {}), 400],
      [send('PUT', url('counselor_letter', '00000000-0000-4000-8000-000000000000'), reader, {}), 404],
      // Nothing to undo: the letter's mark was undone, the transcript came by upload.
      [send('DELETE', url('counselor_letter'), reader), 404],
      [send('DELETE', url('transcript'), admin), 404],
      [send('PUT', url('counselor_letter'), '', {}), 401],
      [send('PUT', url('counselor_letter'), applicantCookie, {}), 401],
      [send('DELETE', url('test_scores'), applicantCookie), 401],
    ];
    for (const [response, status] of refusals) {
      const answered = await response;
      expect(answered.statusCode).toBe(status);
      expect(answered.json()).toHaveProperty('message', expect.any(String));
    }
    expect(
      (await send('PUT', url('counselor_letter'), reader, { received_on: '2999-01-01' })).json(),
    ).toMatchObject({ message: 'Enter the date it was received, such as 2027-01-15, no later than today.' });
    expect(await testApp.database.db.select().from(checklistReceipts)).toEqual(before.marks);
    expect((await checklistAudit()).length).toBe(before.audit);
  });

  it('keeps one mark, the last, when the admin and the reader mark the same item at once', async () => {
    const days = ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06'];
    const answers = await Promise.all(
      days.map((day, at) =>
        send('PUT', url('counselor_letter'), at % 2 ? admin : reader, { received_on: day }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(days.map(() => 200));
    const rows = await testApp.database.db
      .select()
      .from(checklistReceipts)
      .where(and(eq(checklistReceipts.applicantId, id), eq(checklistReceipts.itemKey, 'counselor_letter')));
    expect(rows).toHaveLength(1);
    expect(days).toContain(rows[0]!.receivedOn);
    const audited = (await checklistAudit()).filter(
      (event) => event.action === 'checklist.received' && event.detail === 'counselor_letter',
    );
    // The reader's first mark, and these six.
    expect(audited).toHaveLength(1 + days.length);
  });

  it('derives where each file stands for the office, in the list, its filter and the application, as the checklist says', async () => {
    /** The ids the list shows for a status, found by search (application_index) and without. */
    const listed = async (status: string, cookie = reader) => {
      const answers = await Promise.all(
        [`status=${status}&q=Nia`, `status=${status}&limit=100`].map((query) =>
          getAs(testApp, `/staff-api/applications?${query}`, cookie),
        ),
      );
      return answers.map((answer) => {
        expect(answer.statusCode).toBe(200);
        return answer
          .json<{ applications: { id: string; staff_status: string }[] }>()
          .applications.filter((row) => row.id === id)
          .map((row) => row.staff_status);
      });
    };
    const shown = async () =>
      (await getAs(testApp, `/staff-api/applications/${id}`, admin)).json<{
        row: { staff_status: string };
        checklist: Checklist;
      }>();
    expect(await listed('in_progress')).toEqual([['in_progress'], ['in_progress']]);
    expect(await listed('submitted_incomplete')).toEqual([[], []]);

    // Submitted with the counselor letter marked (the last test's concurrent marks) and the
    // transcript uploaded: complete, ready for review.
    await queryRows(
      testApp.database.db,
      sql`update applications set submitted_at = now(), updated_at = now() where applicant_id = ${id}`,
    );
    expect(await listed('in_progress')).toEqual([[], []]);
    expect(await listed('ready_for_review', admin)).toEqual([['ready_for_review'], ['ready_for_review']]);
    expect(await listed('submitted_incomplete')).toEqual([[], []]);
    const ready = await shown();
    expect(ready.row.staff_status).toBe('ready_for_review');
    expect(ready.checklist.complete).toBe(true);

    // The letter's mark undone: submitted, incomplete; the application and the checklist agree.
    const undone = await send('DELETE', url('counselor_letter'), reader);
    expect(undone.json<Change>().staff_status).toBe('submitted_incomplete');
    expect(await listed('submitted_incomplete')).toEqual([
      ['submitted_incomplete'],
      ['submitted_incomplete'],
    ]);
    expect(await listed('ready_for_review')).toEqual([[], []]);
    const incomplete = await shown();
    expect(incomplete.row.staff_status).toBe('submitted_incomplete');
    expect(incomplete.checklist.complete).toBe(false);

    // The transcript's upload gone too, then marked by staff instead: complete again, whichever way.
    await testApp.database.db
      .delete(documentAnswers)
      .where(and(eq(documentAnswers.applicantId, id), eq(documentAnswers.answerKey, 'hs_transcript')));
    await send('PUT', url('counselor_letter'), admin, {});
    expect((await shown()).row.staff_status).toBe('submitted_incomplete');
    const marked = await send('PUT', url('transcript'), reader, {});
    expect(marked.json<Change>()).toMatchObject({
      staff_status: 'ready_for_review',
      checklist: { complete: true },
    });

    // No file is in review or decided yet; a status the office does not use is refused.
    expect(await listed('in_review')).toEqual([[], []]);
    expect((await getAs(testApp, '/staff-api/applications?status=validating', reader)).statusCode).toBe(400);
  });
});
