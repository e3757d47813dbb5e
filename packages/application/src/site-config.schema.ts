import { z } from 'zod';
import { LIMITS } from './constants';
import { ZOption } from './option.schema';
import { DEFAULT_RUBRIC, ZRubric } from './rubric.schema';
import { FORM_ROUTES, isTimeZone } from './site-config';

export { ZOption, type Option } from './option.schema';
const ZLink = z.object({
  label: z.string().min(1),
  url: z.url(),
});
const ZPostalAddress = z.object({
  lines: z.array(z.string().min(1)).min(1),
  city: z.string().min(1),
  state: z.string().min(1),
  zip: z.string().min(1),
});
/** Paragraphs of plain text. Configuration never carries HTML, so nothing it holds can inject markup. */
const ZParagraphs = z.array(z.string().min(1)).min(1);
/**
 * The date-window alert shows its content only between start and end.
 * Dates are ISO 8601 instants so that the window is the same in every time zone.
 */
export const ZDateWindowAlert = z
  .object({
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
    title: z.string().min(1),
    content: ZParagraphs,
  })
  .refine((alert) => Date.parse(alert.start) < Date.parse(alert.end), {
    message: 'start must be before end',
    path: ['end'],
  });
export type DateWindowAlert = z.infer<typeof ZDateWindowAlert>;
/**
 * A step of 'What happens next': text for every applicant, or for those who did (`uploaded`: true)
 * or did not (false) upload a document to the file question `document`, so that the receipt never
 * speaks of a copy the applicant did not send (issue 27). The key is checked against the
 * definition when the configuration is loaded (`nextStepProblems`).
 */
export const ZNextStep = z.union([
  z.string().min(1),
  z.strictObject({ text: z.string().min(1), document: z.string().min(1), uploaded: z.boolean() }),
]);
export type NextStep = z.infer<typeof ZNextStep>;
/**
 * One item of the checklist of materials staff keep for each application (issue 28): a transcript,
 * test scores, a counselor's letter. `document` names the application's file question whose upload
 * fulfils it (checked against the definition when the configuration is loaded, `checklistProblems`);
 * an item without one is received only when staff mark it. A file is complete when every required
 * item is received.
 */
export const ZChecklistItem = z.strictObject({
  key: z.string().regex(/^[a-z0-9_]{1,40}$/, 'a checklist key is 1 to 40 of a-z, 0-9 and _'),
  label: z.string().min(1).max(100),
  required: z.boolean(),
  document: z.string().min(1).optional(),
});
export type ChecklistItem = z.infer<typeof ZChecklistItem>;
/** A decision's reason (issue 28): recorded with it, for the office and the student record system. */
export const ZDecisionReason = z.strictObject({
  key: z.string().regex(/^[a-z0-9_]{1,40}$/, 'a reason key is 1 to 40 of a-z, 0-9 and _'),
  label: z.string().min(1).max(100),
});
/**
 * One decision the office can record (issue 28): its key, the word staff and the applicant read,
 * the reasons it may be given for, and the letter the applicant reads once it is released (its
 * paragraphs, where {first_name}, {last_name}, {institution}, {term} and {reference} are filled in).
 */
export const ZDecisionOption = z.strictObject({
  key: z.string().regex(/^[a-z0-9_]{1,40}$/, 'a decision key is 1 to 40 of a-z, 0-9 and _'),
  label: z.string().min(1).max(60),
  reasons: z
    .array(ZDecisionReason)
    .max(30)
    .default([])
    .refine((reasons) => new Set(reasons.map((reason) => reason.key)).size === reasons.length, {
      message: 'each reason needs a key of its own',
    }),
  letter: z.array(z.string().min(1)).min(1),
});
export type DecisionOption = z.infer<typeof ZDecisionOption>;

/** The decisions every site has unless its configuration lists its own (issue 28). */
export const DEFAULT_DECISIONS: DecisionOption[] = [
  {
    key: 'admit',
    label: 'Admit',
    reasons: [
      { key: 'academic_record', label: 'Strong academic record' },
      { key: 'essay', label: 'Strong essay' },
      { key: 'recommendation', label: 'Strong recommendation' },
    ],
    letter: [
      'Dear {first_name},',
      'Congratulations! We are delighted to offer you admission to {institution} for {term}.',
      'Your reference number is {reference}. We will write to you soon about the next steps.',
    ],
  },
  {
    key: 'deny',
    label: 'Deny',
    reasons: [
      { key: 'academic_record', label: 'Academic record below our requirements' },
      { key: 'incomplete', label: 'Required materials not received' },
      { key: 'capacity', label: 'More qualified applicants than places' },
    ],
    letter: [
      'Dear {first_name},',
      'Thank you for applying to {institution} for {term}. After careful review, we are unable to offer you admission.',
      'We wish you every success in your studies.',
    ],
  },
  {
    key: 'waitlist',
    label: 'Waitlist',
    reasons: [{ key: 'capacity', label: 'More qualified applicants than places' }],
    letter: [
      'Dear {first_name},',
      'Thank you for applying to {institution} for {term}. We have placed your application on our waitlist.',
      'We will write to you again if a place becomes available.',
    ],
  },
  {
    key: 'defer',
    label: 'Defer',
    reasons: [
      { key: 'await_grades', label: 'Waiting for later grades' },
      { key: 'await_scores', label: 'Waiting for test scores' },
    ],
    letter: [
      'Dear {first_name},',
      'Thank you for applying to {institution} for {term}. We have deferred our decision on your application and will review it again with the regular pool.',
      'You do not need to do anything now.',
    ],
  },
];

export const ZSiteConfig = z.object({
  institution: z.object({
    name: z.string().min(1),
    address: ZPostalAddress,
    admissionsOffice: ZPostalAddress,
    /** The institution's IANA time zone: dates in e-mails are written in it. */
    timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone such as America/New_York'),
    /** The institution's colour, for the band of its e-mails; white text must read on it. */
    colour: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'a colour is # and six hexadecimal digits, such as #b3001b')
      .default('#b3001b'),
  }),
  /**
   * 'What happens next' after a submit, on the completion page and in the confirmation e-mail:
   * transcripts, test scores, fee waivers, decision dates. Left out when empty.
   */
  nextSteps: z.array(ZNextStep).default([]),
  /** The materials each application needs before it is read, in the order staff see them. */
  checklist: z
    .array(ZChecklistItem)
    .max(50)
    .default([])
    .refine((items) => new Set(items.map((item) => item.key)).size === items.length, {
      message: 'each checklist item needs a key of its own',
    }),
  /** The decisions the office records and releases, in the order staff see them (issue 28). */
  decisions: z
    .array(ZDecisionOption)
    .min(1)
    .max(20)
    .default(DEFAULT_DECISIONS)
    .refine((options) => new Set(options.map((option) => option.key)).size === options.length, {
      message: 'each decision needs a key of its own',
    }),
  /** The review form readers fill beside each application (issue 28). */
  rubric: ZRubric.default(DEFAULT_RUBRIC),
  applicationTitle: z.string().min(1),
  contact: z.object({
    email: z.email(),
    phone: z.string().min(1),
    technicalHelpEmail: z.email(),
    hours: z.string().min(1),
  }),
  helpLinks: z.object({
    pdfReader: ZLink,
    website: ZLink,
    /** Where an applicant the application refuses as international applies instead. */
    internationalApplication: ZLink.optional(),
  }),
  privacy: z.object({
    policy: ZParagraphs,
    policyLink: ZLink,
    cookieNotice: ZParagraphs,
  }),
  testCodes: z.object({
    sat: z.string().regex(/^\d{4}$/, 'an SAT code has 4 digits'),
    act: z.string().regex(/^\d{4}$/, 'an ACT code has 4 digits'),
  }),
  financialAidSchoolCode: z.string().regex(/^[A-Z0-9]{6}$/, 'a federal school code has 6 characters'),
  entryTerms: z.array(ZOption).min(1),
  majors: z.array(ZOption).min(1),
  /** Characters a text area takes: the default (1500) unless the site says (7000). */
  textAreaLimit: z.number().int().positive().default(LIMITS.textAreaDefaultLimit),
  failedSubmitRoute: z.enum(FORM_ROUTES).nullable(),
  dateWindowAlert: ZDateWindowAlert.nullable(),
});
export type SiteConfig = z.infer<typeof ZSiteConfig>;
