import { z } from 'zod';
import { ZAnswerKey } from './answers.schema';
import { ZCondition } from './condition.schema';
import { ZLookupCategory, ZLookupField } from './lookup.schema';
import { ZOptionSource } from './options/option-source.schema';

/**
 * When an answer is needed: always (`true`, while the question is shown) or when a condition holds.
 * A checkbox that is required must be ticked.
 */
export const ZRequirement = z.union([z.literal(true), ZCondition]);
/** A message shown when an answer is one that ends the application (e.g. 'no GED'). */
export const ZRefusal = z.strictObject({
  values: z.array(z.string()).min(1),
  message: z.string().min(1),
  /** The site's link that shows where to go instead, shown with the message at the question. */
  link: z.enum(['internationalApplication']).optional(),
});
export type Refusal = z.infer<typeof ZRefusal>;
const ZMinLength = z.strictObject({
  length: z.number().int().min(1),
  message: z.string().min(1),
  when: ZCondition.optional(),
});
/** The HTML autocomplete token of an input that collects the applicant's own data (WCAG 1.3.5). */
const ZAutofill = z.string().regex(/^[a-z0-9-]+( [a-z0-9-]+)*$/);
const ZQuestionBase = z.strictObject({
  /** The answer key; also the question's anchor, '/{page}#{key}' in the validation summary. */
  key: ZAnswerKey,
  /** A question an applicant understands; the required message when none is given. */
  label: z.string().min(1),
  hint: z.string().min(1).optional(),
  /** Shown only while this holds; a hidden question is neither validated nor kept. */
  showIf: ZCondition.optional(),
  required: ZRequirement.optional(),
  /** The message of a missing answer; the label when absent. */
  requiredMessage: z.string().min(1).optional(),
  /** Check this question only while this holds (parent 2 is checked when communication preference is 2). */
  validateWhen: ZCondition.optional(),
  refuse: ZRefusal.optional(),
  /**
   * A secret answer (the SSN): sealed at rest in its own column, never kept in the browser's
   * storage nor written to a log, shown masked everywhere but its owner's own field and staff's
   * copy. At most one question of a definition is secret (check-definition.ts).
   */
  secret: z.literal(true).optional(),
});
export const ZTextQuestion = ZQuestionBase.extend({
  kind: z.literal('text'),
  /** Text inputs default to 45 characters. */
  maxLength: z.number().int().min(1).max(1000).optional(),
  minLength: ZMinLength.optional(),
  inputMode: z.enum(['text', 'tel', 'numeric', 'decimal']).optional(),
  autofill: ZAutofill.optional(),
});
export const ZTextAreaQuestion = ZQuestionBase.extend({
  kind: z.literal('textarea'),
  /** Characters allowed; the site configuration's textAreaLimit when absent. */
  limit: z.number().int().min(1).optional(),
  rows: z.number().int().min(1).max(40).optional(),
});
export const ZEmailQuestion = ZQuestionBase.extend({
  kind: z.literal('email'),
  invalidMessage: z.string().min(1),
  autofill: ZAutofill.optional(),
});
/** The masked phone input: (999) 999-9999, area code 2 to 9. */
export const ZPhoneQuestion = ZQuestionBase.extend({
  kind: z.literal('phone'),
  invalidMessage: z.string().min(1),
  autofill: ZAutofill.optional(),
});
/** Social Security number, shown and stored as 3-2-4 digits with hyphens. */
export const ZSsnQuestion = ZQuestionBase.extend({
  kind: z.literal('ssn'),
  invalidMessage: z.string().min(1),
});
export const ZNumberQuestion = ZQuestionBase.extend({
  kind: z.literal('number'),
  maxLength: z.number().int().min(1).max(20),
  inputMode: z.enum(['numeric', 'decimal']),
  range: z
    .strictObject({
      min: z.number(),
      max: z.number(),
      integer: z.boolean(),
      message: z.string().min(1),
    })
    .optional(),
});
/** Stored as an ISO date, YYYY-MM-DD; the widget commits only a valid date. */
export const ZDateOfBirthQuestion = ZQuestionBase.extend({
  kind: z.literal('dateOfBirth'),
  autofill: ZAutofill.optional(),
});
export const ZSelectQuestion = ZQuestionBase.extend({
  kind: z.literal('select'),
  options: ZOptionSource,
});
export const ZRadioQuestion = ZQuestionBase.extend({
  kind: z.literal('radio'),
  options: ZOptionSource,
});
/**
 * A conditional dropdown: displayOnly shows one options set while the controlling
 * answer is one of `matches`; displayAndOptions picks the options by the controlling answer and is
 * shown while it has an entry. Either way it is hidden otherwise, and it clears its value and
 * `_desc` when the controlling answer changes from one value to another.
 */
export const ZConditionalSelectQuestion = z.discriminatedUnion('category', [
  ZQuestionBase.extend({
    kind: z.literal('conditionalSelect'),
    category: z.literal('displayOnly'),
    controllingKey: ZAnswerKey,
    matches: z.array(z.string().min(1)).min(1),
    options: ZOptionSource,
  }),
  ZQuestionBase.extend({
    kind: z.literal('conditionalSelect'),
    category: z.literal('displayAndOptions'),
    controllingKey: ZAnswerKey,
    optionsByValue: z.record(z.string().min(1), ZOptionSource),
  }),
]);
/** A checkbox answers a boolean. */
export const ZCheckboxQuestion = ZQuestionBase.extend({
  kind: z.literal('checkbox'),
  /** 'None of these apply to me': in its group, ticked alone or not at all. */
  exclusive: z.literal(true).optional(),
});
/**
 * Creatable autocomplete against `/lookup/find`. The question's own key takes the
 * record's main field (name, or address_line_1 for an address); `codeKey` keeps the school's CEEB
 * code and belongs to this question; `fills` names the other questions the record fills. A typed new
 * value ('Use: ...') is stored in the key and clears the filled keys and the code.
 */
export const ZAutocompleteQuestion = ZQuestionBase.extend({
  kind: z.literal('autocomplete'),
  category: ZLookupCategory,
  codeKey: ZAnswerKey.optional(),
  fills: z.partialRecord(ZLookupField, ZAnswerKey),
  maxLength: z.number().int().min(1).max(1000).optional(),
  /** Shown once the applicant types an entry of their own (the school search's hint). */
  ownEntryHint: z.string().min(1).optional(),
  autofill: ZAutofill.optional(),
});
/** A labelled place for the documents issue's upload widget; its key is a document-answer key. */
export const ZFileUploadQuestion = ZQuestionBase.extend({
  kind: z.literal('fileUpload'),
});
export const ZQuestion = z.discriminatedUnion('kind', [
  ZTextQuestion,
  ZTextAreaQuestion,
  ZEmailQuestion,
  ZPhoneQuestion,
  ZSsnQuestion,
  ZNumberQuestion,
  ZDateOfBirthQuestion,
  ZSelectQuestion,
  ZRadioQuestion,
  ZConditionalSelectQuestion,
  ZCheckboxQuestion,
  ZAutocompleteQuestion,
  ZFileUploadQuestion,
]);
export type Question = z.infer<typeof ZQuestion>;
export type SelectQuestion = z.infer<typeof ZSelectQuestion>;
export type RadioQuestion = z.infer<typeof ZRadioQuestion>;
export type ConditionalSelectQuestion = z.infer<typeof ZConditionalSelectQuestion>;
export type PhoneQuestion = z.infer<typeof ZPhoneQuestion>;
export type CheckboxQuestion = z.infer<typeof ZCheckboxQuestion>;
export type AutocompleteQuestion = z.infer<typeof ZAutocompleteQuestion>;
