import { randomUUID } from 'node:crypto';
import { STAFF_MESSAGES } from '@portico/application';
import { STAFF_SORTS, STAFF_STATUSES, type StaffSort } from '@portico/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, signedInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { queryRows } from '../platform/database/open-database';
import { staffMembers } from '../platform/database/schema';

type Row = {
  id: string;
  name: string;
  staff_status: (typeof STAFF_STATUSES)[number];
  reader_email: string | null;
  last_activity: string;
  submitted_at: string | null;
  email: string;
  reference: string | null;
  decision: string | null;
};
type Page = { applications: Row[]; next: string | null };

const LAST_NAMES = ['adams', 'baker', 'clark', 'davis'];
const FIRST_NAMES = ['ann', 'bob', 'cy'];
/**
 * Few distinct times, so that many rows tie on submitted and on last activity; after the test app
 * started, as saves would be, so that the search index's catch-up copies them.
 */
const TIMES = [1, 2, 3].map((minutes) => new Date(Date.now() + minutes * 60_000).toISOString());
const APPLICATIONS = 45;

describe('the list sorted by each column, by keyset pages (issue 28)', () => {
  let testApp: MailedTestApp;
  let admin: string;
  let readerId: string;
  let otherId: string;
  const readerEmail = 'a.sort.reader@harborvalley.example.edu';
  const otherEmail = 'b.sort.reader@harborvalley.example.edu';
  const ids: string[] = [];

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
    admin = await signedInStaff(testApp, 'sort.admin@harborvalley.example.edu', 'admin');
    await signedInStaff(testApp, readerEmail, 'reader');
    await signedInStaff(testApp, otherEmail, 'reader');
    const members = await testApp.database.db.select().from(staffMembers);
    readerId = members.find((member) => member.email === readerEmail)!.id;
    otherId = members.find((member) => member.email === otherEmail)!.id;
    const { db } = testApp.database;
    const decisions = [...testApp.siteConfig.decisions.map((option) => option.key), 'withdrawn_key'];
    for (let n = 0; n < APPLICATIONS; n += 1) {
      const id = randomUUID();
      ids.push(id);
      // Names repeat (12 distinct for 45 rows); a third are not submitted; times tie in threes.
      const submitted = n % 3 !== 0;
      await queryRows(
        db,
        sql`insert into applicants (id, email, password_hash, confirmed_at)
          values (${id}, ${`sorted.${n}@example.com`}, 'x', now())`,
      );
      await queryRows(
        db,
        sql`insert into applications (applicant_id, answers, submitted_at, reference, updated_at)
          values (${id}, ${JSON.stringify({
            first_name: FIRST_NAMES[n % FIRST_NAMES.length],
            last_name: LAST_NAMES[n % LAST_NAMES.length],
          })}::jsonb,
          ${submitted ? TIMES[n % TIMES.length]! : null}::timestamptz,
          ${submitted ? `2027-QW${String(n).padStart(2, '0')}-ZZ${String(n).padStart(2, '0')}` : null},
          ${TIMES[(n >> 1) % TIMES.length]!}::timestamptz)`,
      );
      if (n % 5 === 1 || n % 5 === 2) {
        await queryRows(
          db,
          sql`insert into application_assignments (applicant_id, staff_id)
            values (${id}, ${n % 5 === 1 ? readerId : otherId})`,
        );
      }
      if (submitted && n % 4 !== 0) {
        await queryRows(
          db,
          sql`insert into application_decisions (applicant_id, decision, released_at)
            values (${id}, ${decisions[n % decisions.length]!}, ${n % 7 === 0 ? sql`now()` : sql`null`})`,
        );
      }
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (query: string) => getAs(testApp, `/staff-api/applications?${query}`, admin);
  const json = async <T>(url: string): Promise<T> => {
    const response = await getAs(testApp, url, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  /** Every page of a sort, `limit` rows at a time. */
  async function walk(query: string, limit: number) {
    const rows: Row[] = [];
    let pages = 0;
    let after: string | null = null;
    do {
      const page: Page = await json(
        `/staff-api/applications?${query}&limit=${limit}${after ? `&after=${after}` : ''}`,
      );
      rows.push(...page.applications);
      after = page.next;
      pages += 1;
    } while (after);
    return { rows, pages };
  }

  /** Each column's key as the server compares it, from what a row shows (list-sort.ts). */
  const decisionRank = (key: string | null) => {
    if (key === null) return 0;
    const at = testApp.siteConfig.decisions.findIndex((option) => option.key === key);
    return at === -1 ? testApp.siteConfig.decisions.length + 1 : at + 1;
  };
  const keyOf: Record<StaffSort, (row: Row) => string | number> = {
    // The name as shown, then the address and the reference: application_index's searched text.
    name: (row) => `${row.name} ${row.email}${row.reference ? ` ${row.reference}` : ''}`.toLowerCase(),
    submitted: (row) => row.submitted_at ?? '',
    activity: (row) => row.last_activity,
    status: (row) => STAFF_STATUSES.indexOf(row.staff_status),
    reader: (row) => row.reader_email ?? '',
    decision: (row) => decisionRank(row.decision),
  };

  /** That the rows come by the column's key in the direction asked, ties by the id. */
  function expectInOrder(rows: Row[], sort: StaffSort, order: 'asc' | 'desc', what: string) {
    const sign = order === 'asc' ? 1 : -1;
    for (let at = 1; at < rows.length; at += 1) {
      const [before, here] = [rows[at - 1]!, rows[at]!];
      const [a, b] = [keyOf[sort](before), keyOf[sort](here)];
      const byKey = a === b ? 0 : a < b ? -1 : 1;
      expect(byKey * sign, `${what} ${sort} ${order} at ${at}`).toBeLessThanOrEqual(0);
      if (byKey === 0) expect(order === 'asc' ? before.id < here.id : before.id > here.id).toBe(true);
    }
  }

  it.each(STAFF_SORTS.flatMap((sort) => [`${sort} asc`, `${sort} desc`]))(
    'sorts by %s across pages, ties broken by id: no row lost or repeated',
    async (sortAndOrder) => {
      const [sort, order] = sortAndOrder.split(' ') as [StaffSort, 'asc' | 'desc'];
      const { rows, pages } = await walk(`sort=${sort}&order=${order}`, 7);
      expect(pages).toBeGreaterThanOrEqual(3);
      expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
      expectInOrder(rows, sort, order, 'all');
      // The same order as one page holding every row.
      const whole = await json<Page>(`/staff-api/applications?sort=${sort}&order=${order}&limit=100`);
      expect(rows.map((row) => row.id)).toEqual(whole.applications.map((row) => row.id));
    },
  );

  it('sorts a reader’s queue by each column, and counts what each filter selects', async () => {
    const queue = ids.filter((_, n) => n % 5 === 1);
    const noOnes = ids.filter((_, n) => n % 5 === 0 || n % 5 > 2);
    for (const sort of STAFF_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        // A reader's queue and no one's, each a range of an index by the key (list-sort.ts).
        const { rows } = await walk(`reader=${readerId}&sort=${sort}&order=${order}`, 4);
        expect(rows.map((row) => row.id).sort()).toEqual([...queue].sort());
        expect(rows.every((row) => row.reader_email === readerEmail)).toBe(true);
        expectInOrder(rows, sort, order, 'queue');
        const unassigned = (await walk(`reader=none&sort=${sort}&order=${order}`, 9)).rows;
        expect(unassigned.map((row) => row.id).sort()).toEqual([...noOnes].sort());
        expectInOrder(unassigned, sort, order, 'no one’s');
      }
    }
    // A status past in progress, newest or oldest activity first, read from its index.
    for (const order of ['asc', 'desc'] as const) {
      const { rows } = await walk(`status=decision_recorded&order=${order}`, 3);
      expect(rows.length).toBeGreaterThan(3);
      expect(rows.every((row) => row.staff_status === 'decision_recorded')).toBe(true);
      expectInOrder(rows, 'activity', order, 'status');
    }
    const count = async (query: string) =>
      (await json<{ total: number }>(`/staff-api/applications/count?${query}`)).total;
    expect(await count('')).toBe(APPLICATIONS);
    expect(await count(`reader=${readerId}`)).toBe(queue.length);
    expect(await count('reader=none')).toBe(ids.filter((_, n) => n % 5 === 0 || n % 5 > 2).length);
    const listed = async (query: string) => (await walk(query, 100)).rows.length;
    for (const query of [
      'status=in_progress',
      'status=decision_recorded',
      'status=decision_released',
      'q=adams',
      'q=ba',
      `reader=${otherId}&status=in_progress`,
    ]) {
      expect(await count(query), query).toBe(await listed(query));
    }
    expect(await count('status=in_progress')).toBe(15);
    expect(await count('q=adams')).toBe(12);
    // A search sorted: read in the search index (three characters) or in the applications (two).
    for (const query of [
      'q=adams&sort=name&order=desc',
      'q=ba&sort=decision&order=asc',
      'q=qw1&sort=status&order=desc',
    ]) {
      const { rows } = await walk(query, 4);
      expect(rows.length, query).toBe(await count(query.replace(/&sort.*/, '')));
      expect(new Set(rows.map((row) => row.id)).size, query).toBe(rows.length);
    }
    // 'Select all': the same applications as the list, and how many.
    const selected = await json<{ ids: string[]; total: number }>(
      `/staff-api/applications/ids?reader=${readerId}`,
    );
    expect(selected.total).toBe(queue.length);
    expect([...selected.ids].sort()).toEqual([...queue].sort());
  });

  it('finds an application by any part of its reference, in any case', async () => {
    const found = async (q: string) =>
      (await json<Page>(`/staff-api/applications?q=${encodeURIComponent(q)}`)).applications.map(
        (row) => row.reference,
      );
    expect(await found('qw07-zz')).toEqual(['2027-QW07-ZZ07']);
    expect(await found('W07')).toEqual(['2027-QW07-ZZ07']);
    expect(await found('2027-QW07-ZZ07')).toEqual(['2027-QW07-ZZ07']);
    // Two characters: read in the applications themselves, the reference with them.
    expect((await found('z0')).sort()).toEqual(
      ['01', '02', '04', '05', '07', '08'].map((n) => `2027-QW${n}-ZZ${n}`),
    );
    expect(await found('zz99')).toEqual([]);
  });

  it('refuses a sort, a direction or a cursor it does not know with 400 and a message', async () => {
    for (const query of ['sort=email', 'sort=name&order=sideways', 'order=up']) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(STAFF_MESSAGES.sortInvalid);
    }
    const byName = await json<Page>('/staff-api/applications?sort=name&order=asc&limit=5');
    expect(byName.next).not.toBeNull();
    // A cursor of another sort or direction, and forged ones.
    const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const query of [
      `sort=submitted&order=asc&after=${byName.next}`,
      `sort=name&order=desc&after=${byName.next}`,
      `after=${byName.next}`,
      'after=not-a-cursor',
      `sort=status&order=asc&after=${forged(['status', 'asc', 'x', randomUUID()])}`,
      `sort=submitted&order=asc&after=${forged(['submitted', 'asc', 'yesterday', randomUUID()])}`,
      `sort=name&order=asc&after=${forged(['name', 'asc', 'adams', 'not-an-id'])}`,
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(STAFF_MESSAGES.cursorInvalid);
    }
  });
});
