import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { priorities } from './priorities';
import type { WorkerScript } from './worker-script';

/** What a pooled worker is told as it starts (piscina's `workerData`). */
export interface PoolWorkerData {
  /** priorities.lowered of the process that starts the pool: whether the thread lowers itself. */
  lowerPriority: boolean;
}

/**
 * A pool of threads running `script` (the password threads, the application PDF's assembly), from
 * `minThreads` up to one per core. The script is the caller's `workerScript(…)`, so that the tests'
 * substitute of that function (test/bundled-workers.ts) reaches every pool.
 */
export function workerPool<Task, Answer>(script: WorkerScript, minThreads: number): Piscina<Task, Answer> {
  return new Piscina({
    filename: script.url.href,
    execArgv: script.fromSource ? ['--import', 'tsx'] : [],
    workerData: { lowerPriority: priorities.lowered } satisfies PoolWorkerData,
    minThreads,
    maxThreads: availableParallelism(),
  });
}
