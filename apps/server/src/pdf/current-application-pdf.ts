import { randomUUID } from 'node:crypto';
import { isJobPending, JOB_STATUS } from '@portico/contracts';
import { eq } from 'drizzle-orm';
import { applicationPdfs } from '../platform/database/schema';
import { isRetryable, jobStep } from '../platform/job-status';
import { printApplicationPdf, sourceVersion } from './application-pdf';
import type { PdfContext } from './pdf-context';

/**
 * The whole application as a PDF of its current version, for staff (issue 27, I4): Chromium prints
 * an application once per version, not once per download. The copy kept for the version (the
 * applicant's own, made by the render job, or one an earlier staff download printed) is served
 * again; a changed application is printed anew and its print kept as that copy, in the same row and
 * store as the applicant's (`application_pdfs`), so either side reuses the other's. Downloads of one
 * version asked at once in this process wait for one print. Both print the same view with the SSN
 * masked, so the copies are the same document.
 */
export function currentApplicationPdf(context: PdfContext): (applicantId: string) => Promise<Uint8Array> {
  const printing = new Map<string, Promise<Uint8Array>>();
  return async (applicantId) => {
    // Staff read the application in English (issue 32): an applicant's copy in another language is
    // of another version, printed again in English and kept, until the applicant asks again.
    const version = await sourceVersion(context, applicantId, 'en');
    const [kept] = await context.db
      .select()
      .from(applicationPdfs)
      .where(eq(applicationPdfs.applicantId, applicantId));
    if (kept?.status === JOB_STATUS.COMPLETED && kept.sourceVersion === version && kept.pdfKey) {
      const pdf = await context.store.get(kept.pdfKey);
      if (pdf) return pdf;
    }
    const key = `${applicantId}|${version}`;
    let print = printing.get(key);
    if (!print) {
      print = printAndKeep(context, applicantId, version).finally(() => printing.delete(key));
      printing.set(key, print);
    }
    return print;
  };
}

/**
 * Prints the application and keeps the print as the copy of `version` (read before printing, so
 * that an application changed meanwhile is printed again next time). A render job of the
 * applicant's own on its way is left to finish: this print is then served once and not kept.
 */
async function printAndKeep(context: PdfContext, applicantId: string, version: string): Promise<Uint8Array> {
  const pdf = await printApplicationPdf(context, applicantId, 'en');
  const pdfKey = `application-pdfs/${applicantId}/${randomUUID()}.pdf`;
  await context.store.put(pdfKey, Buffer.from(pdf));
  const replaced = await context.db.transaction(async (tx) => {
    await tx
      .insert(applicationPdfs)
      .values({ applicantId, status: JOB_STATUS.FAILED, sourceVersion: '' })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(applicationPdfs)
      .where(eq(applicationPdfs.applicantId, applicantId))
      .for('update');
    // A render of the applicant's own on its way (not stalled) is left to finish.
    if (!row || (isJobPending(row.status) && !isRetryable(row))) return { kept: false };
    if (row.status === JOB_STATUS.COMPLETED && row.sourceVersion === version) return { kept: false };
    await tx
      .update(applicationPdfs)
      .set({ ...jobStep.completed(), pdfKey, sourceVersion: version, renderId: randomUUID() })
      .where(eq(applicationPdfs.applicantId, applicantId));
    return { kept: true, previous: row.pdfKey };
  });
  if (!replaced.kept) await context.store.remove(pdfKey);
  else if (replaced.previous) await context.store.remove(replaced.previous);
  return pdf;
}
