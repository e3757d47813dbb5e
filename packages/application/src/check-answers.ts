import { hasText, isAnswered } from './answers';
import type { FormState } from './answers.schema';
import type { ApplicationDefinition, Section } from './application-definition.schema';
import { isQuestion } from './block';
import type { FormNode } from './block.schema';
import { childNodesOf, pageNodes, answerKeysIn } from './form-tree';
import { formatMessage, MESSAGES, type MessageFormats, type Messages } from './messages';
import type { PageId } from './pages';
import type { QuestionKind } from './question';
import type { Question } from './question.schema';
import type { ValidationErrors } from './validation/validate-application';
import { resolveVisibility } from './visibility';

/**
 * 'Check your answers' as GOV.UK's summary list (issue 31), and the step navigation's progress,
 * both read from the one validator's errors: what the page lists as missing is what a Submit
 * would refuse, and a step is Completed exactly when the validator finds nothing on it.
 */

/** How an applicant gives a missing answer: the verb of its link ('Enter street address'). */
export type MissingAnswerVerb = 'enter' | 'select' | 'confirm' | 'upload';

/** The verb of each question kind. Exhaustive: a new kind without one does not compile. */
export function missingAnswerVerb(kind: QuestionKind): MissingAnswerVerb {
  switch (kind) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'phone':
    case 'ssn':
    case 'number':
    case 'dateOfBirth':
    case 'autocomplete':
      return 'enter';
    case 'select':
    case 'radio':
    case 'conditionalSelect':
      return 'select';
    case 'checkbox':
      return 'confirm';
    case 'fileUpload':
      return 'upload';
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown question kind ${String(unknown)}`);
    }
  }
}

/**
 * A title-case label as words inside a sentence: 'Street Address' → 'street address'. Words
 * written in capitals (ZIP, GPA, U.S., SAT) and one-letter words stay as they are.
 */
export function labelInSentence(label: string): string {
  return label.replace(/[A-Za-z][A-Za-z.']*/g, (word) =>
    word.length > 1 && /^[A-Z][a-z.']+$/.test(word) ? word.toLowerCase() : word,
  );
}

/**
 * What the link of a missing answer says, from the question's label and kind alone (never written
 * per question). A label that names a thing gets its verb ('Enter street address', 'Select
 * country'); a label that asks or states something ('When do you plan to enroll?', 'I certify…')
 * is already the row's key, so the link says the act ('Select an answer'), and `context` (the
 * label) completes its accessible name.
 */
export function missingAnswerText(
  question: Pick<Question, 'kind'>,
  label: string,
  messages: Messages = MESSAGES,
  format: MessageFormats = formatMessage,
): { text: string; context?: string } {
  const verb = missingAnswerVerb(question.kind);
  const named = !/[?.!:]$/.test(label.trim());
  if (named) return { text: format.missingAnswer[verb](labelInSentence(label)) };
  const generic: Record<MissingAnswerVerb, string> = {
    enter: messages.checkAnswersEnterAnswer,
    select: messages.checkAnswersSelectAnswer,
    confirm: messages.checkAnswersConfirmStatement,
    upload: messages.checkAnswersUploadFile,
  };
  return { text: generic[verb], context: label };
}

/** One row of a section's summary list. */
export interface SummaryRow {
  /** The question's key, or the block's id for a month-and-year pair or a check group. */
  id: string;
  /** The row's key: the question's label, or the block's legend (untranslated tokens unfilled). */
  label: string;
  /** The answered questions whose answers make the value (one, or a group's ticked boxes). */
  answered: readonly Question[];
  /** The question the Change link goes to. */
  change: Question;
  /** A needed answer not given (the validator asks for it): the row's value is a link to it. */
  missing?: Question;
  /** What the validator says of answers given (a refused choice, a malformed e-mail). */
  messages: readonly string[];
}

export interface SectionSummary {
  section: Section;
  rows: readonly SummaryRow[];
  /** A missing answer or a refused one in the section. */
  incomplete: boolean;
}

export interface PageSummary {
  page: PageId;
  sections: readonly SectionSummary[];
}

/** Whether a question holds an answer: a ticked box, a text, a file uploaded. */
function isGiven(question: Question, state: FormState, documents: ReadonlySet<string>): boolean {
  if (question.kind === 'fileUpload') return documents.has(question.key);
  if (question.kind === 'checkbox') return state.answers[question.key] === true;
  return hasText(state.answers[question.key]);
}

/**
 * The summary of every page, section by section, of the questions shown in this state. A blank
 * optional answer is left out; a needed one (the validator's error on an unanswered question) is a
 * row that says so; a month and year, or a group of checkboxes, is one row under its legend.
 * `documents` holds the keys of the file questions with a document.
 */
export function summarizeApplication(
  definition: ApplicationDefinition,
  state: FormState,
  errors: ValidationErrors,
  documents: ReadonlySet<string> = new Set(),
): PageSummary[] {
  const visibility = resolveVisibility(definition, state);
  const shownState: FormState = { ...state, answers: visibility.answers };
  const shown = new Set([...visibility.visibleQuestions.values()].flat());

  const rowOf = (id: string, label: string, questions: readonly Question[]): SummaryRow | undefined => {
    const visible = questions.filter((question) => shown.has(question));
    const first = visible[0];
    if (!first) return undefined;
    const answered = visible.filter((question) => isGiven(question, shownState, documents));
    const missing = visible.find((question) => !answered.includes(question) && errors[question.key]);
    const messages = answered.flatMap((question) => errors[question.key] ?? []);
    if (answered.length === 0 && !missing) return undefined;
    return { id, label, answered, change: missing ?? first, ...(missing ? { missing } : {}), messages };
  };

  const rowsOf = (nodes: readonly FormNode[]): SummaryRow[] =>
    nodes.flatMap((node): SummaryRow[] => {
      if (isQuestion(node)) return [rowOf(node.key, node.label, [node])].filter((row) => row !== undefined);
      if (node.type === 'monthYear')
        return [rowOf(node.id, node.legend, [node.month, node.year])].filter((row) => row !== undefined);
      if (node.type === 'checkGroup')
        return [rowOf(node.id, node.legend, node.children)].filter((row) => row !== undefined);
      return rowsOf(childNodesOf(node));
    });

  return definition.pages.map((page) => ({
    page: page.id,
    sections: page.sections.map((section) => {
      const rows = rowsOf(section.children);
      return {
        section,
        rows,
        incomplete: rows.some((row) => row.missing !== undefined || row.messages.length > 0),
      };
    }),
  }));
}

/** The progress of a step, as the step navigation shows it. */
export type StepProgress = 'notStarted' | 'inProgress' | 'completed' | 'problem';

/** A step's progress in words (GOV.UK's task list statuses). */
export function stepProgressText(progress: StepProgress, messages: Messages = MESSAGES): string {
  switch (progress) {
    case 'notStarted':
      return messages.stepNotStarted;
    case 'inProgress':
      return messages.stepInProgress;
    case 'completed':
      return messages.stepCompleted;
    case 'problem':
      return messages.stepProblem;
    default: {
      const unknown: never = progress;
      throw new Error(`Unknown progress ${String(unknown)}`);
    }
  }
}

/** Whether any answer of the page is given: before that the step is not started. */
export function isPageStarted(definition: ApplicationDefinition, page: PageId, state: FormState): boolean {
  const found = definition.pages.find((candidate) => candidate.id === page);
  return found !== undefined && answerKeysIn(pageNodes(found)).some((key) => isAnswered(state.answers[key]));
}

/**
 * Each step's progress from the validator's errors: Not started while nothing on it is answered;
 * There is a problem when an answer given is refused, or, once a Submit was refused (`validating`),
 * while anything on it is missing; Completed when the validator finds nothing on it; else In
 * progress. Missing answers alone never block moving on: they are only shown.
 */
export function stepProgress(
  definition: ApplicationDefinition,
  state: FormState,
  errors: ValidationErrors,
  { validating }: { validating: boolean },
): Record<PageId, StepProgress> {
  const visibility = resolveVisibility(definition, state);
  const progress = {} as Record<PageId, StepProgress>;
  for (const page of definition.pages) {
    const questions = visibility.visibleQuestions.get(page.id) ?? [];
    const wrong = questions.filter((question) => errors[question.key]);
    if (!isPageStarted(definition, page.id, { ...state, answers: visibility.answers })) {
      progress[page.id] = validating && wrong.length > 0 ? 'problem' : 'notStarted';
    } else if (wrong.length === 0) {
      progress[page.id] = 'completed';
    } else if (validating || wrong.some((question) => isAnswered(visibility.answers[question.key]))) {
      progress[page.id] = 'problem';
    } else {
      progress[page.id] = 'inProgress';
    }
  }
  return progress;
}
