import { z } from 'zod';
import { LIMITS } from './constants';
import { DEFAULT_RUBRIC, ZRubric } from './rubric.schema';
import { FORM_ROUTES, isTimeZone } from './site-config';

export { ZOption, type Option } from './option.schema';

/**
 * A text of the configuration that applicants read, in the languages the institution gives it
 * (issue 32; docs/decisions.md D-OPS-08): a plain text is English only, and an object gives the
 * English and its translations side by side, `{ "en": "Fall 2027", "es": "Otoño de 2027" }`, so
 * that whoever edits one sees the other. A language left out is shown in English, marked
 * `lang="en"` (`siteConfigIn`). A language added to LANGUAGES adds its key here.
 */
export function siteText(text: z.ZodString = z.string().min(1)) {
  return z.union([text, z.strictObject({ en: text, es: text.optional() })], {
    error: 'must be a text, or the text in each language: { "en": "…", "es": "…" }',
  });
}
export type SiteText = z.infer<ReturnType<typeof siteText>>;

/**
 * The configuration in one language: each text of the file (`SiteText`) is the language's own, or
 * the English where the file gives none. Derived from the file's type, so a text the schema adds is
 * a string here without being declared twice.
 */
export type InLanguage<T> = T extends { readonly en: string }
  ? string
  : T extends readonly (infer Item)[]
    ? InLanguage<Item>[]
    : T extends object
      ? { [K in keyof T]: InLanguage<T[K]> }
      : T;

const ZLink = z.object({
  label: siteText(),
  url: z.url(),
});
/** An entry term or a major: its value (what is stored) and its label in each language. */
const ZSiteOption = z.object({
  value: z.string(),
  label: siteText(),
});
const ZPostalAddress = z.object({
  lines: z.array(z.string().min(1)).min(1),
  city: z.string().min(1),
  state: z.string().min(1),
  zip: z.string().min(1),
});
/** Paragraphs of plain text. Configuration never carries HTML, so nothing it holds can inject markup. */
const ZParagraphs = z.array(siteText()).min(1);
/**
 * The date-window alert shows its content only between start and end.
 * Dates are ISO 8601 instants so that the window is the same in every time zone.
 */
export const ZDateWindowAlert = z
  .object({
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
    title: siteText(),
    content: ZParagraphs,
  })
  .refine((alert) => Date.parse(alert.start) < Date.parse(alert.end), {
    message: 'start must be before end',
    path: ['end'],
  });
export type DateWindowAlert = InLanguage<z.infer<typeof ZDateWindowAlert>>;
/**
 * A step of 'What happens next': text for every applicant, or for those who did (`uploaded`: true)
 * or did not (false) upload a document to the file question `document`, so that the receipt never
 * speaks of a copy the applicant did not send (issue 27). The key is checked against the
 * definition when the configuration is loaded (`nextStepProblems`).
 */
export const ZNextStep = z.union([
  siteText(),
  z.strictObject({ text: siteText(), document: z.string().min(1), uploaded: z.boolean() }),
]);
export type NextStep = InLanguage<z.infer<typeof ZNextStep>>;
/**
 * One item of the checklist of materials staff keep for each application (issue 28): a transcript,
 * test scores, a counselor's letter. `document` names the application's file question whose upload
 * fulfils it (checked against the definition when the configuration is loaded, `checklistProblems`);
 * an item without one is received only when staff mark it. A file is complete when every required
 * item is received.
 */
export const ZChecklistItem = z.strictObject({
  key: z.string().regex(/^[a-z0-9_]{1,40}$/, 'a checklist key is 1 to 40 of a-z, 0-9 and _'),
  label: siteText(z.string().min(1).max(100)),
  required: z.boolean(),
  document: z.string().min(1).optional(),
});
export type ChecklistItem = InLanguage<z.infer<typeof ZChecklistItem>>;
/**
 * A decision's reason (issue 28): recorded with it, for the office and the student record system;
 * never shown to the applicant, so English only.
 */
export const ZDecisionReason = z.strictObject({
  key: z.string().regex(/^[a-z0-9_]{1,40}$/, 'a reason key is 1 to 40 of a-z, 0-9 and _'),
  label: z.string().min(1).max(100),
});
/**
 * One decision the office can record (issue 28): its key, the word staff and the applicant read
 * (staff in English), the reasons it may be given for, and the letter the applicant reads once it
 * is released (its paragraphs, where {first_name}, {last_name}, {institution}, {term} and
 * {reference} are filled in), in the applicant's language.
 */
export const ZDecisionOption = z.strictObject({
  key: z.string().regex(/^[a-z0-9_]{1,40}$/, 'a decision key is 1 to 40 of a-z, 0-9 and _'),
  label: siteText(z.string().min(1).max(60)),
  reasons: z
    .array(ZDecisionReason)
    .max(30)
    .default([])
    .refine((reasons) => new Set(reasons.map((reason) => reason.key)).size === reasons.length, {
      message: 'each reason needs a key of its own',
    }),
  letter: ZParagraphs,
});
export type DecisionOption = InLanguage<z.infer<typeof ZDecisionOption>>;

/**
 * The decisions every site has unless its configuration lists its own (issue 28), their words and
 * letters in English and Spanish.
 */
export const DEFAULT_DECISIONS: z.infer<typeof ZDecisionOption>[] = [
  {
    key: 'admit',
    label: { en: 'Admit', es: 'Admisión' },
    reasons: [
      { key: 'academic_record', label: 'Strong academic record' },
      { key: 'essay', label: 'Strong essay' },
      { key: 'recommendation', label: 'Strong recommendation' },
    ],
    letter: [
      { en: 'Dear {first_name},', es: 'Estimado/a {first_name}:' },
      {
        en: 'Congratulations! We are delighted to offer you admission to {institution} for {term}.',
        es: '¡Felicitaciones! Nos complace ofrecerle la admisión a {institution} para el periodo de {term}.',
      },
      {
        en: 'Your reference number is {reference}. We will write to you soon about the next steps.',
        es: 'Su número de referencia es {reference}. Pronto le escribiremos sobre los siguientes pasos.',
      },
    ],
  },
  {
    key: 'deny',
    label: { en: 'Deny', es: 'Admisión denegada' },
    reasons: [
      { key: 'academic_record', label: 'Academic record below our requirements' },
      { key: 'incomplete', label: 'Required materials not received' },
      { key: 'capacity', label: 'More qualified applicants than places' },
    ],
    letter: [
      { en: 'Dear {first_name},', es: 'Estimado/a {first_name}:' },
      {
        en: 'Thank you for applying to {institution} for {term}. After careful review, we are unable to offer you admission.',
        es: 'Gracias por presentar su solicitud a {institution} para el periodo de {term}. Después de una revisión cuidadosa, lamentamos no poder ofrecerle la admisión.',
      },
      { en: 'We wish you every success in your studies.', es: 'Le deseamos mucho éxito en sus estudios.' },
    ],
  },
  {
    key: 'waitlist',
    label: { en: 'Waitlist', es: 'Lista de espera' },
    reasons: [{ key: 'capacity', label: 'More qualified applicants than places' }],
    letter: [
      { en: 'Dear {first_name},', es: 'Estimado/a {first_name}:' },
      {
        en: 'Thank you for applying to {institution} for {term}. We have placed your application on our waitlist.',
        es: 'Gracias por presentar su solicitud a {institution} para el periodo de {term}. Hemos colocado su solicitud en nuestra lista de espera.',
      },
      {
        en: 'We will write to you again if a place becomes available.',
        es: 'Le volveremos a escribir si se libera un lugar.',
      },
    ],
  },
  {
    key: 'defer',
    label: { en: 'Defer', es: 'Decisión aplazada' },
    reasons: [
      { key: 'await_grades', label: 'Waiting for later grades' },
      { key: 'await_scores', label: 'Waiting for test scores' },
    ],
    letter: [
      { en: 'Dear {first_name},', es: 'Estimado/a {first_name}:' },
      {
        en: 'Thank you for applying to {institution} for {term}. We have deferred our decision on your application and will review it again with the regular pool.',
        es: 'Gracias por presentar su solicitud a {institution} para el periodo de {term}. Hemos aplazado nuestra decisión sobre su solicitud y la revisaremos de nuevo con el grupo regular de solicitudes.',
      },
      { en: 'You do not need to do anything now.', es: 'No necesita hacer nada por ahora.' },
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
  applicationTitle: siteText(),
  contact: z.object({
    email: z.email(),
    phone: z.string().min(1),
    technicalHelpEmail: z.email(),
    hours: siteText(),
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
  entryTerms: z.array(ZSiteOption).min(1),
  majors: z.array(ZSiteOption).min(1),
  /** Characters a text area takes: the default (1500) unless the site says (7000). */
  textAreaLimit: z.number().int().positive().default(LIMITS.textAreaDefaultLimit),
  failedSubmitRoute: z.enum(FORM_ROUTES).nullable(),
  dateWindowAlert: ZDateWindowAlert.nullable(),
});
/** The configuration as its file gives it: its texts in each language given (`SiteText`). */
export type SiteConfigFile = z.infer<typeof ZSiteConfig>;
/**
 * The configuration in one language (`siteConfigIn`), as every screen, e-mail and PDF reads it:
 * each text a string, and the English ones shown for want of a translation listed, for their
 * `lang="en"`.
 */
export type SiteConfig = InLanguage<SiteConfigFile> & {
  /** The texts that are English in a configuration of another language: none in English's. */
  untranslated: string[];
};
