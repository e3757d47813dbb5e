import { isTimeZone } from '@portico/application';
import { z } from 'zod';

/**
 * One item of the applicant's checklist (issue 28): received on a day (the institution's calendar),
 * or missing. A missing item that a file question fulfils names it: the applicant may upload it
 * after submitting. Who marked an item is the office's business, not shown.
 */
export const ZStatusChecklistItem = z.object({
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
  received_on: z.string().nullable(),
  upload: z.object({ answer_key: z.string(), label: z.string() }).nullable(),
});
export type StatusChecklistItem = z.infer<typeof ZStatusChecklistItem>;

/** A contact answer the applicant may still change: its question, as shown, and its value. */
export const ZStatusContact = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['phone', 'email', 'text']),
  value: z.string(),
});
export type StatusContact = z.infer<typeof ZStatusContact>;

/** A released decision: its word and its letter, the tokens filled in. Never one not yet released. */
export const ZStatusDecision = z.object({
  label: z.string(),
  released_at: z.string(),
  letter: z.array(z.string()),
  /**
   * Which of the word and the letter's paragraphs are in English for want of a translation into the
   * request's language (issue 32): shown with `lang="en"`. Empty in English.
   */
  untranslated: z.array(z.string()),
});
export type StatusDecision = z.infer<typeof ZStatusDecision>;

/** GET /api/status: a submitted application as its applicant follows it. */
export const ZApplicationStatus = z.object({
  reference: z.string(),
  submitted_at: z.string(),
  checklist: z.object({ items: z.array(ZStatusChecklistItem), complete: z.boolean() }),
  contact: z.array(ZStatusContact),
  decision: ZStatusDecision.nullable(),
});
export type ApplicationStatus = z.infer<typeof ZApplicationStatus>;

/** PUT /api/status/contact: the contact answers changed, by key (checked by the form's validator). */
export const ZContactUpdateRequest = z.strictObject({
  answers: z
    .record(z.string().max(100), z.string().max(100))
    .refine((answers) => Object.keys(answers).length <= 20, 'at most 20 answers'),
});

/** GET /api/status/letter.pdf: the dates in the applicant's time zone (the browser's), else the institution's. */
export const ZLetterPdfQuery = z.object({
  tz: z.string().max(64).refine(isTimeZone, 'tz must be an IANA time zone').optional(),
});
