import { z } from 'zod';
import { ZAnswers } from '@portico/application';
import { ZAddAnother, ZDocumentAnswer, ZTabs } from './answers';
import { CONVERSION_STATUSES } from './statuses';

/** A conversion's state (statuses.ts, whose type ConversionStatus is). */
export const ZConversionStatus = z.enum(CONVERSION_STATUSES);

/** POST /api/presigned-url: a signed form for one upload to the object store. */
export const ZPresignedUrlRequest = z.strictObject({ answer_key: z.string().min(1).max(100) });
export const ZPresignedUpload = z.object({
  url: z.string(),
  /** Posted as form fields before the file; `key` is where the file is kept. */
  fields: z.record(z.string(), z.string()),
});
export type PresignedUpload = z.infer<typeof ZPresignedUpload>;

/** POST /api/pdf/document-answer/{key}: converts the uploaded file at `file_key` to a PDF. */
export const ZConversionRequest = z.strictObject({
  file_key: z.string().min(1).max(300),
  file_name: z.string().min(1).max(255),
});

/**
 * The conversion status response: GET /api/pdf/document-answer/{key} and the
 * POST's answer for one document, GET /api/pdf for the whole application.
 */
export const ZConversionResponse = z.object({
  status: ZConversionStatus,
  /** Why a conversion FAILED, in words an applicant understands; empty otherwise. */
  message: z.string(),
  /** Where the PDF downloads, to its owner only, once COMPLETED; null until then. */
  url: z.string().nullable(),
});
export type ConversionResponse = z.infer<typeof ZConversionResponse>;

/** GET /api/pdf: the whole-application PDF. */
export const ZApplicationPdfResponse = ZConversionResponse;
export type ApplicationPdfResponse = ConversionResponse;

/** GET /service/tmp-pdf?service_token=: what the staff print view renders. */
export const ZServiceSnapshot = z.object({
  answer: ZAnswers,
  add_another: ZAddAnother,
  document_answer: z.record(z.string(), ZDocumentAnswer),
  tabs: ZTabs,
});
export type ServiceSnapshot = z.infer<typeof ZServiceSnapshot>;
