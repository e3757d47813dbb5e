import { fromPglite, PgBoss, type JobWithMetadata } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './database/open-database';

/**
 * Background work (document conversion, the application PDF) on a queue kept in the application's
 * own database by pg-boss: PGlite's one connection by default, PostgreSQL in production, where
 * any number of processes send and work the same queues.
 *
 * Deadline night brings thousands of jobs in an hour, some applicants sending dozens. So each
 * queue keeps at most one waiting job per subject (an applicant's question, an applicant's PDF):
 * a newer request finds it and lets it do the newer work. Each process works several jobs at once,
 * at most one per applicant across every process (pg-boss groups), so one applicant's backlog
 * never holds up the others. A worker that has just finished fetches again at once; an idle one
 * wakes when a job is sent (LISTEN/NOTIFY) and polls every few seconds as a backstop.
 */
export interface JobQueue {
  /**
   * Queues a job for `applicantId` unless one for `subject` is already waiting; the name must have
   * been declared with `work`. With `startAfter`, no worker takes it before that time. A job for no
   * applicant is not held back by another's: one whose work is safe to run twice at once, and which
   * a process that died while running it must not hold up until it expires (the release of
   * decisions, staff/release-decisions.ts).
   */
  send(
    name: string,
    data: object,
    keys: { applicantId?: string; subject: string; startAfter?: Date },
  ): Promise<void>;
  /**
   * Runs `handler` for the jobs of queue `name`; a handler that throws is retried with backoff, and
   * is told when this try is the last.
   */
  work<Data extends object>(
    name: string,
    options: WorkOptions,
    handler: (data: Data, attempt: { last: boolean }) => Promise<void>,
  ): Promise<void>;
  /** Runs `handler` on a cron schedule, on one process at a time. */
  every(name: string, cron: string, handler: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export interface WorkOptions {
  /** A job running longer is given up (and retried up to `retryLimit` times). */
  expireInSeconds: number;
  /** Attempts after the first, each after a delay that doubles (from `retryDelaySeconds`). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Jobs this process works at once. */
  concurrency: number;
}

/** How often an idle worker looks for jobs besides being woken by a NOTIFY. */
const IDLE_POLL_SECONDS = 2;

export async function openJobQueue(database: DatabaseHandle, log: FastifyBaseLogger): Promise<JobQueue> {
  const connection = database.queueConnection;
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', useListenNotify: true })
      : new PgBoss({ connectionString: connection.url, max: 4, useListenNotify: true });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  return {
    async send(name, data, { applicantId, subject, startAfter }) {
      // Refused (null) while a job of the same subject waits: that job does the newest work.
      await boss.send(name, data, {
        singletonKey: subject,
        ...(applicantId ? { group: { id: applicantId } } : {}),
        ...(startAfter ? { startAfter } : {}),
      });
    },
    async work<Data extends object>(
      name: string,
      options: WorkOptions,
      handler: (data: Data, attempt: { last: boolean }) => Promise<void>,
    ) {
      await boss.createQueue(name, {
        // One waiting job per subject; any number active.
        policy: 'short',
        expireInSeconds: options.expireInSeconds,
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        notify: true,
        deleteAfterSeconds: 24 * 3600,
      });
      const workId = await boss.work(
        name,
        {
          localConcurrency: options.concurrency,
          // One job per applicant at a time, counted across every process.
          groupConcurrency: 1,
          // A fetch that finds a job is followed by another at once: a backlog drains without pauses.
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: IDLE_POLL_SECONDS,
          notifyPollingIntervalSeconds: IDLE_POLL_SECONDS,
        },
        async ([job]: JobWithMetadata<Data>[]) => {
          if (!job) return;
          try {
            await handler(job.data, { last: job.retryCount >= job.retryLimit });
          } finally {
            // pg-boss would wait out its poll interval after a job; while work waits, fetch again now.
            for (const worker of boss.getWipData()) {
              if (worker.workId === workId) boss.notifyWorker(worker.id);
            }
          }
        },
      );
    },
    async every(name, cron, handler) {
      await boss.createQueue(name, { policy: 'stately', expireInSeconds: 600, retryLimit: 0 });
      await boss.schedule(name, cron);
      await boss.work(name, { pollingIntervalSeconds: 30 }, async () => handler());
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
