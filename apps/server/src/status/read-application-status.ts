import {
  checklistOf,
  contactQuestions,
  fillLetter,
  fillText,
  indexDefinition,
  optionLabel,
  resolveVisibility,
  type ApplicationDefinition,
  type Language,
  type SiteConfig,
} from '@portico/application';
import type { ApplicationStatus, StatusChecklistItem, StatusDecision } from '@portico/contracts';
import type { SignedInApplicant } from '../accounts/sessions';
import { applicationState } from '../applications/application-state';
import { institutionToday } from '../platform/institution-today';
import { applicationIn } from '../platform/language';
import { readStatusRow, type StatusRow } from './read-status-row';
import type { StatusContext } from './status-context';

/**
 * The released decision in the configuration's language, its letter filled in with this applicant's
 * values; null while none is. A paragraph the configuration does not translate is English, and said
 * to be (issue 32).
 */
export function releasedDecision(siteConfig: SiteConfig, row: StatusRow): StatusDecision | null {
  if (!row.released) return null;
  const option = siteConfig.decisions.find((candidate) => candidate.key === row.released?.decision);
  const { answers } = row.stored;
  const text = (key: string) => {
    const value = answers[key];
    return typeof value === 'string' ? value : '';
  };
  const english = (paragraph: string) => siteConfig.untranslated.includes(paragraph);
  const letter = option
    ? fillLetter(option.letter, {
        first_name: text('first_name'),
        last_name: text('last_name'),
        institution: siteConfig.institution.name,
        term: optionLabel(siteConfig.entryTerms, answers['entry_term']),
        reference: row.reference,
      })
    : [];
  return {
    // A decision whose option left the configuration keeps its key as its word, and no letter.
    label: option?.label ?? row.released.decision,
    released_at: row.released.at.toISOString(),
    letter,
    untranslated: option
      ? [
          ...(english(option.label) ? [option.label] : []),
          ...letter.filter((_, at) => english(option.letter[at] ?? '')),
        ]
      : [],
  };
}

/**
 * GET /api/status: the signed-in applicant's submitted application (issue 28): its receipt, its
 * checklist by the rule staff see (`checklistOf`; received the day an upload converted, in the
 * institution's calendar, or the day staff gave), the contact answers that may still change, and
 * the decision once released. One statement (read-status-row.ts) and no PDF: on decision day every
 * applicant opens it at once. Who marked an item is the office's business and is left out.
 */
export async function readApplicationStatus(
  context: StatusContext,
  applicant: SignedInApplicant,
  language: Language,
): Promise<ApplicationStatus> {
  const row = await readStatusRow(context, applicant.id);
  // The questions' labels, the checklist and the decision in the request's language (issue 32).
  const siteConfig = context.siteConfigs[language];
  const definition = language === 'en' ? context.definition : applicationIn(language);
  const checklist = checklistOf(
    siteConfig.checklist,
    new Map(row.uploads.map((upload) => [upload.key, institutionToday(siteConfig, upload.at)])),
    new Map(row.marks.map((mark) => [mark.key, { on: mark.on, staff_email: null }])),
  );
  const { answers, visibleKeys } = resolveVisibility(
    definition,
    applicationState(definition, row.stored, { as: 'sealed' }),
  );
  const items = checklist.items.map((entry, at): StatusChecklistItem => {
    const document = siteConfig.checklist[at]?.document;
    return {
      key: entry.key,
      label: entry.label,
      required: entry.required,
      received_on: entry.received?.on ?? null,
      upload:
        entry.received === null && document !== undefined ? uploadOf(siteConfig, definition, document) : null,
    };
  });
  return {
    reference: row.reference,
    submitted_at: row.submittedAt.toISOString(),
    checklist: { items, complete: checklist.complete },
    contact: contactQuestions(definition)
      .filter((question) => visibleKeys.has(question.key))
      .map((question) => {
        const value = answers[question.key];
        return {
          key: question.key,
          label: fillText(question.label, siteConfig),
          kind: question.kind,
          value: typeof value === 'string' ? value : '',
        };
      }),
    decision: releasedDecision(siteConfig, row),
  };
}

/** The file question a missing item's upload goes to, with its label as the application shows it. */
function uploadOf(
  siteConfig: SiteConfig,
  definition: ApplicationDefinition,
  answerKey: string,
): StatusChecklistItem['upload'] {
  // A file question writes no answer key of its own (its document is kept apart): found by its key.
  const question = [...indexDefinition(definition).byPage.values()]
    .flat()
    .find((candidate) => candidate.key === answerKey);
  return { answer_key: answerKey, label: fillText(question?.label ?? answerKey, siteConfig) };
}
