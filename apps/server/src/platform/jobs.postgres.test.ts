import { setTimeout as delay } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { openDatabase, type DatabaseHandle } from './database/open-database';
import { openJobQueue, type JobQueue } from './jobs';

/**
 * Several server processes on one PostgreSQL share the queues (docs/architecture.md, 'Jobs'): each
 * process is a pg-boss with its own connection pool, as two queues opened here are. PostgreSQL
 * only: PGlite is one process by design.
 */
describe('the job queue shared by two processes', () => {
  let database: DatabaseHandle;
  let secondDatabase: DatabaseHandle;
  let first: JobQueue;
  let second: JobQueue;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.queueConnection.kind !== 'postgres') throw new Error('this test needs PostgreSQL');
    secondDatabase = await openDatabase({ kind: 'postgres', url: database.queueConnection.url });
    first = await openJobQueue(database, log);
    second = await openJobQueue(secondDatabase, log);
  });
  afterAll(async () => {
    await first.stop();
    await second.stop();
    await secondDatabase.close();
    await database.close();
  });

  it('runs each job once, and both processes work at the same time', async () => {
    const done: { worker: string; n: number }[] = [];
    // Each process runs one job at a time, so two jobs running at once are one in each process.
    let running = 0;
    let bothBusy!: () => void;
    const atOnce = new Promise<boolean>((resolve) => {
      bothBusy = () => resolve(true);
      void delay(15_000).then(() => resolve(false));
    });
    const worker =
      (name: string) =>
      async ({ n }: { n: number }) => {
        running += 1;
        if (running === 2) bothBusy();
        await atOnce;
        running -= 1;
        done.push({ worker: name, n });
      };
    const options = { expireInSeconds: 60, retryLimit: 0, retryDelaySeconds: 1, concurrency: 1 };
    await first.work('shared-work', options, worker('first'));
    await second.work('shared-work', options, worker('second'));

    for (let n = 0; n < 8; n += 1) {
      await first.send('shared-work', { n }, { applicantId: `applicant-${n}`, subject: `job-${n}` });
    }

    expect(await atOnce).toBe(true);
    await vi.waitFor(() => expect(done).toHaveLength(8), { timeout: 20_000, interval: 100 });
    // No job is taken a second time by the other process.
    await delay(1_000);
    expect(done.map(({ n }) => n).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(done.map(({ worker }) => worker))).toEqual(new Set(['first', 'second']));
  });
});
