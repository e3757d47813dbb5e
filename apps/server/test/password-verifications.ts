import { Piscina } from 'piscina';
import { vi } from 'vitest';
import type { PasswordTask } from '../src/accounts/password-worker';

/**
 * Counts the argon2 verifications from now on. They run in the password pool's threads
 * (src/accounts/passwords.ts), out of reach of a mock of @node-rs/argon2, so the pool's tasks are
 * counted where they are posted.
 */
export function countVerifications(): () => number {
  const run = vi.spyOn(Piscina.prototype, 'run');
  run.mockClear();
  return () => run.mock.calls.filter(([task]) => (task as PasswordTask).kind === 'verify').length;
}
