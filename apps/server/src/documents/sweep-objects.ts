import { inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../platform/database/open-database';
import { applicationPdfs, documentAnswers } from '../platform/database/schema';
import type { ObjectStore } from '../platform/object-store';

/** The sweep runs as a scheduled job, on one process at a time. */
export const SWEEP_OBJECTS_QUEUE = 'sweep-objects';
export const SWEEP_SCHEDULE = '*/10 * * * *';
/** An object nobody refers to is kept this long: an upload's form is good for 10 minutes. */
export const SWEEP_AFTER_MS = 60 * 60_000;
const FOLDERS = ['uploads/', 'documents/', 'application-pdfs/'];
const BATCH = 500;

/**
 * Deletes the objects that no document answer and no application PDF refers to and that were
 * written over an hour ago: uploads that were never converted (a form taken, a file posted, no
 * conversion asked for), and converted documents or application PDFs that a newer one replaced
 * while they were being made. Without it one account could fill the disk. Objects are listed
 * before their references are read, so an object that gains a reference meanwhile is kept.
 */
export async function sweepObjects(
  context: { db: Database; store: ObjectStore; log: FastifyBaseLogger },
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - SWEEP_AFTER_MS);
  let removed = 0;
  for (const folder of FOLDERS) {
    const candidates = await context.store.listWrittenBefore(folder, before);
    for (let start = 0; start < candidates.length; start += BATCH) {
      const keys = candidates.slice(start, start + BATCH);
      const referenced = await references(context.db, keys);
      for (const key of keys) {
        if (referenced.has(key)) continue;
        await context.store.remove(key);
        removed += 1;
      }
    }
  }
  if (removed > 0) context.log.info({ removed }, 'swept documents nobody refers to');
  return removed;
}

async function references(db: Database, keys: string[]): Promise<Set<string>> {
  const documents = await db
    .select({ fileKey: documentAnswers.fileKey, pdfKey: documentAnswers.pdfKey })
    .from(documentAnswers)
    .where(or(inArray(documentAnswers.fileKey, keys), inArray(documentAnswers.pdfKey, keys)));
  const pdfs = await db
    .select({ pdfKey: applicationPdfs.pdfKey })
    .from(applicationPdfs)
    .where(inArray(applicationPdfs.pdfKey, keys));
  return new Set(
    [...documents.flatMap((row) => [row.fileKey, row.pdfKey]), ...pdfs.map((row) => row.pdfKey)].filter(
      (key): key is string => key !== null,
    ),
  );
}
