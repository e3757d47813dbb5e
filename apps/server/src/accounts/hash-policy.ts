/**
 * Argon2id at OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1). Raising these makes
 * every login with an older hash rehash it (see needsRehash in passwords.ts). A module of its own
 * so that the hashing threads (password-worker.ts) load it without the server around it.
 */
export const HASH_POLICY = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;
