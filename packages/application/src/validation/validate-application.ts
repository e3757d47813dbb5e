import type { FormState } from '../answers.schema';
import type { ApplicationDefinition } from '../application-definition.schema';
import { APPLICATION, buildApplication } from '../definition/application';
import { EN_APPLICATION_TEXT, type ApplicationText } from '../definition/application-text';
import type { PageId } from '../pages';
import { resolveVisibility } from '../visibility';
import { collegeRules, exclusiveChoiceRules, gpaRule } from './application-rules';
import type { CrossFieldRule } from './cross-field-rule';
import { applicantPhoneMessages, phoneRule } from './phone-rules';
import { questionMessages } from './question-rules';

/** Rules that read several answers together for `definition`, worded in the language of `text`. */
export function crossFieldRules(
  text: ApplicationText,
  definition: ApplicationDefinition = buildApplication(text),
): CrossFieldRule[] {
  return [
    phoneRule(applicantPhoneMessages(text.messages), text.messages),
    gpaRule(text),
    ...collegeRules(text.messages),
    ...exclusiveChoiceRules(definition, text.format),
  ];
}

/** Rules that read several answers together, for the application, in English. */
export const CROSS_FIELD_RULES: readonly CrossFieldRule[] = crossFieldRules(EN_APPLICATION_TEXT, APPLICATION);

/** Messages per question key, each message once, keys in page order. */
export type ValidationErrors = Record<string, string[]>;

export interface ValidateOptions {
  /** The applicant's date, YYYY-MM-DD (see `isoDateOf`): the date-of-birth rules depend on it. */
  today: string;
  /**
   * The catalogue the messages come from (any `Catalogue` will do); English when absent. Without a
   * `definition` or `rules` of its own, the application and its rules are built in its language.
   */
  catalogue?: ApplicationText;
  definition?: ApplicationDefinition;
  rules?: readonly CrossFieldRule[];
}

interface Worded {
  definition: ApplicationDefinition;
  rules: readonly CrossFieldRule[];
}

/** The application and its rules per catalogue, built once: a validation runs on every change. */
const WORDED = new WeakMap<ApplicationText, Worded>([
  [EN_APPLICATION_TEXT, { definition: APPLICATION, rules: CROSS_FIELD_RULES }],
]);

function worded(text: ApplicationText): Worded {
  let found = WORDED.get(text);
  if (!found) {
    const definition = buildApplication(text);
    found = { definition, rules: crossFieldRules(text, definition) };
    WORDED.set(text, found);
  }
  return found;
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
  const text = options.catalogue ?? EN_APPLICATION_TEXT;
  const definition = options.definition ?? worded(text).definition;
  const rules = options.rules ?? worded(text).rules;
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
      for (const message of questionMessages(question, answers, options.today, text.messages)) {
        add(question.key, message);
      }
      for (const found of crossMessages) if (found.key === question.key) add(found.key, found.message);
    }
  }
  return errors;
}
