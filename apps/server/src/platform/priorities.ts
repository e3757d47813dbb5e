import { setPriority } from 'node:os';

/**
 * How the CPU is shared on a busy night (issue 30, D-PRF-15). The thread that answers requests runs
 * at the ordinary priority (niceness 0); the work beside it runs lower, so that a save or a status
 * page never waits for a core that a hash or a print holds. Linux shares a core by weight
 * (sched(7): 1,024 at niceness 0, 335 at 5, 15 at 19): a lower thread still runs whenever nothing
 * above it wants the core, and loses most of it when something does.
 *
 * - Password hashes and strength estimates: a person waits at sign-in, so far above the background
 *   work (22 times its weight) and a third of a request's. At 10 (a tenth of a request's), forty
 *   sign-ups in four seconds beside the night's saves waited up to 4 s (issue 30).
 * - Background work (an upload's decoding thread, Chromium and every process it starts): the
 *   applicant polls for it and a few seconds more cost nothing.
 */
export const NICENESS = { passwords: 5, background: 19 } as const;

/**
 * Lowers the calling thread to `niceness`. On Linux niceness belongs to a thread, not to the
 * process: setpriority(PRIO_PROCESS, 0) lowers the calling thread only (setpriority(2), "BUGS"), so
 * called from a worker thread it leaves the thread that answers requests as it was. Elsewhere the
 * same call lowers the whole process (macOS, Windows), so it is made on Linux only.
 */
export function lowerThisThread(niceness: number): void {
  if (process.platform === 'linux') setPriority(0, niceness);
}

/**
 * Whether this process lowers the work beside its requests: always in the server. The unit tests
 * turn it off in every file but those about it (test/priorities.ts): there every core is busy with
 * other test files at niceness 0, beside which a thread at 19 waited minutes for its turn.
 */
export const priorities = { lowered: true };
