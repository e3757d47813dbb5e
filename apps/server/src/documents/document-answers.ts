import { MESSAGES } from '@portico/application';
import { and, eq, type SQL } from 'drizzle-orm';
import type { SignedInApplicant } from '../accounts/sessions';
import { applications, documentAnswers } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { randomToken } from '../platform/tokens';
import {
  MAX_UPLOAD_BYTES,
  MIN_UPLOAD_BYTES,
  UPLOAD_POLICY_SECONDS,
  uploadPrefix,
  type DocumentsContext,
} from './documents-context';
import { createPostPolicy } from './post-policy';

export interface DocumentAnswer {
  status: 'ANSWERED';
  file_name: string;
  file_size: number;
}

/** The row of one applicant's document for one question: every query of a document is scoped by it. */
export function documentOf(applicantId: string, answerKey: string): SQL | undefined {
  return and(eq(documentAnswers.applicantId, applicantId), eq(documentAnswers.answerKey, answerKey));
}

export function checkFileUploadKey(context: DocumentsContext, answerKey: string): void {
  if (!context.fileUploadKeys.has(answerKey)) throw new AppError('NOT_FOUND', MESSAGES.notAFileUpload);
}

/** A submitted application's documents are final, like its answers. */
export async function checkNotSubmitted(context: DocumentsContext, applicantId: string): Promise<void> {
  const [row] = await context.db
    .select({ submittedAt: applications.submittedAt })
    .from(applications)
    .where(eq(applications.applicantId, applicantId));
  if (row?.submittedAt) throw new AppError('CONFLICT', MESSAGES.applicationSubmitted);
}

/** POST /api/presigned-url: a signed form for one upload, its key fixed to the applicant and the question. */
export async function presignUpload(
  context: DocumentsContext,
  applicant: SignedInApplicant,
  answerKey: string,
): Promise<{ url: string; fields: Record<string, string> }> {
  checkFileUploadKey(context, answerKey);
  await checkNotSubmitted(context, applicant.id);
  await context.throttle.hit('upload-applicant', applicant.id, MESSAGES.tooManyUploads);
  const key = `${uploadPrefix(applicant.id, answerKey)}${randomToken()}`;
  const fields = createPostPolicy(context.signer, {
    key,
    minBytes: MIN_UPLOAD_BYTES,
    maxBytes: MAX_UPLOAD_BYTES,
    expiresInSeconds: UPLOAD_POLICY_SECONDS,
  });
  return { url: context.uploadUrl, fields };
}

/** GET /api/document-answer: the applicant's answered documents, by question key. */
export async function listDocumentAnswers(
  context: Pick<DocumentsContext, 'db'>,
  applicantId: string,
): Promise<Record<string, DocumentAnswer>> {
  const rows = await context.db
    .select()
    .from(documentAnswers)
    .where(and(eq(documentAnswers.applicantId, applicantId), eq(documentAnswers.status, 'COMPLETED')));
  return Object.fromEntries(
    rows.map((row) => [
      row.answerKey,
      { status: 'ANSWERED' as const, file_name: row.fileName, file_size: row.fileSize },
    ]),
  );
}

/** DELETE /api/document-answer/{key}: the document answer and every file uploaded for it. */
export async function deleteDocumentAnswer(
  context: DocumentsContext,
  applicant: SignedInApplicant,
  answerKey: string,
): Promise<{ message: string }> {
  checkFileUploadKey(context, answerKey);
  await checkNotSubmitted(context, applicant.id);
  const [row] = await context.db
    .delete(documentAnswers)
    .where(documentOf(applicant.id, answerKey))
    .returning();
  if (row?.pdfKey) await context.store.remove(row.pdfKey);
  if (row?.fileKey) await context.store.remove(row.fileKey);
  await context.store.remove(uploadPrefix(applicant.id, answerKey));
  return { message: MESSAGES.documentDeleted };
}
