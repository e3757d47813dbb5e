import type { FormState } from '../answers.schema';
import type { ApplicationDefinition } from '../application-definition.schema';
import { APPLICATION } from '../definition/application';
import type { PageId } from '../pages';
import { resolveVisibility } from '../visibility';
import { COLLEGE_RULES, exclusiveChoiceRules, GPA_RULE } from './application-rules';
import type { CrossFieldRule } from './cross-field-rule';
import { APPLICANT_PHONE_RULE } from './phone-rules';
import { questionMessages } from './question-rules';

/** Rules that read several answers together, for the application. */
export const CROSS_FIELD_RULES: readonly CrossFieldRule[] = [
  APPLICANT_PHONE_RULE,
  GPA_RULE,
  ...COLLEGE_RULES,
  ...exclusiveChoiceRules(APPLICATION),
];

/** Messages per question key, each message once, keys in page order. */
export type ValidationErrors = Record<string, string[]>;

export interface ValidateOptions {
  /** The applicant's date, YYYY-MM-DD (see `isoDateOf`): the date-of-birth rules depend on it. */
  today: string;
  definition?: ApplicationDefinition;
  rules?: readonly CrossFieldRule[];
}

/**
 * The one validator, for one page or the whole application; the browser calls it
 * live while validating and the server calls it on submit. Only shown questions are checked, on
 * the answers with every hidden answer cleared, so a hidden question is neither validated nor kept.
 */
export function validateApplication(
  target: PageId | 'all',
  state: FormState,
  options: ValidateOptions,
): ValidationErrors {
  const definition = options.definition ?? APPLICATION;
  const rules = options.rules ?? CROSS_FIELD_RULES;
  const visibility = resolveVisibility(definition, state);
  const answers = visibility.answers;
  const isShown = (key: string) => visibility.visibleKeys.has(key);
  const pages = definition.pages.filter((page) => target === 'all' || page.id === target);

  const errors: ValidationErrors = {};
  const add = (key: string, message: string) => {
    const messages = (errors[key] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  for (const page of pages) {
    const crossMessages = rules
      .filter((rule) => rule.page === page.id)
      .flatMap((rule) => rule.check(answers, isShown))
      .filter(({ key }) => isShown(key));
    for (const question of visibility.visibleQuestions.get(page.id) ?? []) {
      for (const message of questionMessages(question, answers, options.today)) add(question.key, message);
      for (const found of crossMessages) if (found.key === question.key) add(found.key, found.message);
    }
  }
  return errors;
}
