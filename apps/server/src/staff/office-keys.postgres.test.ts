import { randomUUID } from 'node:crypto';
import { JOB_STATUS } from '@portico/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from '../platform/database/open-database';
import { catchUpApplicationIndex } from './application-index';

/**
 * Two writes at once on one application, on two connections of PostgreSQL (PGlite answers one query
 * at a time): the later one waits for the earlier one's lock on the application_index row and
 * then keeps keys that see both, whichever comes first (migration 0029).
 */
describe('kept keys under writes at once (issue 28, PostgreSQL)', () => {
  let testApp: TestApp;
  let readerId: string;
  let url: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { queueConnection } = testApp.database;
    if (queueConnection.kind !== 'postgres') throw new Error('a PostgreSQL test');
    url = queueConnection.url;
    const [reader] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`insert into staff_members (email, role) values ('keys.concurrent@harborvalley.example.edu', 'reader')
        returning id`,
    );
    readerId = reader!.id;
    // The student record system's feed (migration 0024) writes a row per submitted application on
    // these writes too, which would make the second wait on its own: without it, the keys' lock is
    // what is tested.
    for (const table of ['checklist_receipts', 'document_answers', 'application_assignments']) {
      await queryRows(testApp.database.db, sql.raw(`drop trigger ${table}_changed on ${table}`));
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A submitted application, copied, its required items missing but those `received` says. */
  async function submittedFile(received: { transcript: boolean }) {
    const { db } = testApp.database;
    const id = randomUUID();
    await queryRows(
      db,
      sql`insert into applicants (id, email, password_hash, confirmed_at) values (${id}, ${`both.${id}@example.com`}, 'x', now())`,
    );
    await queryRows(
      db,
      sql`insert into applications (applicant_id, answers, submitted_at) values (${id}, '{}'::jsonb, now())`,
    );
    if (received.transcript) {
      await queryRows(
        db,
        sql`insert into document_answers (applicant_id, answer_key, status, file_name, file_size)
          values (${id}, 'hs_transcript', ${JOB_STATUS.COMPLETED}, 'transcript.pdf', 1000)`,
      );
    }
    await catchUpApplicationIndex(db);
    return id;
  }

  const status = async (id: string) =>
    (
      await queryRows<{ kept: string; derived: string }>(
        testApp.database.db,
        sql`select i.staff_status as kept, staff_status(i.applicant_id, i.submitted_at) as derived
          from application_index i where i.applicant_id = ${id}`,
      )
    )[0];

  /** Whether the connection of `pid` waits for a lock. */
  async function waitsForLock(pid: number) {
    for (let tries = 0; tries < 100; tries += 1) {
      const [row] = await queryRows<{ waiting: boolean }>(
        testApp.database.db,
        sql`select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = ${pid}`,
      );
      if (row?.waiting) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  it.each([
    // Each write changes the keys: the second's wait is for the first's update.
    ['a mark, then an assignment', { transcript: true }, 'mark', 'assign', 'in_review'],
    ['an assignment, then a mark', { transcript: true }, 'assign', 'mark', 'in_review'],
    // Neither write alone changes the keys (one item of two): only the lock makes the second wait.
    ['a mark, then a converted upload', { transcript: false }, 'mark', 'upload', 'ready_for_review'],
    ['a converted upload, then a mark', { transcript: false }, 'upload', 'mark', 'ready_for_review'],
  ] as const)('keeps keys that see both writes: %s, at once', async (_, received, first, second, both) => {
    const id = await submittedFile(received);
    expect(await status(id)).toEqual({ kept: 'submitted_incomplete', derived: 'submitted_incomplete' });
    const writes = {
      mark: `insert into checklist_receipts (applicant_id, item_key, received_on)
        values ('${id}', 'counselor_letter', current_date)`,
      assign: `insert into application_assignments (applicant_id, staff_id) values ('${id}', '${readerId}')`,
      upload: `insert into document_answers (applicant_id, answer_key, status, file_name, file_size)
        values ('${id}', 'hs_transcript', '${JOB_STATUS.COMPLETED}', 'transcript.pdf', 1000)`,
    };
    const [a, b] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
    await Promise.all([a.connect(), b.connect()]);
    try {
      await a.query('begin');
      await a.query(writes[first]);
      await b.query('begin');
      const waiting = b.query(writes[second]);
      // The second write's keys wait for the first's lock on the row, held until it commits.
      expect(await waitsForLock((b as unknown as { processID: number }).processID)).toBe(true);
      await a.query('commit');
      await waiting;
      await b.query('commit');
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
    expect(await status(id)).toEqual({ kept: both, derived: both });
  });
});
