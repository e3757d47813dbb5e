import { randomUUID } from 'node:crypto';
import {
  cleanFileName,
  fileProblem,
  formatMessage,
  SERVER_MESSAGES,
  type Catalogue,
} from '@portico/application';
import {
  documentPdfPath,
  JOB_STATUS,
  NOT_ANSWERED,
  PENDING_JOB_STATUSES,
  type ConversionResponse,
} from '@portico/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { SignedInApplicant } from '../accounts/sessions';
import { recordApplicantUpdate } from '../applications/applicant-updates';
import { lockForDocument } from '../applications/lock-application';
import { documentAnswers } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { translateEnglish } from '../platform/language';
import { hasStalled, jobStep } from '../platform/job-status';
import { convertToPdf } from './convert-to-pdf';
import { documentOf } from '../applications/document-answers';
import { checkFileUploadKey } from './document-answers';
import { uploadPrefix, type DocumentsContext } from './documents-context';
import { isValidObjectKey } from '../platform/object-store';
import { takeForRegistering } from './used-upload-forms';

/**
 * The queue of document conversions (docs/architecture.md, 'Jobs'): one waiting job per applicant
 * and question, which converts the newest upload when it runs.
 */
export const CONVERT_DOCUMENT_QUEUE = 'document-conversions';

/** What a conversion job carries: whose question, never the file itself. */
export interface ConversionJob {
  applicantId: string;
  answerKey: string;
}

/**
 * POST /api/pdf/document-answer/{key}: the file uploaded to `file_key` becomes this question's
 * document once converted. The key must be one this applicant was given for this question
 * (another applicant's key is simply not found). The row is replaced under the application's lock,
 * then a job is queued; the browser polls GET until the job ends.
 */
export async function requestConversion(
  context: DocumentsContext,
  applicant: SignedInApplicant,
  answerKey: string,
  request: { file_key: string; file_name: string },
): Promise<ConversionResponse> {
  checkFileUploadKey(context, answerKey);
  const fileKey = request.file_key;
  if (!isValidObjectKey(fileKey) || !fileKey.startsWith(uploadPrefix(applicant.id, answerKey)))
    throw new AppError('NOT_FOUND', (c) => c.server.uploadNotFound);
  const file = await context.store.get(fileKey);
  if (!file) throw new AppError('NOT_FOUND', (c) => c.server.uploadNotFound);
  const fileName = cleanFileName(request.file_name);
  // The file rules again: the browser's checks are a courtesy.
  const problem = fileProblem({ name: fileName, size: file.length });
  if (problem) throw new AppError('BAD_REQUEST', (c) => translateEnglish(problem, c));
  await context.throttle.hit('conversion-applicant', applicant.id, (c) => c.server.tooManyUploads);
  // Each form's object is taken once: a bucket stores a form's file as often as it is posted.
  if (!(await takeForRegistering(context.db, fileKey))) {
    throw new AppError('CONFLICT', (c) => c.server.uploadFormUsed);
  }

  const conversionId = randomUUID();
  const replaced = await context.db.transaction(async (tx) => {
    const { lateFor } = await lockForDocument(tx, context.checklist, applicant.id, answerKey);
    // After the submit, staff see what came and when (issue 28): logged with the upload it names.
    if (lateFor) {
      await recordApplicantUpdate(tx, {
        applicantId: applicant.id,
        kind: 'document',
        detail: formatMessage.sentDocument(lateFor.label, fileName),
      });
    }
    const [previous] = await tx
      .select({ fileKey: documentAnswers.fileKey, pdfKey: documentAnswers.pdfKey })
      .from(documentAnswers)
      .where(documentOf(applicant.id, answerKey));
    const row = { ...jobStep.queued(), fileName, fileSize: file.length, fileKey, pdfKey: null, conversionId };
    await tx
      .insert(documentAnswers)
      .values({ applicantId: applicant.id, answerKey, ...row })
      .onConflictDoUpdate({ target: [documentAnswers.applicantId, documentAnswers.answerKey], set: row });
    return previous;
  });
  await removeObjects(context, [replaced?.pdfKey, replaced?.fileKey === fileKey ? null : replaced?.fileKey]);
  await context.jobs.send(
    CONVERT_DOCUMENT_QUEUE,
    { applicantId: applicant.id, answerKey } satisfies ConversionJob,
    {
      applicantId: applicant.id,
      subject: `${applicant.id}/${answerKey}`,
    },
  );
  return { status: JOB_STATUS.UNPROCESSED, message: '', url: null };
}

/** GET /api/pdf/document-answer/{key}: where this question's conversion is; NOT_ANSWERED without one. */
export async function conversionStatus(
  context: DocumentsContext,
  applicant: SignedInApplicant,
  answerKey: string,
): Promise<ConversionResponse> {
  checkFileUploadKey(context, answerKey);
  const [row] = await context.db.select().from(documentAnswers).where(documentOf(applicant.id, answerKey));
  if (!row) return { status: NOT_ANSWERED, message: '', url: null };
  if (hasStalled(row)) {
    // A worker died or the queue is stuck: the applicant is told, rather than left waiting.
    await finishConversion(context, row, { ok: false, message: SERVER_MESSAGES.conversionStalled });
    return { status: JOB_STATUS.FAILED, message: SERVER_MESSAGES.conversionStalled, url: null };
  }
  const url = row.status === JOB_STATUS.COMPLETED ? documentPdfPath(answerKey) : null;
  return { status: row.status, message: row.message, url };
}

/**
 * GET /api/pdf/document-answer/{key}/file: the applicant's own converted document, named after
 * the uploaded file with a .pdf extension. Another applicant's document is simply not there.
 */
export async function readDocumentPdf(
  context: DocumentsContext,
  applicant: Pick<SignedInApplicant, 'id'>,
  answerKey: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  checkFileUploadKey(context, answerKey);
  const [row] = await context.db
    .select({ fileName: documentAnswers.fileName, pdfKey: documentAnswers.pdfKey })
    .from(documentAnswers)
    .where(and(documentOf(applicant.id, answerKey), eq(documentAnswers.status, JOB_STATUS.COMPLETED)));
  const pdf = row?.pdfKey ? await context.store.get(row.pdfKey) : undefined;
  if (!row || !pdf) throw new AppError('NOT_FOUND', (c) => c.server.documentPdfMissing);
  return { fileName: `${row.fileName.replace(/\.[^.]*$/, '')}.pdf`, pdf };
}

/**
 * DELETE /api/pdf/document-answer/{key}: cancels a conversion that has not COMPLETED (a FAILED one
 * whose error the applicant has seen, or one on its way). A COMPLETED document stays: it is
 * deleted with DELETE /api/document-answer/{key}.
 */
export async function deleteConversion(
  context: DocumentsContext,
  applicant: SignedInApplicant,
  answerKey: string,
  catalogue: Catalogue,
): Promise<{ message: string }> {
  checkFileUploadKey(context, answerKey);
  const removed = await context.db.transaction(async (tx) => {
    await lockForDocument(tx, context.checklist, applicant.id, answerKey);
    return tx
      .delete(documentAnswers)
      .where(and(documentOf(applicant.id, answerKey), ne(documentAnswers.status, JOB_STATUS.COMPLETED)))
      .returning({ fileKey: documentAnswers.fileKey, pdfKey: documentAnswers.pdfKey });
  });
  await removeObjects(
    context,
    removed.flatMap((row) => [row.fileKey, row.pdfKey]),
  );
  return { message: catalogue.server.conversionDeleted };
}

/**
 * The conversion job: claims the question's current conversion (the newest upload; none if it was
 * cancelled or already done), converts the uploaded file, keeps the PDF and ends COMPLETED, or
 * FAILED with what is wrong with the file. The uploaded original is removed then: the PDF is what
 * the application keeps. When the fault is ours (the converter or Chromium cannot start), nothing
 * is blamed on the file: the conversion stays IN_PROGRESS, the upload stays, and the job throws so
 * that the queue tries again with backoff; after the last try it ends FAILED as stalled.
 */
export async function runConversion(
  context: DocumentsContext,
  job: ConversionJob,
  attempt: { last: boolean } = { last: false },
): Promise<void> {
  const [row] = await context.db
    .update(documentAnswers)
    .set(jobStep.claimed())
    .where(
      and(documentOf(job.applicantId, job.answerKey), inArray(documentAnswers.status, PENDING_JOB_STATUSES)),
    )
    .returning();
  if (!row) return;
  const file = row.fileKey ? await context.store.get(row.fileKey) : undefined;
  if (!file) {
    await finishConversion(context, row, { ok: false, message: SERVER_MESSAGES.uploadNotFound });
    return;
  }
  let result: Awaited<ReturnType<typeof convertToPdf>>;
  try {
    result = await convertToPdf(file, { renderer: context.renderer });
  } catch (error) {
    context.log.error(
      { err: error, answerKey: row.answerKey, last: attempt.last },
      'document conversion failed',
    );
    // Out of tries: the applicant is asked to upload again, never told that the file is bad.
    if (attempt.last)
      await finishConversion(context, row, { ok: false, message: SERVER_MESSAGES.conversionStalled });
    throw error;
  }
  await finishConversion(context, row, result);
}

type ConversionRow = typeof documentAnswers.$inferSelect;

async function finishConversion(
  context: DocumentsContext,
  row: ConversionRow,
  result: { ok: true; pdf: Buffer } | { ok: false; message: string },
): Promise<void> {
  const pdfKey = result.ok ? `documents/${row.applicantId}/${row.answerKey}/${row.conversionId}.pdf` : null;
  if (pdfKey && result.ok) await context.store.put(pdfKey, result.pdf);
  const [finished] = await context.db
    .update(documentAnswers)
    .set({ ...(result.ok ? jobStep.completed() : jobStep.failed(result.message)), pdfKey, fileKey: null })
    .where(
      and(documentOf(row.applicantId, row.answerKey), eq(documentAnswers.conversionId, row.conversionId)),
    )
    .returning({ status: documentAnswers.status });
  // Replaced or cancelled while converting: the new PDF belongs to nobody.
  await removeObjects(context, [row.fileKey, finished ? null : pdfKey]);
}

async function removeObjects(
  context: DocumentsContext,
  keys: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  for (const key of keys) if (key) await context.store.remove(key);
}
