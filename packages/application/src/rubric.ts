import type { Answers } from './answers.schema';
import type { ApplicationDefinition } from './application-definition.schema';
import { conditionKeys } from './condition';
import type { Condition } from './condition.schema';
import { buildDataModel, findAnswerProblems, type AnswerProblem } from './data-model';
import { fixedOptions } from './options/option-source';
import { PAGES, type PageId } from './pages';
import { clearHiddenAnswers } from './visibility';
import { answerKeysOf } from './question';
import type { Question } from './question.schema';
import type { Rubric } from './rubric.schema';
import { STAFF_MESSAGES } from './staff-messages';
import type { CrossFieldRule } from './validation/cross-field-rule';
import { validateApplication, type ValidationErrors } from './validation/validate-application';

/**
 * The page the rubric's definition puts its questions on. The engine's pages are the application's
 * three steps; a review form is one page of a definition of its own, under the first step's id,
 * which nothing of the review reads (no step navigation, no cross-field rule of the application).
 */
const RUBRIC_PAGE: PageId = PAGES[0].id;

/** The rubric's questions in the order the form shows them: the ratings, then the recommendation. */
export function rubricQuestions(rubric: Rubric): Question[] {
  return [...rubric.questions, rubric.recommendation];
}

const definitions = new WeakMap<Rubric, ApplicationDefinition>();

/**
 * The rubric as an application definition of one page and one section, so that the application's
 * visibility engine, validator and widgets read it as they read the application. One per rubric.
 * The section's title is never shown: the reading screen renders the questions under its own heading.
 */
export function rubricDefinition(rubric: Rubric): ApplicationDefinition {
  let definition = definitions.get(rubric);
  if (!definition) {
    definition = {
      pages: [
        { id: RUBRIC_PAGE, sections: [{ id: 'review', title: 'Review', children: rubricQuestions(rubric) }] },
      ],
    };
    definitions.set(rubric, definition);
  }
  return definition;
}

/**
 * What makes a rubric unusable, each by its path (the site configuration's `rubric`): a key used
 * twice, a condition on a key the rubric does not ask, a secret question (a review has none).
 */
export function rubricProblems(rubric: Rubric): string[] {
  const questions = rubricQuestions(rubric);
  const keys = new Set(questions.map((question) => question.key));
  const pathOf = (at: number) =>
    at < rubric.questions.length ? `rubric.questions.${at}` : 'rubric.recommendation';
  return questions.flatMap((question, at) => {
    const problems: string[] = [];
    if (questions.findIndex((other) => other.key === question.key) !== at) {
      problems.push(`${pathOf(at)}.key: '${question.key}' is the key of another question of the rubric`);
    }
    if (question.secret) problems.push(`${pathOf(at)}.secret: a review question is never secret`);
    const conditions: Array<[string, Condition | true | undefined]> = [
      ['showIf', question.showIf],
      ['required', question.required],
      ['validateWhen', question.validateWhen],
    ];
    for (const [field, condition] of conditions) {
      if (condition === undefined || condition === true) continue;
      for (const key of conditionKeys(condition)) {
        if (!keys.has(key)) problems.push(`${pathOf(at)}.${field}: '${key}' is not a question of the rubric`);
      }
    }
    return problems;
  });
}

/**
 * The rubric's one rule beyond its questions' own: a choice is one its question offers. The
 * application keeps a choice off its list as it was sent; a rating off the scale would skew every
 * comparison of reviews, so a review refuses it.
 */
function offeredChoiceRule(rubric: Rubric): CrossFieldRule {
  const questions = rubricQuestions(rubric);
  return {
    id: 'rubric_choices',
    page: RUBRIC_PAGE,
    keys: questions.map((question) => question.key),
    check(answers, isShown) {
      return questions.flatMap((question) => {
        const value = answers[question.key];
        if (question.kind !== 'radio' && question.kind !== 'select') return [];
        const options = fixedOptions(question.options);
        if (!isShown(question.key) || typeof value !== 'string' || value === '' || !options) return [];
        return options.some((option) => option.value === value)
          ? []
          : [{ key: question.key, message: STAFF_MESSAGES.reviewNotAChoice }];
      });
    },
  };
}

const PROBLEM_MESSAGES: Record<AnswerProblem, string> = {
  unknownKey: STAFF_MESSAGES.reviewUnknownKey,
  readOnly: STAFF_MESSAGES.reviewUnknownKey,
  wrongType: STAFF_MESSAGES.reviewWrongType,
  tooLong: STAFF_MESSAGES.reviewTooLong,
};

/** A review as the reader gives it: the ratings (answers keyed by the rubric's questions) and the recommendation. */
export interface ReviewInput {
  ratings: Readonly<Record<string, unknown>>;
  recommendation: string;
}

/**
 * A review from the answers of the rubric's form: the recommendation's answer apart (its
 * description, which the radio widget adds, left out), every other answer a rating.
 */
export function reviewFromAnswers(
  rubric: Rubric,
  answers: Answers,
): { ratings: Answers; recommendation: string } {
  const recommendationKeys = answerKeysOf(rubric.recommendation);
  const ratings = Object.fromEntries(
    Object.entries(answers).filter(([key]) => !recommendationKeys.includes(key)),
  );
  const recommendation = answers[rubric.recommendation.key];
  return { ratings, recommendation: typeof recommendation === 'string' ? recommendation : '' };
}

/**
 * Checks a review as the server saves it, with the application's validator: every rating key a
 * question of the rubric (or its description), of its type and length, every required question
 * answered, every choice on offer. `errors` is empty when it may be kept, and `ratings` is then
 * what is kept: the answers of the questions shown, hidden ones and the descriptions the widgets
 * add left out.
 */
export function checkReview(
  rubric: Rubric,
  review: ReviewInput,
  options: { today: string; textAreaLimit: number },
): { errors: ValidationErrors; ratings: Answers } {
  const definition = rubricDefinition(rubric);
  const ratingKeys = new Set(rubric.questions.map((question) => question.key));
  // The recommendation comes apart from the ratings: among them, its key is unknown.
  const recommendationKeys = answerKeysOf(rubric.recommendation);
  const model = new Map(
    [...buildDataModel(definition, options)].filter(([key]) => !recommendationKeys.includes(key)),
  );
  const errors: ValidationErrors = {};
  for (const [key, problem] of Object.entries(findAnswerProblems(model, review.ratings))) {
    errors[key] = [PROBLEM_MESSAGES[problem]];
  }
  if (Object.keys(errors).length > 0) return { errors, ratings: {} };
  const answers: Answers = {
    ...(review.ratings as Answers),
    [rubric.recommendation.key]: review.recommendation,
  };
  const rules = [offeredChoiceRule(rubric)];
  Object.assign(errors, validateApplication('all', { answers }, { today: options.today, definition, rules }));
  const shown = clearHiddenAnswers(definition, { answers });
  const ratings: Answers = {};
  for (const key of ratingKeys) {
    const value = shown[key];
    if (value !== undefined && value !== null) ratings[key] = value;
  }
  return { errors, ratings };
}
