import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { nicenessOf, threadNiceness } from '../../test/niceness';
import { buildTestApp } from '../../test/test-app';
import { HASH_POLICY } from './hash-policy';
import { EN, type SiteConfig } from '@portico/application';
import type * as passwordStrength from '@portico/application/password-strength';
import type { AppError } from '../platform/errors';
import { NICENESS, priorities } from '../platform/priorities';
import { workerScript } from '../platform/worker-script';
import type * as workerScripts from '../platform/worker-script';
import {
  assertHardToGuess,
  closePasswordHashing,
  hashPassword,
  needsRehash,
  passwordThreadCount,
  verifyPassword,
} from './passwords';

/**
 * How many strength estimates ran in this thread. The hashing threads load the module themselves,
 * outside vitest, so theirs are not counted: a count of 0 after a refusal proves where it ran,
 * which a pause of the event loop, timed on a busy machine, did not always show.
 */
const estimatesHere = vi.hoisted(() => ({ count: 0 }));
vi.mock('@portico/application/password-strength', async (importOriginal) => {
  const actual = await importOriginal<typeof passwordStrength>();
  return {
    ...actual,
    passwordWeakness: (...args: Parameters<typeof actual.passwordWeakness>) => {
      estimatesHere.count += 1;
      return actual.passwordWeakness(...args);
    },
  };
});

describe('passwords', () => {
  afterAll(() => closePasswordHashing());

  it('hashes with argon2id at m=19 MiB, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('Granite-Orchid-2027!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Granite-Orchid-2027!')).toBe(true);
    expect(await verifyPassword(hash, 'harbor-valley-2027!')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('verifies the hashes made before the hashing threads, and makes hashes they verify', async () => {
    // Before the pool, hashes were made by the asynchronous API on libuv's threads.
    const before = await hash('Granite-Orchid-2027!', HASH_POLICY);
    expect(await verifyPassword(before, 'Granite-Orchid-2027!')).toBe(true);
    expect(await verifyPassword(before, 'harbor-valley-2027!')).toBe(false);
    const now = await hashPassword('Granite-Orchid-2027!');
    expect(await verify(now, 'Granite-Orchid-2027!')).toBe(true);
    expect(await verify(now, 'harbor-valley-2027!')).toBe(false);
  });

  it('answers 50 verifications at once, each rightly, on at most one thread per core', async () => {
    const stored = await hashPassword('Granite-Orchid-2027!');
    const right = (n: number) => n % 3 === 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        verifyPassword(stored, right(n) ? 'Granite-Orchid-2027!' : `Wrong-Password-${n}!`),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 50 }, (_, n) => right(n)));
    expect(passwordThreadCount()).toBe(availableParallelism());
  });

  it.runIf(process.platform === 'linux')(
    'hashes on threads below the requests and above the background work, and leaves every other thread as it was',
    async () => {
      // Only this test lowers the pool (test/priorities.ts): the others hash beside the other test
      // files' work at niceness 0, behind which a lowered thread waited past their time limits.
      await closePasswordHashing();
      priorities.lowered = true;
      onTestFinished(async () => {
        priorities.lowered = false;
        await closePasswordHashing();
      });
      const before = await threadNiceness();
      const mine = await nicenessOf('/proc/thread-self/stat');
      // Nothing to lower if the tests themselves run that low.
      expect(mine).toBeLessThan(NICENESS.passwords);
      await hashPassword('Granite-Orchid-2027!');
      // The pool's threads, each lowered as its script starts: the one that hashed at once, the
      // others once they have started (a busy machine starts them later). Those only.
      await vi.waitFor(
        async () =>
          expect((await threadNiceness()).filter((niceness) => niceness === NICENESS.passwords)).toHaveLength(
            availableParallelism(),
          ),
        { timeout: 20_000, interval: 50 },
      );
      const after = await threadNiceness();
      const lowered = after.filter((niceness) => niceness === NICENESS.passwords).length;
      expect(before.filter((niceness) => niceness === NICENESS.passwords)).toEqual([]);
      expect(lowered).toBe(passwordThreadCount());
      expect(await nicenessOf('/proc/thread-self/stat')).toBe(mine);
      expect(after.filter((niceness) => niceness !== NICENESS.passwords)).toEqual(
        Array.from({ length: after.length - lowered }, () => mine),
      );
    },
  );

  it('ends the hashing threads when the app closes', async () => {
    const testApp = await buildTestApp();
    await hashPassword('Granite-Orchid-2027!');
    expect(passwordThreadCount()).toBe(availableParallelism());
    await testApp.close();
    expect(passwordThreadCount()).toBe(0);
    // Their OS threads too: none is left at the passwords' priority.
    if (process.platform === 'linux') expect(await threadNiceness()).not.toContain(NICENESS.passwords);
    // The next hash starts the threads again.
    expect(await verifyPassword(await hashPassword('Granite-Orchid-2027!'), 'Granite-Orchid-2027!')).toBe(
      true,
    );
  });

  it('estimates a new password on the hashing threads, never on this one', async () => {
    const site = { institution: { name: 'Harbor Valley State University' } } as SiteConfig;
    const checks = [
      'Granite-Orchid-2027!',
      'Bench-Password-2027!',
      'Correct-Horse-Battery-9!',
      'P@ssw0rd2024!',
    ];
    const outcomes = await Promise.allSettled(
      checks.map((password) => assertHardToGuess(password, 'ada@example.edu', site)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    const refusal = (outcomes[3] as PromiseRejectedResult).reason as AppError;
    expect(refusal.bodyIn(EN)).toEqual({
      code: 'VALIDATION_FAILED',
      message: refusal.message,
      errors: { password: [refusal.message] },
    });
    expect(estimatesHere.count).toBe(0);
  });

  // The other tests run the bundle's script, as production does (test/bundled-workers.ts).
  it('hashes on threads that load the TypeScript source, as `npm run dev` runs the server', async () => {
    await closePasswordHashing();
    const actual = await vi.importActual<typeof workerScripts>('../platform/worker-script');
    const source = actual.workerScript('password-worker');
    expect(source.fromSource).toBe(true);
    vi.mocked(workerScript).mockReturnValueOnce(source);
    const hash = await hashPassword('Granite-Orchid-2027!');
    expect(await verifyPassword(hash, 'Granite-Orchid-2027!')).toBe(true);
    expect(vi.mocked(workerScript)).toHaveLastReturnedWith(source);
    await closePasswordHashing();
  });

  it('asks for a rehash when a hash is weaker than the policy', () => {
    expect(needsRehash('$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA')).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=8192,t=2,p=1$c2FsdA$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=19456,t=1,p=1$c2FsdA$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA')).toBe(true);
    expect(needsRehash('$2b$10$bcrypt-hash')).toBe(true);
  });
});
