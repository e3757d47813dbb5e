import { constants, setPriority } from 'node:os';
import { hashSync, verifySync } from '@node-rs/argon2';
import { workerData } from 'piscina';
import {
  passwordWeakness,
  type PasswordContext,
  type PasswordWeakness,
} from '@portico/application/password-strength';
import { HASH_POLICY } from './hash-policy';

/**
 * One thread of the password pool (passwords.ts): hashes, verifications and a new password's
 * strength estimate. Argon2id is tens of milliseconds of a core by design, zxcvbn as much or more;
 * at the lowest scheduling priority the kernel gives them a core that a request wants about one
 * time slice in seventy (Linux's weights, 15 against 1,024), so on decision day the status pages
 * and saves do not wait behind 200 sign-ins (issues 28, 30), and a sign-in still moves on.
 *
 * On Linux niceness belongs to a thread, not to the process: setpriority(PRIO_PROCESS, 0) lowers the
 * calling thread only (setpriority(2), "BUGS"), so the thread that answers requests keeps its
 * priority (passwords.test.ts reads both from /proc). Elsewhere the same call lowers the whole
 * process (macOS, Windows), so it is made on Linux only.
 *
 * The synchronous functions, so that the hash runs on this lowered thread: the asynchronous ones
 * run on libuv's threadpool, which the whole process shares and which cannot be lowered.
 */
export interface PasswordWorkerData {
  /** False only in tests that hash for real but are not about priority (passwords.ts). */
  lowerPriority: boolean;
}

if (process.platform === 'linux' && (workerData as PasswordWorkerData).lowerPriority) {
  setPriority(0, constants.priority.PRIORITY_LOW);
}

export type PasswordTask =
  | { kind: 'hash'; password: string }
  | { kind: 'verify'; passwordHash: string; password: string }
  | { kind: 'weakness'; password: string; context: PasswordContext };

export type PasswordAnswer = string | boolean | PasswordWeakness | null;

export default function runPasswordTask(task: PasswordTask): PasswordAnswer {
  switch (task.kind) {
    case 'hash':
      return hashSync(task.password, HASH_POLICY);
    case 'verify':
      try {
        return verifySync(task.passwordHash, task.password);
      } catch {
        // Not an argon2 hash (a malformed or foreign one): no password matches it.
        return false;
      }
    case 'weakness':
      return passwordWeakness(task.password, task.context);
  }
}
