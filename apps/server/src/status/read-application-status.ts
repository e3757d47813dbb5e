import {
  contactQuestions,
  fillLetter,
  fillText,
  indexDefinition,
  optionLabel,
  resolveVisibility,
  type Answers,
} from '@portico/application';
import type { ApplicationStatus, StatusChecklistItem, StatusDecision } from '@portico/contracts';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { SignedInApplicant } from '../accounts/sessions';
import { applicationState } from '../applications/application-state';
import { readChecklist } from '../applications/read-checklist';
import { applicationDecisions } from '../platform/database/schema';
import type { StatusContext } from './status-context';
import { submittedApplication } from './submitted-application';

/**
 * The decision released to this applicant, its letter filled in; null while none is. A decision
 * recorded but not released (released_at null, or a time still to come) is never read: the query
 * itself asks for a released one.
 */
export async function releasedDecision(
  context: StatusContext,
  applicantId: string,
  application: { reference: string; answers: Answers },
): Promise<StatusDecision | null> {
  const [row] = await context.db
    .select({ decision: applicationDecisions.decision, releasedAt: applicationDecisions.releasedAt })
    .from(applicationDecisions)
    .where(
      and(
        eq(applicationDecisions.applicantId, applicantId),
        isNotNull(applicationDecisions.releasedAt),
        lte(applicationDecisions.releasedAt, sql`now()`),
      ),
    );
  if (!row?.releasedAt) return null;
  const { siteConfig } = context;
  const option = siteConfig.decisions.find((candidate) => candidate.key === row.decision);
  const text = (key: string) => {
    const value = application.answers[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    // A decision whose option left the configuration keeps its key as its word, and no letter.
    label: option?.label ?? row.decision,
    released_at: row.releasedAt.toISOString(),
    letter: option
      ? fillLetter(option.letter, {
          first_name: text('first_name'),
          last_name: text('last_name'),
          institution: siteConfig.institution.name,
          term: optionLabel(siteConfig.entryTerms, application.answers['entry_term']),
          reference: application.reference,
        })
      : [],
  };
}

/**
 * GET /api/status: the signed-in applicant's submitted application (issue 28): its receipt, its
 * checklist (the rule staff see, `checklistOf`), the contact answers that may still change and the
 * decision once released. A handful of reads by primary key, and no PDF: on decision day every
 * applicant opens it at once.
 */
export async function readApplicationStatus(
  context: StatusContext,
  applicant: SignedInApplicant,
): Promise<ApplicationStatus> {
  const application = await submittedApplication(context, applicant.id);
  const checklist = await readChecklist(context, applicant.id);
  const { answers, visibleKeys } = resolveVisibility(
    context.definition,
    applicationState(context.definition, application, { as: 'sealed' }),
  );
  const items = checklist.items.map((entry, at): StatusChecklistItem => {
    const document = context.siteConfig.checklist[at]?.document;
    return {
      key: entry.key,
      label: entry.label,
      required: entry.required,
      received_on: entry.received?.on ?? null,
      upload: entry.received === null && document !== undefined ? uploadOf(context, document) : null,
    };
  });
  return {
    reference: application.reference,
    submitted_at: application.submittedAt.toISOString(),
    checklist: { items, complete: checklist.complete },
    contact: contactQuestions(context.definition)
      .filter((question) => visibleKeys.has(question.key))
      .map((question) => {
        const value = answers[question.key];
        return {
          key: question.key,
          label: fillText(question.label, context.siteConfig),
          kind: question.kind,
          value: typeof value === 'string' ? value : '',
        };
      }),
    decision: await releasedDecision(context, applicant.id, application),
  };
}

/** The file question a missing item's upload goes to, with its label as the application shows it. */
function uploadOf(context: StatusContext, answerKey: string): StatusChecklistItem['upload'] {
  // A file question writes no answer key of its own (its document is kept apart): found by its key.
  const question = [...indexDefinition(context.definition).byPage.values()]
    .flat()
    .find((candidate) => candidate.key === answerKey);
  return { answer_key: answerKey, label: fillText(question?.label ?? answerKey, context.siteConfig) };
}
