import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { queryRows, type DatabaseHandle } from './database/open-database';
import { openJobQueue, type JobQueue, type WorkOptions } from './jobs';

/** The queues under a backlog: fair between applicants, several at once, nothing waiting for a poll. */
describe('the job queue', () => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  const options: WorkOptions = { expireInSeconds: 60, retryLimit: 2, retryDelaySeconds: 1, concurrency: 2 };
  beforeEach(async () => {
    database = await createTestDatabase();
    queue = await openJobQueue(database, pino({ level: 'silent' }));
  });
  afterEach(async () => {
    await queue.stop();
    await database.close();
  });

  it('runs another applicant’s job while one applicant has thirty waiting, and drains the backlog without pauses', async () => {
    const started: string[] = [];
    await queue.work<{ applicant: string; n: number }>('fair', options, async ({ applicant, n }) => {
      started.push(`${applicant}-${n}`);
      await delay(100);
    });
    for (let n = 0; n < 30; n += 1) {
      await queue.send('fair', { applicant: 'a', n }, { applicantId: 'a', subject: `a-${n}` });
    }
    await queue.send('fair', { applicant: 'b', n: 0 }, { applicantId: 'b', subject: 'b-0' });
    const startedBeforeB = started.length;

    // One job per applicant at a time: the second worker takes b's job long before a's backlog
    // drains (on a quiet machine within a job or two of a's; a loaded CI machine has taken six).
    await vi.waitFor(() => expect(started).toContain('b-0'), { timeout: 5_000, interval: 20 });
    expect(started.indexOf('b-0') - startedBeforeB).toBeLessThanOrEqual(10);
    // Thirty jobs of 100 ms, one at a time for a: about 3 s, with no 30 s idle poll in between.
    const beganAt = Date.now();
    await vi.waitFor(() => expect(started).toHaveLength(31), { timeout: 15_000, interval: 50 });
    expect(Date.now() - beganAt).toBeLessThan(10_000);
  });

  it('works several applicants’ jobs at once in one process', async () => {
    let running = 0;
    let mostRunning = 0;
    await queue.work<{ n: number }>('several', options, async () => {
      running += 1;
      mostRunning = Math.max(mostRunning, running);
      await delay(300);
      running -= 1;
    });
    for (let n = 0; n < 4; n += 1) {
      await queue.send('several', { n }, { applicantId: `applicant-${n}`, subject: `s-${n}` });
    }
    await vi.waitFor(() => expect(mostRunning).toBe(2), { timeout: 5_000, interval: 20 });
  });

  it('keeps one waiting job per subject: a newer request finds it waiting and adds nothing', async () => {
    const ran: number[] = [];
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    await queue.work<{ n: number }>('subjects', { ...options, concurrency: 1 }, async ({ n }) => {
      ran.push(n);
      if (n === 0) await blocked;
    });
    await queue.send('subjects', { n: 0 }, { applicantId: 'x', subject: 'busy' });
    await vi.waitFor(() => expect(ran).toEqual([0]), { timeout: 5_000, interval: 20 });
    // While the worker is busy, three requests for one subject leave one job waiting.
    for (const n of [1, 2, 3]) await queue.send('subjects', { n }, { applicantId: 'y', subject: 'same' });
    release();
    await vi.waitFor(() => expect(ran).toEqual([0, 1]), { timeout: 5_000, interval: 20 });
    // The queue holds those two jobs only, both done: nothing is left to run.
    const states = () =>
      queryRows<{ state: string }>(
        database.db,
        sql`select state from pgboss.job where name = 'subjects' order by created_on`,
      );
    await vi.waitFor(
      async () => expect(await states()).toEqual([{ state: 'completed' }, { state: 'completed' }]),
      {
        timeout: 5_000,
        interval: 20,
      },
    );
    expect(ran).toEqual([0, 1]);
  });

  it('tries a job that failed again, after a delay', async () => {
    const attempts: number[] = [];
    await queue.work<{ n: number }>('retried', options, async () => {
      attempts.push(Date.now());
      if (attempts.length < 2) throw new Error('Chromium could not start');
    });
    await queue.send('retried', { n: 1 }, { applicantId: 'z', subject: 'retried' });
    await vi.waitFor(() => expect(attempts).toHaveLength(2), { timeout: 15_000, interval: 50 });
    const [first = 0, second = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(900);
  });
});
