import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { usedUploadForms } from '../platform/database/schema';
import { UPLOAD_POLICY_SECONDS } from './documents-context';
import { SWEEP_AFTER_MS } from './sweep-objects';

/**
 * How long a used form's key is remembered: past the form's expiry (after which no store takes it)
 * and past the sweep of an object a replay to a bucket left after the first was converted and
 * removed, so that such an object cannot be registered again meanwhile.
 */
const KEEP_MS = UPLOAD_POLICY_SECONDS * 1000 + 2 * SWEEP_AFTER_MS;

const keepUntil = () => new Date(Date.now() + KEEP_MS);

/**
 * A signed upload form can be posted again and again until it expires (issue 27, L5: 200 posts of
 * 1 MB in 11 s). The embedded store asks this before reading a post's file: a form that has stored
 * its object is refused at once.
 */
export async function hasStored(db: Database, objectKey: string): Promise<boolean> {
  const [row] = await db
    .select({ objectKey: usedUploadForms.objectKey })
    .from(usedUploadForms)
    .where(and(eq(usedUploadForms.objectKey, objectKey), isNotNull(usedUploadForms.storedAt)));
  return row !== undefined;
}

/**
 * Records that a form stores its object, unless it already has: one atomic statement, so that of
 * posts of one form in flight together exactly one stores. True for that one.
 */
export async function takeForStoring(db: Database, objectKey: string): Promise<boolean> {
  const taken = await db
    .insert(usedUploadForms)
    .values({ objectKey, storedAt: new Date(), keepUntil: keepUntil() })
    .onConflictDoUpdate({
      target: usedUploadForms.objectKey,
      set: { storedAt: sql`now()` },
      setWhere: sql`${usedUploadForms.storedAt} is null`,
    })
    .returning({ objectKey: usedUploadForms.objectKey });
  return taken.length > 0;
}

/**
 * Records that a form's object is registered for conversion, unless it already was: a bucket takes
 * a form as often as it is posted until it expires, so the server takes each form's object once,
 * here. True the first time.
 */
export async function takeForRegistering(db: Database, objectKey: string): Promise<boolean> {
  const taken = await db
    .insert(usedUploadForms)
    .values({ objectKey, registeredAt: new Date(), keepUntil: keepUntil() })
    .onConflictDoUpdate({
      target: usedUploadForms.objectKey,
      set: { registeredAt: sql`now()` },
      setWhere: sql`${usedUploadForms.registeredAt} is null`,
    })
    .returning({ objectKey: usedUploadForms.objectKey });
  return taken.length > 0;
}

/** Forgets the used forms kept long enough; on the sweep's schedule. */
export async function forgetUsedUploadForms(db: Database, now = new Date()): Promise<void> {
  await db.delete(usedUploadForms).where(lt(usedUploadForms.keepUntil, now));
}
