import type { Catalogue } from '@portico/application';
import type { SignedInApplicant } from '../accounts/sessions';
import { documentOf } from '../applications/document-answers';
import { lockForDocument, lockForEdit } from '../applications/lock-application';
import { documentAnswers } from '../platform/database/schema';
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

export function checkFileUploadKey(context: DocumentsContext, answerKey: string): void {
  if (!context.fileUploadKeys.has(answerKey)) throw new AppError('NOT_FOUND', (c) => c.server.notAFileUpload);
}

/** POST /api/presigned-url: a signed form for one upload, its key fixed to the applicant and the question. */
export async function presignUpload(
  context: DocumentsContext,
  applicant: SignedInApplicant,
  answerKey: string,
): Promise<{ url: string; fields: Record<string, string> }> {
  checkFileUploadKey(context, answerKey);
  // Once submitted, only for a missing item of the checklist (issue 28): refused under the row lock.
  await context.db.transaction((tx) => lockForDocument(tx, context.checklist, applicant.id, answerKey));
  await context.throttle.hit('upload-applicant', applicant.id, (c) => c.server.tooManyUploads);
  const key = `${uploadPrefix(applicant.id, answerKey)}${randomToken()}`;
  const fields = createPostPolicy(context.signer, {
    key,
    minBytes: MIN_UPLOAD_BYTES,
    maxBytes: MAX_UPLOAD_BYTES,
    expiresInSeconds: UPLOAD_POLICY_SECONDS,
  });
  return { url: context.uploadUrl, fields };
}

/**
 * DELETE /api/document-answer/{key}: the document answer and every file uploaded for it. Never once
 * submitted: a document the application holds then, a late one too, is final.
 */
export async function deleteDocumentAnswer(
  context: DocumentsContext,
  applicant: SignedInApplicant,
  answerKey: string,
  catalogue: Catalogue,
): Promise<{ message: string }> {
  checkFileUploadKey(context, answerKey);
  const [row] = await context.db.transaction(async (tx) => {
    await lockForEdit(tx, applicant.id);
    return tx.delete(documentAnswers).where(documentOf(applicant.id, answerKey)).returning();
  });
  if (row?.pdfKey) await context.store.remove(row.pdfKey);
  if (row?.fileKey) await context.store.remove(row.fileKey);
  await context.store.remove(uploadPrefix(applicant.id, answerKey));
  return { message: catalogue.server.documentDeleted };
}
