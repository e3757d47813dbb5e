import {
  contactQuestions,
  fillText,
  resolveVisibility,
  STATUS_MESSAGES,
  validateApplication,
  type Answers,
  type Catalogue,
  type Language,
} from '@portico/application';
import { eq, sql } from 'drizzle-orm';
import type { SignedInApplicant } from '../accounts/sessions';
import { recordApplicantUpdate } from '../applications/applicant-updates';
import { applicationState } from '../applications/application-state';
import { lockApplication } from '../applications/lock-application';
import { applications } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { institutionToday } from '../platform/institution-today';
import type { StatusContext } from './status-context';

/**
 * PUT /api/status/contact: a submitted application's contact answers changed by its applicant
 * (issue 28). Only the contact questions shown to this applicant (a number under the phone tab they
 * did not choose is hidden, and a hidden answer is not kept); each checked by the form's own
 * validator, with its cross-field phone rules, on the application as it would be. A refusal is a
 * 400 with a message per question and changes nothing. A change and the line staff read of it are
 * one transaction.
 */
export async function updateContact(
  context: StatusContext,
  applicant: SignedInApplicant,
  sent: Record<string, string>,
  { language, catalogue }: { language: Language; catalogue: Catalogue },
): Promise<{ message: string }> {
  const questions = new Map(contactQuestions(context.definition).map((question) => [question.key, question]));
  const patch: Answers = Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, value.trim()]));
  const foreign = Object.keys(patch).filter((key) => !questions.has(key));
  if (foreign.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      (c) => `${c.status.contactKeyRefused} ${foreign.join(', ')}`,
      Object.fromEntries(foreign.map((key) => [key, [(c: Catalogue) => c.status.contactKeyRefused]])),
    );
  }
  await context.throttle.hit('contact-applicant', applicant.id, (c) => c.status.tooManyContactChanges);
  return context.db.transaction(async (tx) => {
    const row = await lockApplication(tx, applicant.id);
    if (row.open) throw new AppError('CONFLICT', (c) => c.status.notSubmitted);
    const stored = applicationState(context.definition, row, { as: 'sealed' });
    const state = { ...stored, answers: { ...stored.answers, ...patch } };
    const { visibleKeys } = resolveVisibility(context.definition, state);
    const hidden = Object.keys(patch).filter((key) => !visibleKeys.has(key));
    if (hidden.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        (c) => `${c.status.contactKeyRefused} ${hidden.join(', ')}`,
        Object.fromEntries(hidden.map((key) => [key, [(c: Catalogue) => c.status.contactKeyRefused]])),
      );
    }
    // The validator's messages in the request's language (issue 32).
    const found = validateApplication('about', state, {
      today: institutionToday(context.siteConfigs.en),
      ...(language === 'en' ? { definition: context.definition } : { catalogue }),
    });
    const errors = Object.fromEntries(Object.entries(found).filter(([key]) => questions.has(key)));
    if (Object.keys(errors).length > 0) {
      throw new AppError('VALIDATION_FAILED', (c) => c.status.contactInvalid, errors);
    }
    const changed = Object.keys(patch).filter((key) => patch[key] !== (row.answers[key] ?? ''));
    if (changed.length === 0) return { message: catalogue.status.contactUnchanged };
    const changes = Object.fromEntries(changed.map((key) => [key, patch[key]]));
    await tx
      .update(applications)
      .set({
        answers: sql`${applications.answers} || ${JSON.stringify(changes)}::jsonb`,
        revision: sql`${applications.revision} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(applications.applicantId, applicant.id));
    await recordApplicantUpdate(tx, {
      applicantId: applicant.id,
      kind: 'contact',
      detail: changed
        .map((key) => {
          const label = fillText(questions.get(key)?.label ?? key, context.siteConfigs.en);
          return `${label}: ${String(changes[key]) || STATUS_MESSAGES.contactRemoved}`;
        })
        .join('; '),
    });
    return { message: catalogue.status.contactSaved };
  });
}
