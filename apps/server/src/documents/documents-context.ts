import type { ChecklistItem } from '@portico/application';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../platform/database/open-database';
import type { JobQueue } from '../platform/jobs';
import type { PdfRenderer } from '../platform/pdf-renderer';
import type { Throttle } from '../platform/throttle';
import type { ObjectStore } from '../platform/object-store';
import type { PolicySigner } from './post-policy';

export interface DocumentsContext {
  db: Database;
  store: ObjectStore;
  signer: PolicySigner;
  /** Where the browser posts the signed form: the embedded store's own URL, or the bucket's. */
  uploadUrl: string;
  /** The keys of the application's file-upload questions: the only document-answer keys. */
  fileUploadKeys: ReadonlySet<string>;
  /** The checklist of materials: after the submit, only a missing item's document may be uploaded. */
  checklist: readonly ChecklistItem[];
  /** Conversions run as jobs, printed by the shared Chromium when they need a browser (docx). */
  jobs: JobQueue;
  renderer: PdfRenderer;
  log: FastifyBaseLogger;
  /** Per-applicant limits on upload forms and conversions. */
  throttle: Throttle;
}

/** The size an upload may have: not empty, at most 1 MB. */
export const MIN_UPLOAD_BYTES = 1;
export const MAX_UPLOAD_BYTES = 1_000_000;
/** How long a signed upload form is good for. */
export const UPLOAD_POLICY_SECONDS = 10 * 60;
/** The embedded store's URL: under /api, outside the session check (the signed policy is its authority). */
export const STORAGE_UPLOAD_PATH = '/api/storage-upload';

/** Every upload of an applicant for one question lives under this folder. */
export function uploadPrefix(applicantId: string, answerKey: string): string {
  return `uploads/${applicantId}/${answerKey}/`;
}
