import { randomUUID } from 'node:crypto';
import { checklistOf, type SiteConfig } from '@portico/application';
import {
  JOB_STATUS,
  JOB_STATUSES,
  STAFF_STATUSES,
  type JobStatus,
  type StaffStatus,
} from '@portico/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { queryRows, uuidList } from '../platform/database/open-database';
import { catchUpApplicationIndex } from './application-index';
import { writeSiteRules } from './site-rules';

type Rules = Pick<SiteConfig, 'checklist' | 'decisions'>;

/** One write of any kind that changes an application's keys, on one of a run's applications. */
type Write =
  | { kind: 'save'; app: number; submitted: boolean }
  | { kind: 'catch up' }
  | { kind: 'assign'; app: number; reader: number }
  | { kind: 'unassign'; app: number }
  | { kind: 'decide'; app: number; decision: string }
  | { kind: 'release'; app: number; released: boolean }
  | { kind: 'withdraw'; app: number }
  | { kind: 'mark'; app: number; item: string }
  | { kind: 'unmark'; app: number; item: string }
  | { kind: 'upload'; app: number; question: string; status: JobStatus }
  | { kind: 'convert'; app: number; question: string; status: JobStatus }
  | { kind: 'discard'; app: number; question: string }
  | { kind: 'configure'; rules: number }
  | { kind: 'delete'; app: number };

const APPS = 2;
const READERS = 2;

interface KeptRow {
  applicant_id: string;
  submitted_at: string | null;
  staff_status: StaffStatus;
  reader_id: string | null;
  decision_rank: number;
}

describe("application_index's kept keys: the status, the reader, the decision's place (issue 28)", () => {
  let testApp: TestApp;
  let readers: string[];
  /** The site configuration's rules and three others: items required or not, decisions reordered. */
  let ruleSets: Rules[];
  let rules: Rules;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { db } = testApp.database;
    readers = [];
    for (let n = 0; n < READERS; n += 1) {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into staff_members (email, role) values (${`keys.reader${n}@harborvalley.example.edu`}, 'reader')
          returning id`,
      );
      readers.push(row!.id);
    }
    const { checklist, decisions } = testApp.siteConfig;
    const only = (key: string) => checklist.map((item) => ({ ...item, required: item.key === key }));
    ruleSets = [
      { checklist, decisions },
      // One required item, received by an upload or a mark: each of its writes turns the status.
      { checklist: only('transcript'), decisions: [...decisions].reverse() },
      { checklist: only('counselor_letter'), decisions: decisions.slice(0, 2) },
      {
        checklist: checklist.map((item) => ({ ...item, required: !item.required })),
        decisions: decisions.slice(1),
      },
      { checklist: checklist.map((item) => ({ ...item, required: false })), decisions },
    ];
    rules = ruleSets[0]!;
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** Where each file stands, worked out here from what the tables hold, as the spec words it. */
  async function expected(ids: string[]) {
    const { db } = testApp.database;
    const list = uuidList(ids);
    const of = <T extends { applicant_id: string }>(rows: T[], id: string) =>
      rows.filter((row) => row.applicant_id === id);
    const [assignments, decisions, marks, uploads] = await Promise.all([
      queryRows<{ applicant_id: string; staff_id: string }>(
        db,
        sql`select applicant_id, staff_id from application_assignments where applicant_id in (${list})`,
      ),
      queryRows<{ applicant_id: string; decision: string; released_at: string | null }>(
        db,
        sql`select applicant_id, decision, released_at from application_decisions where applicant_id in (${list})`,
      ),
      queryRows<{ applicant_id: string; item_key: string }>(
        db,
        sql`select applicant_id, item_key from checklist_receipts where applicant_id in (${list})`,
      ),
      queryRows<{ applicant_id: string; answer_key: string }>(
        db,
        sql`select applicant_id, answer_key from document_answers
          where applicant_id in (${list}) and status = ${JOB_STATUS.COMPLETED}`,
      ),
    ]);
    return (submittedOf: (id: string) => boolean) =>
      new Map(
        ids.map((id) => {
          const decision = of(decisions, id)[0];
          const { complete } = checklistOf(
            rules.checklist,
            new Map(of(uploads, id).map((upload) => [upload.answer_key, 'a day'])),
            new Map(of(marks, id).map((mark) => [mark.item_key, { on: 'a day', staff_email: null }])),
          );
          const reader = of(assignments, id)[0]?.staff_id ?? null;
          const status: StaffStatus = !submittedOf(id)
            ? 'in_progress'
            : decision?.released_at
              ? 'decision_released'
              : decision
                ? 'decision_recorded'
                : !complete
                  ? 'submitted_incomplete'
                  : reader
                    ? 'in_review'
                    : 'ready_for_review';
          const at = decision ? rules.decisions.findIndex((option) => option.key === decision.decision) : -1;
          const rank = !decision ? 0 : at === -1 ? rules.decisions.length + 1 : at + 1;
          return [id, { staff_status: status, reader_id: reader, decision_rank: rank }] as const;
        }),
      );
  }

  /** Every row's keys, and the run's rows against what the tables say they should be. */
  async function check(ids: string[], after: Write) {
    const { db } = testApp.database;
    // No row anywhere keeps keys other than the rule's for what its tables hold now.
    const stale = await queryRows<{ applicant_id: string }>(
      db,
      sql`select i.applicant_id from application_index i
        cross join lateral application_index_keys(i.applicant_id, i.submitted_at) k
        where (i.staff_status, i.reader_id, i.decision_rank) is distinct from (k.staff_status, k.reader_id, k.decision_rank)`,
    );
    expect(stale, JSON.stringify(after)).toEqual([]);
    const kept = await queryRows<KeptRow>(
      db,
      sql`select applicant_id, submitted_at, staff_status, reader_id, decision_rank from application_index
        where applicant_id in (${uuidList(ids)})`,
    );
    if (kept.length === 0) return;
    const want = (await expected(kept.map((row) => row.applicant_id)))(
      (id) => kept.find((row) => row.applicant_id === id)!.submitted_at !== null,
    );
    for (const row of kept) {
      const { staff_status, reader_id, decision_rank } = row;
      expect(
        { staff_status, reader_id, decision_rank: Number(decision_rank) },
        JSON.stringify(after),
      ).toEqual(want.get(row.applicant_id));
    }
  }

  async function apply(ids: string[], write: Write) {
    const { db } = testApp.database;
    const id = 'app' in write ? ids[write.app]! : '';
    switch (write.kind) {
      case 'save':
        await queryRows(
          db,
          sql`update applications set updated_at = clock_timestamp(),
            submitted_at = ${write.submitted ? sql`coalesce(submitted_at, clock_timestamp())` : sql`null`}
            where applicant_id = ${id}`,
        );
        return;
      case 'catch up':
        return catchUpApplicationIndex(db);
      case 'assign':
        await queryRows(
          db,
          sql`insert into application_assignments (applicant_id, staff_id) values (${id}, ${readers[write.reader]!})
            on conflict (applicant_id) do update set staff_id = excluded.staff_id`,
        );
        return;
      case 'unassign':
        await queryRows(db, sql`delete from application_assignments where applicant_id = ${id}`);
        return;
      case 'decide':
        await queryRows(
          db,
          sql`insert into application_decisions (applicant_id, decision) values (${id}, ${write.decision})
            on conflict (applicant_id) do update set decision = excluded.decision`,
        );
        return;
      case 'release':
        await queryRows(
          db,
          sql`update application_decisions set released_at = ${write.released ? sql`now()` : sql`null`},
            changed_at = now() where applicant_id = ${id}`,
        );
        return;
      case 'withdraw':
        await queryRows(db, sql`delete from application_decisions where applicant_id = ${id}`);
        return;
      case 'mark':
        await queryRows(
          db,
          sql`insert into checklist_receipts (applicant_id, item_key, received_on)
            values (${id}, ${write.item}, current_date)
            on conflict (applicant_id, item_key) do update set received_on = excluded.received_on`,
        );
        return;
      case 'unmark':
        await queryRows(
          db,
          sql`delete from checklist_receipts where applicant_id = ${id} and item_key = ${write.item}`,
        );
        return;
      case 'upload':
        await queryRows(
          db,
          sql`insert into document_answers (applicant_id, answer_key, status, file_name, file_size)
            values (${id}, ${write.question}, ${write.status}, 'file.pdf', 1000)
            on conflict (applicant_id, answer_key) do update set status = excluded.status`,
        );
        return;
      case 'convert':
        await queryRows(
          db,
          sql`update document_answers set status = ${write.status}, updated_at = now()
            where applicant_id = ${id} and answer_key = ${write.question}`,
        );
        return;
      case 'discard':
        await queryRows(
          db,
          sql`delete from document_answers where applicant_id = ${id} and answer_key = ${write.question}`,
        );
        return;
      case 'configure':
        rules = ruleSets[write.rules]!;
        await writeSiteRules(db, rules);
        return;
      case 'delete':
        await queryRows(db, sql`delete from applicants where id = ${id}`);
        return;
    }
  }

  /** A run's applications: applicants with an application each, none copied into the index yet. */
  async function newApplications(count = APPS) {
    const ids = Array.from({ length: count }, () => randomUUID());
    for (const id of ids) {
      await queryRows(
        testApp.database.db,
        sql`insert into applicants (id, email, password_hash, confirmed_at) values (${id}, ${`keys.${id}@example.com`}, 'x', now())`,
      );
      await queryRows(
        testApp.database.db,
        sql`insert into applications (applicant_id, answers) values (${id}, '{"first_name":"Kept"}'::jsonb)`,
      );
    }
    return ids;
  }

  /** One application's kept keys, the reader as its index in `readers`, or null without a row. */
  async function keysOf(id: string) {
    const [row] = await queryRows<KeptRow & { searched_text: string }>(
      testApp.database.db,
      sql`select staff_status, reader_id, decision_rank, searched_text from application_index where applicant_id = ${id}`,
    );
    if (!row) return null;
    return {
      status: row.staff_status,
      reader: row.reader_id === null ? null : readers.indexOf(row.reader_id),
      rank: Number(row.decision_rank),
    };
  }

  it('follows each kind of write through a file’s life, each key turned by the write that turns it', async () => {
    const [id, other, late] = await newApplications(3);
    const ids = [id!, other!, late!];
    const step = async (write: Write, keys: Awaited<ReturnType<typeof keysOf>>) => {
      await apply(ids, write);
      expect(await keysOf(id!), JSON.stringify(write)).toEqual(keys);
    };
    const { decisions } = testApp.siteConfig;
    // A write on a file not copied yet begins its row, which the next catch-up fills.
    await step(
      { kind: 'mark', app: 0, item: 'counselor_letter' },
      { status: 'in_progress', reader: null, rank: 0 },
    );
    await step({ kind: 'save', app: 0, submitted: true }, { status: 'in_progress', reader: null, rank: 0 });
    await step({ kind: 'catch up' }, { status: 'submitted_incomplete', reader: null, rank: 0 });
    expect(
      (
        await queryRows<{ searched_text: string }>(
          testApp.database.db,
          sql`select searched_text from application_index where applicant_id = ${id!}`,
        )
      )[0]?.searched_text,
    ).toContain('kept');
    // The transcript by its upload: queued, converted, failed, converted again, discarded, marked.
    const transcript = { app: 0, question: 'hs_transcript' };
    await step(
      { kind: 'upload', ...transcript, status: JOB_STATUS.UNPROCESSED },
      { status: 'submitted_incomplete', reader: null, rank: 0 },
    );
    await step(
      { kind: 'convert', ...transcript, status: JOB_STATUS.COMPLETED },
      { status: 'ready_for_review', reader: null, rank: 0 },
    );
    await step(
      { kind: 'convert', ...transcript, status: JOB_STATUS.FAILED },
      { status: 'submitted_incomplete', reader: null, rank: 0 },
    );
    await step(
      { kind: 'upload', ...transcript, status: JOB_STATUS.COMPLETED },
      { status: 'ready_for_review', reader: null, rank: 0 },
    );
    await step({ kind: 'discard', ...transcript }, { status: 'submitted_incomplete', reader: null, rank: 0 });
    await step(
      { kind: 'upload', ...transcript, status: JOB_STATUS.COMPLETED },
      { status: 'ready_for_review', reader: null, rank: 0 },
    );
    await step(
      { kind: 'unmark', app: 0, item: 'counselor_letter' },
      { status: 'submitted_incomplete', reader: null, rank: 0 },
    );
    await step(
      { kind: 'mark', app: 0, item: 'counselor_letter' },
      { status: 'ready_for_review', reader: null, rank: 0 },
    );
    // Read, by one reader then another, then by no one.
    await step({ kind: 'assign', app: 0, reader: 0 }, { status: 'in_review', reader: 0, rank: 0 });
    await step({ kind: 'assign', app: 0, reader: 1 }, { status: 'in_review', reader: 1, rank: 0 });
    await step({ kind: 'unassign', app: 0 }, { status: 'ready_for_review', reader: null, rank: 0 });
    await step({ kind: 'assign', app: 0, reader: 0 }, { status: 'in_review', reader: 0, rank: 0 });
    // Decided, changed, released, withdrawn.
    await step(
      { kind: 'decide', app: 0, decision: decisions[1]!.key },
      { status: 'decision_recorded', reader: 0, rank: 2 },
    );
    await step(
      { kind: 'decide', app: 0, decision: 'no_longer_offered' },
      { status: 'decision_recorded', reader: 0, rank: decisions.length + 1 },
    );
    await step(
      { kind: 'decide', app: 0, decision: decisions[0]!.key },
      { status: 'decision_recorded', reader: 0, rank: 1 },
    );
    await step(
      { kind: 'release', app: 0, released: true },
      { status: 'decision_released', reader: 0, rank: 1 },
    );
    await step(
      { kind: 'release', app: 0, released: false },
      { status: 'decision_recorded', reader: 0, rank: 1 },
    );
    await step({ kind: 'withdraw', app: 0 }, { status: 'in_review', reader: 0, rank: 0 });
    // Other rules: the transcript alone required and the decisions reversed, then none required.
    await step(
      { kind: 'decide', app: 0, decision: decisions[0]!.key },
      { status: 'decision_recorded', reader: 0, rank: 1 },
    );
    await step(
      { kind: 'configure', rules: 1 },
      { status: 'decision_recorded', reader: 0, rank: decisions.length },
    );
    await step({ kind: 'withdraw', app: 0 }, { status: 'in_review', reader: 0, rank: 0 });
    await step(
      { kind: 'convert', ...transcript, status: JOB_STATUS.FAILED },
      { status: 'submitted_incomplete', reader: 0, rank: 0 },
    );
    await step({ kind: 'configure', rules: 4 }, { status: 'in_review', reader: 0, rank: 0 });
    await step({ kind: 'configure', rules: 0 }, { status: 'submitted_incomplete', reader: 0, rank: 0 });
    // Unsubmitted again.
    await step(
      { kind: 'save', app: 0, submitted: false },
      { status: 'submitted_incomplete', reader: 0, rank: 0 },
    );
    await step({ kind: 'catch up' }, { status: 'in_progress', reader: 0, rank: 0 });
    // A file submitted before it was first copied; a file deleted, its row with it.
    await queryRows(testApp.database.db, sql`delete from application_index where applicant_id = ${late!}`);
    await apply(ids, { kind: 'save', app: 2, submitted: true });
    await apply(ids, { kind: 'catch up' });
    expect(await keysOf(late!)).toEqual({ status: 'submitted_incomplete', reader: null, rank: 0 });
    await apply(ids, { kind: 'assign', app: 1, reader: 1 });
    expect(await keysOf(other!)).toEqual({ status: 'in_progress', reader: 1, rank: 0 });
    await apply(ids, { kind: 'delete', app: 1 });
    expect(await keysOf(other!)).toBeNull();
  });

  it('keeps what the status rule derives after every kind of write, in any order, under any rules', async () => {
    const app = fc.integer({ min: 0, max: APPS - 1 });
    // The required items and what receives them three times as often as the rest: only they change
    // a status, and only when a file is submitted and undecided.
    const oftenRequired = (keys: string[], required: Set<string>) =>
      fc.oneof(...keys.map((key) => ({ arbitrary: fc.constant(key), weight: required.has(key) ? 3 : 1 })));
    const { checklist } = testApp.siteConfig;
    const items = oftenRequired(
      [...checklist.map((item) => item.key), 'retired_item'],
      new Set(checklist.filter((item) => item.required).map((item) => item.key)),
    );
    const questions = oftenRequired(
      [...checklist.flatMap((item) => (item.document ? [item.document] : [])), 'essay_upload'],
      new Set(checklist.flatMap((item) => (item.required && item.document ? [item.document] : []))),
    );
    const statuses = fc.oneof(
      ...JOB_STATUSES.map((status) => ({
        arbitrary: fc.constant(status),
        weight: status === JOB_STATUS.COMPLETED ? 3 : 1,
      })),
    );
    const decisions = [...testApp.siteConfig.decisions.map((option) => option.key), 'no_longer_offered'];
    // How often each kind comes, against a deletion's 1.
    const weighted: [fc.Arbitrary<Write>, number][] = [
      [fc.record({ kind: fc.constant('save' as const), app, submitted: fc.boolean() }), 6],
      // Most files submitted: a status then turns on everything else.
      [fc.record({ kind: fc.constant('save' as const), app, submitted: fc.constant(true) }), 6],
      [fc.constant({ kind: 'catch up' as const }), 9],
      [
        fc.record({
          kind: fc.constant('assign' as const),
          app,
          reader: fc.integer({ min: 0, max: READERS - 1 }),
        }),
        6,
      ],
      [fc.record({ kind: fc.constant('unassign' as const), app }), 3],
      [fc.record({ kind: fc.constant('decide' as const), app, decision: fc.constantFrom(...decisions) }), 3],
      [fc.record({ kind: fc.constant('release' as const), app, released: fc.boolean() }), 3],
      [fc.record({ kind: fc.constant('withdraw' as const), app }), 4],
      [fc.record({ kind: fc.constant('mark' as const), app, item: items }), 9],
      [fc.record({ kind: fc.constant('unmark' as const), app, item: items }), 3],
      [
        fc.record({
          kind: fc.constant('upload' as const),
          app,
          question: questions,
          status: statuses,
        }),
        9,
      ],
      // A conversion moving on: queued, working, done or failed.
      [fc.record({ kind: fc.constant('convert' as const), app, question: questions, status: statuses }), 6],
      [fc.record({ kind: fc.constant('discard' as const), app, question: questions }), 3],
      [fc.record({ kind: fc.constant('configure' as const), rules: fc.integer({ min: 0, max: 4 }) }), 2],
      [fc.record({ kind: fc.constant('delete' as const), app }), 1],
    ];
    const write = fc.oneof(...weighted.map(([arbitrary, weight]) => ({ arbitrary, weight })));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.boolean(), { minLength: APPS, maxLength: APPS }),
        fc.array(write, { minLength: 5, maxLength: 30 }),
        async (startRules, startSubmitted, writes) => {
          const ids = await newApplications();
          // Each run starts under rules of its own, with files submitted or not and copied.
          const start: Write[] = [
            { kind: 'configure', rules: startRules },
            ...startSubmitted.map((submitted, at): Write => ({ kind: 'save', app: at, submitted })),
            { kind: 'catch up' },
          ];
          const deleted = new Set<number>();
          for (const each of [...start, ...writes]) {
            // A deleted application takes no more writes.
            if ('app' in each && deleted.has(each.app)) continue;
            await apply(ids, each);
            if (each.kind === 'delete') deleted.add(each.app);
            await check(ids, each);
          }
        },
      ),
      { numRuns: 25 },
    );
    // 25 runs of up to 36 writes, each write checked: 6 s on a quiet machine, 24 s at a load of 21.
  }, 120_000);

  it('ranks the statuses in the order a file moves through them, as the contracts list them', async () => {
    const ranks = await queryRows<{ status: string; rank: number }>(
      testApp.database.db,
      sql`select s.status, staff_status_rank(s.status) as rank
        from unnest(${`{${STAFF_STATUSES.join(',')}}`}::text[]) as s(status)`,
    );
    expect(ranks.map((row) => [row.status, Number(row.rank)])).toEqual(
      STAFF_STATUSES.map((status, at) => [status, at + 1]),
    );
  });

  it('writes the rules once: the same configuration again changes nothing', async () => {
    const { db } = testApp.database;
    await writeSiteRules(db, ruleSets[1]!);
    expect(await writeSiteRules(db, ruleSets[1]!)).toEqual({ changed: false });
    expect(await writeSiteRules(db, ruleSets[0]!)).toEqual({ changed: true });
    expect(await writeSiteRules(db, testApp.siteConfig)).toEqual({ changed: false });
    rules = ruleSets[0]!;
  });
});
