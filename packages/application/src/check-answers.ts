import { hasText } from './answers';
import type { FormState } from './answers.schema';
import type { ApplicationDefinition, Section } from './application-definition.schema';
import { isQuestion } from './block';
import type { FormNode } from './block.schema';
import { childNodesOf } from './form-tree';
import type { CatalogueOf } from './catalogue-of';
import type { PageId } from './pages';
import type { QuestionKind } from './question';
import type { Question } from './question.schema';
import type { ValidationErrors } from './validation/validate-application';
import { resolveVisibility } from './visibility';

/**
 * 'Check your answers' as GOV.UK's summary list (issue 31), read from the one validator's errors:
 * what the page lists as missing is what a Submit would refuse. Its own module, apart from the
 * steps' progress (step-progress.ts), so that only the review page's code carries it.
 */

/**
 * The review page's words (not in the spec; GOV.UK's 'Check answers' pattern). Apart from
 * `MESSAGES`, which every first visit carries: only the review page's code holds these.
 */
export const CHECK_ANSWERS_MESSAGES = {
  incomplete: 'Incomplete',
  yes: 'Yes',
  /** The link of a missing answer whose label names a thing: 'Enter street address'. */
  missingAnswer: {
    enter: (what: string) => `Enter ${what}`,
    select: (what: string) => `Select ${what}`,
    confirm: (what: string) => `Confirm ${what}`,
    upload: (what: string) => `Upload ${what}`,
  },
  /** The link of a missing answer whose label asks or states (the label is the row's key). */
  act: {
    enter: 'Enter an answer',
    select: 'Select an answer',
    confirm: 'Confirm this statement',
    upload: 'Upload a file',
  },
} as const;

export type CheckAnswersMessages = CatalogueOf<typeof CHECK_ANSWERS_MESSAGES>;

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
  messages: CheckAnswersMessages = CHECK_ANSWERS_MESSAGES,
): { text: string; context?: string } {
  const verb = missingAnswerVerb(question.kind);
  const named = !/[?.!:]$/.test(label.trim());
  if (named) return { text: messages.missingAnswer[verb](labelInSentence(label)) };
  return { text: messages.act[verb], context: label };
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
