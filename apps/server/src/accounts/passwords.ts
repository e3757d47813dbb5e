import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import type { SiteConfig } from '@portico/application';
import { passwordWeakness } from '@portico/application/password-strength';
import pLimit from 'p-limit';
import { AppError } from '../platform/errors';

/**
 * Argon2id at OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1). Raising these makes
 * every login with an older hash rehash it (see needsRehash).
 */
export const HASH_POLICY = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * At most one hash per core at once: each holds 19 MiB, so a flood of logins queues here instead
 * of exhausting memory.
 */
const hashing = pLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, HASH_POLICY));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing(() => verify(passwordHash, password).catch(() => false));
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

/** Refuses a password that meets the checklist but is easy to guess, saying why. */
export function assertHardToGuess(password: string, email: string, siteConfig: SiteConfig) {
  const weakness = passwordWeakness(password, {
    email,
    siteWords: siteConfig.institution.name.split(/\s+/),
  });
  if (weakness) throw new AppError('VALIDATION_FAILED', weakness.message, { password: [weakness.message] });
}
