import { COMPLETION_ROUTE, PAGES, ZAnswers } from '@portico/application';
import { z } from 'zod';
import { WEB_STATUSES } from './statuses';

export const ZWebStatus = z.enum(WEB_STATUSES, {
  message: 'web_status must be started, validating or submitted',
});
export type WebStatus = z.infer<typeof ZWebStatus>;

/** A document answer per field: ANSWERED with its file, or absent. */
export const ZDocumentAnswer = z.object({
  status: z.literal('ANSWERED'),
  file_name: z.string(),
  file_size: z.number().int().nonnegative(),
});

/** A submitted application's receipt: shown on /completion and in the confirmation e-mail. */
export const ZSubmission = z.object({
  reference: z.string(),
  submitted_at: z.string(),
});
export type Submission = z.infer<typeof ZSubmission>;

/** POST /api/submit: the receipt, the same for a repeated submit. */
export const ZSubmitResponse = ZSubmission.extend({ message: z.string() });

/** POST /api/validations: the errors the browser found, per question key. */
export const ZValidationsRequest = z.strictObject({
  errors: z
    .record(z.string().max(100), z.array(z.string().max(500)).max(20))
    .refine((errors) => Object.keys(errors).length <= 500, 'at most 500 keys'),
});

/** GET /api/profile. */
export const ZProfile = z.object({
  username: z.string(),
  last_page: z.string().nullable(),
  answer: ZAnswers,
  document_answer: z.record(z.string(), ZDocumentAnswer),
  /** One entry per successful login, oldest first: its length is the login count. */
  successful_login: z.array(z.object({ logged_in_at: z.string() })),
  /** One entry per status reached: its length is the web status. */
  web_status: z.array(z.object({ web_status: ZWebStatus })),
  /** Present once the application is submitted. */
  submission: ZSubmission.nullable(),
});
export type Profile = z.infer<typeof ZProfile>;

export const LAST_PAGES: [string, ...string[]] = [COMPLETION_ROUTE, ...PAGES.map((page) => page.path)];
export const ZLastPageRequest = z.strictObject({
  last_page: z.enum(LAST_PAGES, { message: `last_page must be one of ${LAST_PAGES.join(', ')}` }),
});

export const ZWebStatusRequest = z.strictObject({ web_status: ZWebStatus });

export const ZAddAnotherRequest = z.strictObject({
  button_id: z.string().min(1).max(100),
  num_components: z
    .number({ message: 'num_components must be a whole number from 1 to 10' })
    .int()
    .min(1)
    .max(10),
});
export const ZAddAnother = z.record(z.string(), z.number().int());

export const ZTabsRequest = z.strictObject({
  tab_id: z.string().min(1).max(100),
  chosen_tab: z.string().min(1).max(100),
});
export const ZTabs = z.record(z.string(), z.string());
