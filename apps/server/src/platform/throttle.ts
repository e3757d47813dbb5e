import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { Database } from './database/open-database';
import { rateLimits } from './database/schema';
import { ConfigurationError } from './env';
import { AppError, type ErrorText } from './errors';
import { hashToken } from './tokens';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The throttling limits of the public endpoints (docs/operations.md). Per-address limits do the
 * tight work; per-IP limits are wide enough for a school lab of hundreds of applicants behind one
 * address.
 */
export const DEFAULT_LIMITS = {
  // Wrong passwords: 10 from one client for one address bound guessing; a stranger elsewhere cannot
  // lock the owner out with them. 100 from everywhere bound a guesser with many addresses; the
  // owner's reset link lifts both (docs/security.md).
  'login-failed-client': { limit: 10, windowMs: 15 * MINUTE },
  'login-failed-address': { limit: 100, windowMs: 15 * MINUTE },
  'login-ip': { limit: 1000, windowMs: 15 * MINUTE },
  // Wrong passwords from a browser that signed in to the address before (its device cookie,
  // accounts/device-cookies.ts): counted here instead of the two above, so that a guesser elsewhere
  // cannot lock the owner out of it.
  'login-failed-device': { limit: 10, windowMs: 15 * MINUTE },
  'signup-address': { limit: 5, windowMs: HOUR },
  'signup-ip': { limit: 500, windowMs: HOUR },
  'confirm-failed-ip': { limit: 300, windowMs: 15 * MINUTE },
  // Wrong codes at one address from one client, for as long as a code lives: a stranger's guesses
  // end only their own tries, never the owner's code (docs/security.md).
  'confirm-failed-client': { limit: 5, windowMs: 24 * HOUR },
  'resend-address-minute': { limit: 1, windowMs: MINUTE },
  'resend-address-hour': { limit: 5, windowMs: HOUR },
  'resend-ip': { limit: 500, windowMs: HOUR },
  'forgot-address-minute': { limit: 1, windowMs: MINUTE },
  'forgot-address-hour': { limit: 5, windowMs: HOUR },
  'forgot-ip': { limit: 500, windowMs: HOUR },
  'reset-failed-ip': { limit: 100, windowMs: 15 * MINUTE },
  // Per applicant: far above what anyone filling the form needs, far below what fills a disk.
  'upload-applicant': { limit: 60, windowMs: 10 * MINUTE },
  'conversion-applicant': { limit: 30, windowMs: 10 * MINUTE },
  'pdf-applicant': { limit: 20, windowMs: 10 * MINUTE },
  // After the submit (issue 28): each change of contact details is a line staff read.
  'contact-applicant': { limit: 20, windowMs: 10 * MINUTE },
  // Staff (issue 17): wrong passwords per address and client as for applicants; wrong codes per
  // staff member, so that a stolen password gives a handful of guesses at a 6-digit code.
  'staff-login-failed-client': { limit: 10, windowMs: 15 * MINUTE },
  'staff-code-failed': { limit: 5, windowMs: 15 * MINUTE },
  // Issue 27: wrong staff passwords from one client, whatever the address (a client trying many
  // addresses), and at one address from everywhere (a guesser with many clients). Each try that
  // passes them costs an argon2 hash and an audit row, so they bound both. An office behind one
  // address is not locked out by them: a browser that signed in before counts on its own.
  'staff-login-failed-ip': { limit: 50, windowMs: 15 * MINUTE },
  'staff-login-failed-address': { limit: 50, windowMs: 15 * MINUTE },
  // A browser with a staff member's device cookie: its wrong passwords and codes instead.
  'staff-login-failed-device': { limit: 10, windowMs: 15 * MINUTE },
  'staff-code-failed-device': { limit: 5, windowMs: 15 * MINUTE },
  'staff-setup-ip': { limit: 100, windowMs: 15 * MINUTE },
  // Single sign-on callbacks that let no one in, per client: each one costs a call to the provider.
  'staff-oidc-failed-ip': { limit: 30, windowMs: 15 * MINUTE },
  // Application PDFs per staff member (issue 27): a reader paging through files, not a script.
  'staff-pdf': { limit: 60, windowMs: 10 * MINUTE },
  // Calls per student record system credential (issue 28): a sync pages 500 applications a call,
  // a season's 100,000 in 200 calls; a runaway loop is stopped within the minute.
  'system-api': { limit: 300, windowMs: MINUTE },
  // Autosaves per session (issue 27, M2): the browser saves 3 s after typing stops and when a page
  // is left, a few hundred saves in an hour of work; 600 in 10 minutes is one a second throughout.
  'autosave-session': { limit: 600, windowMs: 10 * MINUTE },
} as const satisfies Record<string, Limit>;

/**
 * Limits counted in this process's memory rather than in the database: the autosave's, which
 * deadline night sends thousands of a minute, is one statement (answers/save-answers.ts) that a
 * counter in the database would double; the student record system's, whose sync pages without a
 * pause, would add a write to every read (on PGlite, a commit to disk). Each process counts apart,
 * so N processes let N times the limit through; still far below what a flood needs.
 */
const IN_MEMORY: ReadonlySet<LimitName> = new Set<LimitName>(['autosave-session', 'system-api']);

export type LimitName = keyof typeof DEFAULT_LIMITS;
export interface Limit {
  limit: number;
  windowMs: number;
}
export type Limits = Record<LimitName, Limit>;

const ZOverride = z.strictObject({
  limit: z.number().int().positive().optional(),
  windowSeconds: z.number().int().positive().optional(),
});

/** The limits, with overrides from RATE_LIMITS (JSON: {"login-ip": {"limit": 2000, "windowSeconds": 900}}). */
export function readLimits(json: string | undefined): Limits {
  const limits: Limits = { ...DEFAULT_LIMITS };
  if (!json) return limits;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new ConfigurationError('Invalid environment:\n  RATE_LIMITS: must be JSON');
  }
  const names = Object.keys(DEFAULT_LIMITS) as [LimitName, ...LimitName[]];
  const result = z.partialRecord(z.enum(names), ZOverride).safeParse(parsed);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  RATE_LIMITS.${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigurationError(`Invalid environment:\n${lines.join('\n')}`);
  }
  for (const [name, override] of Object.entries(result.data) as [LimitName, z.infer<typeof ZOverride>][]) {
    limits[name] = {
      limit: override.limit ?? limits[name].limit,
      windowMs: override.windowSeconds ? override.windowSeconds * 1000 : limits[name].windowMs,
    };
  }
  return limits;
}

/**
 * Counters in the database (rate-limiter-flexible's RateLimiterDrizzle), so that every app process
 * shares them. Each consume is one atomic upsert that counts and answers the new count, so requests
 * in flight cannot all slip under a limit. Subjects (an address, an IP) are stored hashed: the table
 * is no list of who tried to log in.
 */
export class Throttle {
  private readonly limiters: Record<LimitName, RateLimiterDrizzle | RateLimiterMemory>;

  constructor(db: Database, limits: Limits) {
    this.limiters = Object.fromEntries(
      Object.entries(limits).map(([name, { limit, windowMs }]) => [
        name,
        IN_MEMORY.has(name as LimitName)
          ? new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowMs / 1000 })
          : new RateLimiterDrizzle({
              storeClient: db,
              schema: rateLimits,
              keyPrefix: name,
              points: limit,
              duration: windowMs / 1000,
              // Expired rows are deleted by forgetExpired, on the sweep's schedule: no timer of its own.
              clearExpiredByTimeout: false,
            }),
      ]),
    ) as Record<LimitName, RateLimiterDrizzle | RateLimiterMemory>;
  }

  /**
   * Counts one attempt and refuses with 429 (and `message`) once the limit is used up. For limits on
   * failures (a wrong password), called before the expensive work, and `forgive`n after a success:
   * counting afterwards would let every request in flight pass.
   */
  async hit(
    name: LimitName,
    subject: string,
    message: ErrorText = (c) => c.server.tooManyRequests,
  ): Promise<{ remaining: number }> {
    try {
      const counted = await this.limiters[name].consume(keyOf(name, subject));
      return { remaining: counted.remainingPoints };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooMany(rejection.msBeforeNext, message);
      throw rejection;
    }
  }

  /** Takes back an attempt that succeeded. */
  async forgive(name: LimitName, subject: string): Promise<void> {
    await this.limiters[name].reward(keyOf(name, subject), 1);
  }

  /** Starts the subject's count afresh (a lockout its owner lifted). */
  async forget(name: LimitName, subject: string): Promise<void> {
    await this.limiters[name].delete(keyOf(name, subject));
  }
}

/**
 * An address as tried from one client (its IP): the subject of a limit that a stranger's tries from
 * elsewhere must not use up for the address's owner.
 */
export function atClient(address: string, ip: string): string {
  return `${address}\n${ip}`;
}

/** Deletes counters whose window has passed; they can no longer refuse anything. */
export async function forgetExpiredLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, new Date()));
}

/**
 * The key a subject is counted under: hashed where it is stored (the database's table, which
 * is no list of who tried what); as it is in this process's memory, which nothing outside it reads
 * (the autosave's subject is already a token's hash: hashing it again was a save's second hash).
 */
function keyOf(name: LimitName, subject: string): string {
  const key = subject.toLowerCase();
  return IN_MEMORY.has(name) ? key : hashToken(key);
}

function tooMany(msBeforeNext: number, message: ErrorText): AppError {
  const error = new AppError('RATE_LIMITED', message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return error;
}
