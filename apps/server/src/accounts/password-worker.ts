import { hashSync, verifySync } from '@node-rs/argon2';
import { workerData } from 'piscina';
import {
  passwordWeakness,
  prepareEstimator,
  type PasswordContext,
  type PasswordWeakness,
} from '@portico/application/password-strength';
import { NICENESS, lowerThisThread } from '../platform/priorities';
import type { PoolWorkerData } from '../platform/worker-pool';
import { HASH_POLICY } from './hash-policy';

/**
 * One thread of the password pool (passwords.ts): hashes, verifications and a new password's
 * strength estimate. Argon2id is tens of milliseconds of a core by design, zxcvbn as much or more;
 * at a lower scheduling priority than requests (platform/priorities.ts) the kernel gives them about a
 * quarter of a core that a request wants, so on decision day the status pages and saves do not wait
 * behind 200 sign-ins (issue 28), and far above the background work, so that on deadline night a
 * sign-in does not wait behind Chromium's prints (issue 30).
 *
 * The synchronous functions, so that the hash runs on this lowered thread: the asynchronous ones
 * run on libuv's threadpool, which the whole process shares and which cannot be lowered.
 */

if ((workerData as PoolWorkerData).lowerPriority) lowerThisThread(NICENESS.passwords);

export type PasswordTask =
  | { kind: 'warm' }
  | { kind: 'hash'; password: string }
  | { kind: 'verify'; passwordHash: string; password: string }
  | { kind: 'weakness'; password: string; context: PasswordContext };

export type PasswordAnswer = string | boolean | PasswordWeakness | null;

export default function runPasswordTask(task: PasswordTask): PasswordAnswer {
  switch (task.kind) {
    case 'warm':
      // zxcvbn's estimator built, about half a second of this thread (passwords.ts).
      prepareEstimator();
      return null;
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
