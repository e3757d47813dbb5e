import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '@portico/application';
import type { Database } from './database/open-database';
import { rateLimitWindows } from './database/schema';
import { ConfigurationError } from './env';
import { AppError } from './errors';
import { hashToken } from './tokens';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The throttling limits of the public endpoints (docs/operations.md). Per-address limits do the
 * tight work; per-IP limits are wide enough for a school lab of hundreds of applicants behind one
 * address.
 */
export const DEFAULT_LIMITS = {
  'login-failed-address': { limit: 10, windowMs: 15 * MINUTE },
  'login-ip': { limit: 1000, windowMs: 15 * MINUTE },
  'signup-address': { limit: 5, windowMs: HOUR },
  'signup-ip': { limit: 500, windowMs: HOUR },
  'confirm-failed-ip': { limit: 300, windowMs: 15 * MINUTE },
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
} as const satisfies Record<string, Limit>;

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
 * Fixed-window counters in the database, so that every app process shares them. Subjects (an
 * address, an IP) are stored hashed: the table is no list of who tried to log in.
 */
export class Throttle {
  /** Windows older than twice the longest window can no longer refuse anything. */
  private readonly retentionMs: number;

  constructor(
    private readonly db: Database,
    private readonly limits: Limits,
  ) {
    this.retentionMs = 2 * Math.max(...Object.values(limits).map((limit) => limit.windowMs));
  }

  /** Counts one hit against the limit and refuses with 429 (and `message`) when it goes over. */
  async hit(name: LimitName, subject: string, message: string = MESSAGES.tooManyRequests): Promise<void> {
    const { bucket, windowStart, limit } = this.window(name, subject);
    const [row] = await this.db
      .insert(rateLimitWindows)
      .values({ bucket, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitWindows.bucket, rateLimitWindows.windowStart],
        set: { hits: sql`${rateLimitWindows.hits} + 1` },
      })
      .returning({ hits: rateLimitWindows.hits });
    if (Math.random() < 0.01) await this.forgetOldWindows();
    if ((row?.hits ?? 0) > limit.limit) throw tooMany(windowStart, limit, message);
  }

  /** Refuses with 429 when the limit is already used up, without counting (for counting failures only). */
  async check(name: LimitName, subject: string): Promise<void> {
    const { bucket, windowStart, limit } = this.window(name, subject);
    const [row] = await this.db
      .select({ hits: rateLimitWindows.hits })
      .from(rateLimitWindows)
      .where(and(eq(rateLimitWindows.bucket, bucket), eq(rateLimitWindows.windowStart, windowStart)));
    if ((row?.hits ?? 0) >= limit.limit) throw tooMany(windowStart, limit);
  }

  /** Counts one hit without refusing: a failure that the next `check` will weigh. */
  async record(name: LimitName, subject: string): Promise<void> {
    await this.hit(name, subject).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
    });
  }

  private window(name: LimitName, subject: string) {
    const limit = this.limits[name];
    const start = Math.floor(Date.now() / limit.windowMs) * limit.windowMs;
    return { bucket: `${name}:${hashToken(subject.toLowerCase())}`, windowStart: new Date(start), limit };
  }

  private async forgetOldWindows(): Promise<void> {
    await this.db
      .delete(rateLimitWindows)
      .where(lt(rateLimitWindows.windowStart, new Date(Date.now() - this.retentionMs)));
  }
}

function tooMany(windowStart: Date, limit: Limit, message: string = MESSAGES.tooManyRequests): AppError {
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + limit.windowMs - Date.now()) / 1000),
  );
  const error = new AppError('RATE_LIMITED', message);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}
