import { availableParallelism } from 'node:os';
import type { Catalogue, SiteConfig } from '@portico/application';
import type { PasswordContext, PasswordWeakness } from '@portico/application/password-strength';
import type { Piscina } from 'piscina';
import { AppError } from '../platform/errors';
import { translateEnglish } from '../platform/language';
import { workerPool } from '../platform/worker-pool';
import { workerScript } from '../platform/worker-script';
import { HASH_POLICY } from './hash-policy';
import type { PasswordAnswer, PasswordTask } from './password-worker';

/**
 * Every hash and verification runs in these threads, below the requests and above the background
 * work (password-worker.ts): a sign-in mostly waits for a core that no request wants, instead of
 * taking it from a status page or a save. One thread per core, each hash one at a time: each holds 19 MiB,
 * so a flood of logins queues here instead of exhausting memory. The queue itself is unbounded
 * (a few strings per login; the login throttle bounds who gets this far): a full queue would turn
 * a busy minute into failed sign-ins.
 *
 * Made on first use, so that a process that never hashes (and the tests that do not, see
 * test/cheap-password-hash.ts) starts no threads; ended by closePasswordHashing.
 */
let pool: Piscina<PasswordTask, PasswordAnswer> | undefined;

function passwordPool(): Piscina<PasswordTask, PasswordAnswer> {
  pool ??= workerPool<PasswordTask, PasswordAnswer>(workerScript('password-worker'), availableParallelism());
  return pool;
}

/**
 * Starts the hashing threads and has each build the strength estimator, about half a second of a
 * core, which the first sign-ups after a start (a rolling restart on deadline night) would
 * otherwise wait for (issue 30). The server awaits it before it listens (main.ts), so that a load
 * balancer sends it no sign-in before it can answer at speed. One task per thread: each is busy
 * building when the next asks, so the pool hands the next to another thread; a thread that got
 * none builds at its first check, as before.
 */
export async function startPasswordThreads(): Promise<void> {
  const threads = passwordPool();
  await Promise.all(Array.from({ length: threads.options.maxThreads }, () => threads.run({ kind: 'warm' })));
}

/**
 * Ends the hashing threads once the hashes under way and queued are done (the app's onClose). The
 * next hash starts a new pool: tests build several apps in one process, and one closing must not
 * fail another's sign-in.
 */
export async function closePasswordHashing(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}

/** The number of threads the pool has running now (0 before the first hash): for its tests. */
export function passwordThreadCount(): number {
  return pool?.threads.length ?? 0;
}

export async function hashPassword(password: string): Promise<string> {
  return (await passwordPool().run({ kind: 'hash', password })) as string;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return (await passwordPool().run({ kind: 'verify', passwordHash, password })) as boolean;
}

/**
 * A hash of a random password, made once: an unknown address is verified against it, so that a
 * login for an address with no account takes as long as one with a wrong password.
 */
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
  return dummyHash.then((value) => verifyPassword(value, password)).then(() => false);
}

/** Whether a stored hash was made under a weaker policy than today's. */
export function needsRehash(passwordHash: string): boolean {
  const match = /^\$argon2(id|i|d)\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  const [, variant, memory, time, parallelism] = match;
  return (
    variant !== 'id' ||
    Number(memory) < HASH_POLICY.memoryCost ||
    Number(time) < HASH_POLICY.timeCost ||
    Number(parallelism) < HASH_POLICY.parallelism
  );
}

/** What a new password is checked against: the account's address and the institution's words. */
export function strengthContext(email: string, siteConfig: SiteConfig): PasswordContext {
  return { email, siteWords: siteConfig.institution.name.split(/\s+/) };
}

/** The refusal of a password that is easy to guess, saying why, at the password field. */
export function weaknessRefusal(weakness: PasswordWeakness): AppError {
  // The weakness is said in English (the package's check); the answer in the request's language.
  const message = (c: Catalogue) => translateEnglish(weakness.message, c);
  return new AppError('VALIDATION_FAILED', message, { password: [message] });
}

/**
 * Refuses a password that meets the checklist but is easy to guess, saying why. On the password
 * threads, not the one that answers requests: zxcvbn's estimate is 40 to 170 ms of a core per
 * password and building it 120 ms more (measured on this machine under load), which every save
 * waiting behind a sign-up would otherwise wait for (issue 30).
 */
export async function assertHardToGuess(password: string, email: string, siteConfig: SiteConfig) {
  const weakness = (await passwordPool().run({
    kind: 'weakness',
    password,
    context: strengthContext(email, siteConfig),
  })) as PasswordWeakness | null;
  if (weakness) throw weaknessRefusal(weakness);
}
