import { fromPglite, PgBoss, type Job } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './database/open-database';

/**
 * Background work (document conversion, the application PDF) on a queue kept in the application's
 * own database by pg-boss: PGlite's one connection by default, PostgreSQL in production, where
 * any number of processes send and work the same queues.
 */
export interface JobQueue {
  /** Queues one job; the name must have been declared with `work`. */
  send(name: string, data: object): Promise<void>;
  /** Runs `handler` for every job of queue `name`, one at a time per process. */
  work<Data extends object>(
    name: string,
    options: WorkOptions,
    handler: (data: Data) => Promise<void>,
  ): Promise<void>;
  stop(): Promise<void>;
}

export interface WorkOptions {
  /** A job running longer is given up (and retried up to `retryLimit` times). */
  expireInSeconds: number;
  retryLimit: number;
}

export async function openJobQueue(database: DatabaseHandle, log: FastifyBaseLogger): Promise<JobQueue> {
  const connection = database.queueConnection;
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', useListenNotify: true })
      : new PgBoss({ connectionString: connection.url, max: 4, useListenNotify: true });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  return {
    async send(name, data) {
      await boss.send(name, data);
    },
    async work<Data extends object>(
      name: string,
      options: WorkOptions,
      handler: (data: Data) => Promise<void>,
    ) {
      await boss.createQueue(name, { ...options, notify: true, deleteAfterSeconds: 24 * 3600 });
      await boss.work<Data>(name, { pollingIntervalSeconds: 2 }, async ([job]: Job<Data>[]) => {
        if (job) await handler(job.data);
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
