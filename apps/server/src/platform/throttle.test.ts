import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './database/open-database';
import { rateLimits } from './database/schema';
import { DEFAULT_LIMITS, forgetExpiredLimits, readLimits, Throttle } from './throttle';

describe('Throttle', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('lets hits through up to the limit, then refuses with 429 and a retry time', async () => {
    const throttle = new Throttle(database.db, {
      ...DEFAULT_LIMITS,
      'login-ip': { limit: 3, windowMs: 60_000 },
    });
    for (let hit = 0; hit < 3; hit++) await throttle.hit('login-ip', '203.0.113.7');
    const refused = await throttle.hit('login-ip', '203.0.113.7').catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another address has its own window.
    await expect(throttle.hit('login-ip', '203.0.113.8')).resolves.toEqual({ remaining: 2 });
  });

  it('lets a school lab of hundreds of applicants behind one address log in with the default limits', async () => {
    const throttle = new Throttle(database.db, DEFAULT_LIMITS);
    for (let applicant = 0; applicant < 400; applicant++) await throttle.hit('login-ip', '198.51.100.1');
    for (let applicant = 0; applicant < 400; applicant++) await throttle.hit('signup-ip', '198.51.100.1');
  }, 60_000);

  it('counts hits atomically: of 400 in flight at once, exactly the limit pass', async () => {
    const throttle = new Throttle(database.db, {
      ...DEFAULT_LIMITS,
      'login-failed-client': { limit: 10, windowMs: 60_000 },
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 400 }, () => throttle.hit('login-failed-client', 'race@example.edu')),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
  });

  it('takes back a forgiven hit, starts afresh after forget, and treats addresses alike whatever their case', async () => {
    const throttle = new Throttle(database.db, {
      ...DEFAULT_LIMITS,
      'login-failed-address': { limit: 2, windowMs: 60_000 },
    });
    await throttle.hit('login-failed-address', 'a@example.edu');
    await throttle.forgive('login-failed-address', 'a@example.edu');
    await throttle.hit('login-failed-address', 'a@example.edu');
    await throttle.hit('login-failed-address', 'A@EXAMPLE.EDU');
    await expect(throttle.hit('login-failed-address', 'a@example.edu')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await throttle.forget('login-failed-address', 'a@example.edu');
    await expect(throttle.hit('login-failed-address', 'a@example.edu')).resolves.toEqual({ remaining: 1 });
  });

  it("counts the autosave's limit in this process's memory, per subject, and writes no row", async () => {
    const throttle = new Throttle(database.db, {
      ...DEFAULT_LIMITS,
      'autosave-session': { limit: 2, windowMs: 60_000 },
    });
    const before = await database.db.select().from(rateLimits);
    const subject = 'a'.repeat(64);
    await expect(throttle.hit('autosave-session', subject)).resolves.toEqual({ remaining: 1 });
    await expect(throttle.hit('autosave-session', subject.toUpperCase())).resolves.toEqual({ remaining: 0 });
    await expect(throttle.hit('autosave-session', subject)).rejects.toMatchObject({ status: 429 });
    await expect(throttle.hit('autosave-session', 'b'.repeat(64))).resolves.toEqual({ remaining: 1 });
    expect(await database.db.select().from(rateLimits)).toEqual(before);
  });

  it('forgets counters whose window has passed', async () => {
    const throttle = new Throttle(database.db, {
      ...DEFAULT_LIMITS,
      'login-ip': { limit: 1, windowMs: 1_000 },
    });
    await throttle.hit('login-ip', '203.0.113.99');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const before = await database.db.select().from(rateLimits);
    await forgetExpiredLimits(database.db);
    const after = await database.db.select().from(rateLimits);
    expect(after.length).toBeLessThan(before.length);
    await expect(throttle.hit('login-ip', '203.0.113.99')).resolves.toEqual({ remaining: 0 });
  });
});

describe('readLimits', () => {
  it('gives the defaults without RATE_LIMITS', () => {
    expect(readLimits(undefined)).toEqual(DEFAULT_LIMITS);
  });

  it('applies overrides', () => {
    const limits = readLimits('{"login-ip":{"limit":2000,"windowSeconds":600}}');
    expect(limits['login-ip']).toEqual({ limit: 2000, windowMs: 600_000 });
    expect(limits['signup-ip']).toEqual(DEFAULT_LIMITS['signup-ip']);
  });

  it('names what is wrong', () => {
    expect(() => readLimits('not json')).toThrow(/RATE_LIMITS: must be JSON/);
    expect(() => readLimits('{"login-ip":{"limit":-1}}')).toThrow(/RATE_LIMITS\.login-ip\.limit/);
    expect(() => readLimits('{"no-such-limit":{"limit":1}}')).toThrow(/RATE_LIMITS/);
  });
});
