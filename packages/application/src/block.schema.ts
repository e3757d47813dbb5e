import { z } from 'zod';
import { ZCondition } from './condition.schema';
import {
  ZCheckboxQuestion,
  ZPhoneQuestion,
  ZQuestion,
  ZRadioQuestion,
  ZSelectQuestion,
} from './question.schema';

/**
 * A block's id: the add-another button id and the tab id the server keeps, and an
 * element id in the page, so it is unique in the whole definition and never equal to an answer key.
 */
export const ZBlockId = z.string().regex(/^[a-z][a-z0-9_]*$/, 'a block id is snake_case');
/** A key prefix: keys inside take the form prefix_field. */
export const ZKeyPrefix = z.string().regex(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/, 'a prefix is snake_case');
/** Text that the page shows: a statement, an explanation. Plain text only, one string a paragraph. */
export const ZContentBlock = z.strictObject({
  type: z.literal('content'),
  id: ZBlockId,
  heading: z.string().min(1).optional(),
  paragraphs: z.array(z.string().min(1)).min(1),
});
/** Hidden while its condition holds; its answer keys are then cleared. */
export const ZConditionalBlock = z.strictObject({
  type: z.literal('conditional'),
  id: ZBlockId,
  hideWhen: ZCondition,
  get children() {
    return z.array(ZFormNode).min(1);
  },
});
/** Shows the first branch whose condition holds; the keys of every other branch are cleared. */
export const ZConditionGroup = z.strictObject({
  type: z.literal('conditionGroup'),
  id: ZBlockId,
  get branches() {
    return z
      .array(z.strictObject({ id: ZBlockId, condition: ZCondition, children: z.array(ZFormNode).min(1) }))
      .min(2);
  },
});
/**
 * Shows 'before', then 'after' once the applicant presses the button or ticks the box. The press is
 * not an answer: 'after' is also open whenever one of its questions is answered, which is all the
 * server and the print view can see, so what is kept is always what was shown.
 */
export const ZConfirmToContinueBlock = z.strictObject({
  type: z.literal('confirmToContinue'),
  id: ZBlockId,
  control: z.enum(['button', 'checkbox']),
  confirmLabel: z.string().min(1),
  get before() {
    return z.array(ZFormNode).min(1);
  },
  get after() {
    return z.array(ZFormNode).min(1);
  },
});
/** A radio list with content per selected answer; the content of the other answers is cleared. */
export const ZRadioDrivenBlock = z.strictObject({
  type: z.literal('radioDriven'),
  id: ZBlockId,
  question: ZRadioQuestion,
  get branches() {
    return z.array(z.strictObject({ value: z.string().min(1), children: z.array(ZFormNode).min(1) })).min(1);
  },
});
/**
 * 'Add Another': one component per count, the count kept per button id (the block
 * id), default 1. Components are written out because their keys differ (college 1 has no number).
 */
export const ZAddAnotherBlock = z.strictObject({
  type: z.literal('addAnother'),
  id: ZBlockId,
  /** At most 10; the configuration checker refuses more. */
  maxNumberOfComponents: z.number().int(),
  get components() {
    return z
      .array(
        z.strictObject({
          label: z.string().min(1),
          prefix: ZKeyPrefix.optional(),
          children: z.array(ZFormNode).min(1),
        }),
      )
      .min(1);
  },
});
/** Tabs: the chosen tab is kept per tab id; the other tabs' keys are cleared. */
export const ZTabsBlock = z.strictObject({
  type: z.literal('tabs'),
  id: ZBlockId,
  label: z.string().min(1),
  defaultTab: ZBlockId,
  get tabs() {
    return z
      .array(z.strictObject({ id: ZBlockId, label: z.string().min(1), children: z.array(ZFormNode).min(1) }))
      .min(2);
  },
});
/** The address block: line 1 with autocomplete, 'Apt. #', city, country, state/province, ZIP. */
export const ZAddressBlock = z.strictObject({
  type: z.literal('address'),
  id: ZBlockId,
  legend: z.string().min(1),
  /** The legend names the group for screen readers only: the heading just above says the same. */
  legendHidden: z.literal(true).optional(),
  prefix: ZKeyPrefix.optional(),
  children: z.array(ZQuestion).min(1),
});
/** The school search block: 'Search for Your School', then address, city, country, state, zip. */
export const ZSchoolSearchBlock = z.strictObject({
  type: z.literal('schoolSearch'),
  id: ZBlockId,
  legend: z.string().min(1),
  /** The legend names the group for screen readers only: the heading just above says the same. */
  legendHidden: z.literal(true).optional(),
  prefix: ZKeyPrefix.optional(),
  children: z.array(ZQuestion).min(1),
});
/** Month and year side by side; the pair shows the errors of both. */
export const ZMonthYearBlock = z.strictObject({
  type: z.literal('monthYear'),
  id: ZBlockId,
  legend: z.string().min(1),
  hint: z.string().min(1).optional(),
  month: ZSelectQuestion,
  year: ZSelectQuestion,
});
/** The masked phone input with its SMS opt-in checkbox. */
export const ZSmsPhoneBlock = z.strictObject({
  type: z.literal('smsPhone'),
  id: ZBlockId,
  phone: ZPhoneQuestion,
  optIn: ZCheckboxQuestion,
});
/** Checkboxes under one legend, each its own boolean answer (race, military). */
export const ZCheckGroupBlock = z.strictObject({
  type: z.literal('checkGroup'),
  id: ZBlockId,
  legend: z.string().min(1),
  hint: z.string().min(1).optional(),
  children: z.array(ZCheckboxQuestion).min(1),
});
export const ZBlock = z.discriminatedUnion('type', [
  ZContentBlock,
  ZConditionalBlock,
  ZConditionGroup,
  ZConfirmToContinueBlock,
  ZRadioDrivenBlock,
  ZAddAnotherBlock,
  ZTabsBlock,
  ZAddressBlock,
  ZSchoolSearchBlock,
  ZMonthYearBlock,
  ZSmsPhoneBlock,
  ZCheckGroupBlock,
]);
export type Block = z.infer<typeof ZBlock>;
/** A node of a section: a question (it has a `kind`) or a block (it has a `type`). */
export const ZFormNode = z.union([ZQuestion, ZBlock]);
export type FormNode = z.infer<typeof ZFormNode>;
