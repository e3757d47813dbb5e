import type { Piscina } from 'piscina';
import { workerPool } from '../platform/worker-pool';
import { workerScript } from '../platform/worker-script';
import type { AssembleTask } from './assemble-worker';

/**
 * The threads that put application PDFs together (assemble-worker.ts), one per core at most, made
 * on first use and ended with the app (closeAssembly). A render waits here for a free thread; the
 * render jobs themselves are few at a time (app.ts), so the queue stays short.
 */
let pool: Piscina<AssembleTask, Uint8Array> | undefined;

/** The application PDF put together off the thread that answers requests. */
export function assembleInBackground(task: AssembleTask): Promise<Uint8Array> {
  pool ??= workerPool<AssembleTask, Uint8Array>(workerScript('assemble-worker'), 1);
  return pool.run(task);
}

/** Ends the assembly threads once their work is done (the app's onClose). */
export async function closeAssembly(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
