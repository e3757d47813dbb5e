import { STAFF_MESSAGES } from '@portico/application';
import { z } from 'zod';
import { ZStaffStatus } from './staff';

/**
 * GET /staff-api/v1/applications: the submitted applications changed since a time, oldest change
 * first, a page at a time by keyset (`next` of the page before as `after`). Without
 * `changed_since`, every submitted application: the first load.
 */
export const ZSystemApplicationsQuery = z.object({
  changed_since: z.iso
    .datetime({ offset: true, message: STAFF_MESSAGES.changedSinceInvalid })
    // PostgreSQL has no year 0, and nothing was submitted before 1900.
    .refine((at) => at >= '1900', STAFF_MESSAGES.changedSinceInvalid)
    .optional(),
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const ZCoded = z.object({ code: z.string(), label: z.string() });

/** One application as the student record system reads it. */
export const ZSystemApplication = z.object({
  id: z.string(),
  reference: z.string(),
  /** When it last changed (answers, submission, checklist, reader, decision): ISO 8601, UTC, to the microsecond. */
  changed_at: z.string(),
  first_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  preferred_name: z.string().nullable(),
  email: z.string(),
  entry_term: ZCoded.nullable(),
  major: ZCoded.nullable(),
  submitted_at: z.string(),
  /** Where the file stands for the office, by key and in the office's words. */
  staff_status: z.object({ key: ZStaffStatus, label: z.string() }),
  /**
   * The decision once released to the applicant; null before (a recorded decision may still
   * change, and the applicant has not been told it).
   */
  decision: z
    .object({
      key: z.string(),
      label: z.string(),
      reasons: z.array(z.object({ key: z.string(), label: z.string() })),
      released_at: z.string(),
    })
    .nullable(),
  /**
   * Each answered question by its key (the data model's name, which does not change with the
   * wording): the question as the applicant read it, the answer in words, and for a choice the
   * code of the option chosen. The SSN and uploaded documents are not here.
   */
  answers: z.record(
    z.string(),
    z.object({ question: z.string(), value: z.string(), code: z.string().optional() }),
  ),
});
export const ZSystemApplications = z.object({
  applications: z.array(ZSystemApplication),
  /** Where the next page starts (pass it as `after`, with the same `changed_since`); null on the last page. */
  next: z.string().nullable(),
});
