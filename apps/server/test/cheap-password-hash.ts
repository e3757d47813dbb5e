import { hash, verify } from '@node-rs/argon2';
import type { SiteConfig } from '@portico/application';
import { passwordWeakness } from '@portico/application/password-strength';
import { expect, vi } from 'vitest';
import type * as passwords from '../src/accounts/passwords';
import { STRONG_PASSWORD } from './strong-password';
import { onePerWorker } from './one-per-worker';

/**
 * Tests that are not about passwords hash them at argon2id's floor (8 KiB, one pass): a real
 * argon2id hash that verifies as one, at about a hundredth of a millisecond of CPU instead of the
 * policy's 10 ms, some 500 hashes and verifications per run on both databases. A setup file of the server test projects
 * (vitest.config.ts), so it exists only in the tests: the server and its build never import it, and
 * `passwords.test.ts` proves the module's own policy.
 *
 * The files below are about passwords, or count or time hashes, or read a hash's parameters: they
 * keep the real module.
 */
const REAL_HASH_FILES = [
  'src/accounts/passwords.test.ts',
  'src/accounts/log-in.test.ts',
  'src/accounts/sign-up.test.ts',
  'src/staff/staff-login.test.ts',
];

const TEST_HASH_POLICY = { algorithm: 2 /* Argon2id */, memoryCost: 8, timeCost: 1, parallelism: 1 } as const;
const TEST_HASH_PREFIX = '$argon2id$v=19$m=8,t=1,p=1$';

const testPath = () => expect.getState().testPath?.replaceAll('\\', '/') ?? '';

function usesRealHash(): boolean {
  return REAL_HASH_FILES.some((file) => testPath().endsWith(`/apps/server/${file}`));
}

vi.mock('../src/accounts/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  const hashPassword = (password: string) => hash(password, TEST_HASH_POLICY);
  let dummyHash: Promise<string> | undefined;
  const cheap = {
    ...real,
    hashPassword,
    // On libuv's threads, as before the hashing pool: a test not about passwords starts no threads.
    verifyPassword: (passwordHash: string, password: string) =>
      verify(passwordHash, password).catch(() => false),
    // In this thread, as before the pool held it: a test not about passwords starts no threads.
    // The tests' own password is not estimated again for each of its some 600 sign-ups a run (90 ms
    // of a core each): password-strength.test.ts proves zxcvbn accepts it. Any other is estimated.
    assertHardToGuess: async (password: string, email: string, siteConfig: SiteConfig) => {
      if (password === STRONG_PASSWORD) return;
      const weakness = passwordWeakness(password, real.strengthContext(email, siteConfig));
      if (weakness) throw real.weaknessRefusal(weakness);
    },
    // Test hashes are today's policy for the code under test: a login does not rehash them.
    needsRehash: (passwordHash: string) =>
      !passwordHash.startsWith(TEST_HASH_PREFIX) && real.needsRehash(passwordHash),
    // As the real one: one verification against a hash of a random password, always false.
    verifyAgainstDummy(password: string) {
      dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
      return dummyHash.then((value) => verify(value, password).catch(() => false)).then(() => false);
    },
  } satisfies typeof passwords;
  // The server projects share modules between the files a worker runs (`isolate: false`), so the
  // module made here serves files that hash for real and files that do not: each call asks which
  // file is running.
  const policy = () => (usesRealHash() ? real : cheap);
  return {
    ...real,
    // A mock function, so that a test can count the hashes (reset-password.test.ts): one for all
    // the files of a worker, which share the modules that call it (one-per-worker.ts). Each call
    // asks which file is running, so the first factory's `policy` serves them all.
    hashPassword: onePerWorker('hashPassword', () =>
      vi.fn<typeof real.hashPassword>((password) => policy().hashPassword(password)),
    ),
    verifyPassword: (passwordHash, password) => policy().verifyPassword(passwordHash, password),
    assertHardToGuess: (password, email, siteConfig) =>
      policy().assertHardToGuess(password, email, siteConfig),
    needsRehash: (passwordHash) => policy().needsRehash(passwordHash),
    verifyAgainstDummy: (password) => policy().verifyAgainstDummy(password),
  } satisfies typeof passwords;
});
