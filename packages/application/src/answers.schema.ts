import { z } from 'zod';
import { ANSWER_KEY_PATTERN } from './answers';

export const ZAnswerKey = z.string().regex(ANSWER_KEY_PATTERN, 'an answer key is snake_case');
/** Every answer is a string (Y/N, codes, text, ISO dates) or, for a checkbox, a boolean. */
export const ZAnswerValue = z.union([z.string(), z.boolean(), z.null()]);
export type AnswerValue = z.infer<typeof ZAnswerValue>;
export const ZAnswers = z.record(z.string(), ZAnswerValue);
export type Answers = z.infer<typeof ZAnswers>;
/**
 * What decides visibility and validation besides the answers: the count of components per
 * add-another button, the chosen tab per tabs block (both kept by the server beside the answers,
 * 'Supporting data'), and which confirm-to-continue blocks the applicant has opened
 * in this browser session (the server never has these: see `isConfirmOpen`).
 */
export const ZFormState = z.object({
  answers: ZAnswers,
  addAnother: z.record(z.string(), z.number().int()).optional(),
  tabs: z.record(z.string(), z.string()).optional(),
  confirmed: z.record(z.string(), z.boolean()).optional(),
});
export type FormState = z.infer<typeof ZFormState>;
/** Yes/No answers are stored as Y and N. */
export const ZYesNo = z.enum(['Y', 'N']);
export type YesNo = z.infer<typeof ZYesNo>;
