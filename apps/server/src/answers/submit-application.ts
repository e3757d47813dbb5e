import { randomInt } from 'node:crypto';
import {
  hasNoErrors,
  isoDateOf,
  sentDocuments,
  validateApplication,
  type Catalogue,
  type Language,
  type SiteConfigs,
} from '@portico/application';
import { WEB_STATUSES } from '@portico/contracts';
import { eq, sql } from 'drizzle-orm';
import type { SignedInApplicant } from '../accounts/sessions';
import { applicationState } from '../applications/application-state';
import { applications, webStatuses } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { applicationIn, CATALOGUES } from '../platform/language';
import type { Mailer } from '../platform/mail';
import { lockApplication } from '../applications/lock-application';
import { listDocumentAnswers } from '../applications/document-answers';
import { visibleState } from './update-application';
import type { AnswersContext } from './answers-context';
import { submissionMail } from './submission-mail';

/** Crockford's base32 without look-alikes: a reference read over the phone is not misheard. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newReference(now: Date): string {
  const random = Array.from(
    { length: 8 },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  ).join('');
  return `${now.getUTCFullYear()}-${random.slice(0, 4)}-${random.slice(4)}`;
}

export interface SubmitContext extends AnswersContext {
  mailer: Mailer;
  /** The configuration in each language: the receipt's steps are in the account's (issue 32). */
  siteConfigs: SiteConfigs;
}

/**
 * POST /api/submit. The server checks the whole stored application itself, whatever the browser
 * reported, and refuses an incomplete one (400 with the errors; nothing changes). Submitting locks
 * the row, so a double click, a retried request or two tabs submit once; a repeated submit answers
 * the same receipt. The confirmation e-mail goes once, after the submission is stored.
 */
export async function submitApplication(
  context: SubmitContext,
  applicant: SignedInApplicant,
  { language, catalogue }: { language: Language; catalogue: Catalogue },
) {
  const now = new Date();
  const outcome = await context.db.transaction(async (tx) => {
    const row = await lockApplication(tx, applicant.id);
    if (row.submittedAt && row.reference) {
      return { reference: row.reference, submittedAt: row.submittedAt, first: false };
    }

    const state = applicationState(context.definition, row, {
      as: 'whole',
      secretBox: context.secretBox,
      applicantId: applicant.id,
    });
    // The validator's messages in the request's language: the application and its rules in it.
    const errors = validateApplication('all', state, {
      today: isoDateOf(now),
      ...(language === 'en' ? { definition: context.definition } : { catalogue }),
    });
    if (!hasNoErrors(errors))
      throw new AppError('VALIDATION_FAILED', (c) => c.server.applicationIncomplete, errors);

    const reference = newReference(now);
    // A save clears what it hides just after it writes; a submit in between keeps nothing hidden.
    const kept = visibleState(context.definition, row);
    await tx
      .update(applications)
      .set({
        submittedAt: now,
        // Submitting is the application's last activity: the staff list and the stuck report read it.
        updatedAt: now,
        reference,
        // The language the application was filled in (issue 32), which the staff export says.
        language,
        answers: kept.answers,
        ssnCiphertext: kept.ssnCiphertext,
        revision: sql`${applications.revision} + 1`,
        visibilityRevision: sql`${applications.revision} + 1`,
      })
      .where(eq(applications.applicantId, applicant.id));
    // The profile's status is the count of statuses reached: a submitted application has all three.
    await tx
      .insert(webStatuses)
      .values(WEB_STATUSES.map((webStatus) => ({ applicantId: applicant.id, webStatus })))
      .onConflictDoNothing();
    return { reference, submittedAt: now, first: true };
  });

  if (outcome.first) {
    // The documents held once the submission is stored: a submitted application changes no more.
    // In the account's language (issue 32), as the receipt sent again later would be.
    const documents = sentDocuments(
      applicationIn(applicant.language),
      await listDocumentAnswers(context, applicant.id),
    );
    const receipt = { ...outcome, documents };
    const { language: mailLanguage } = applicant;
    await context.mailer.send(
      submissionMail(context.siteConfigs[mailLanguage], applicant.email, receipt, CATALOGUES[mailLanguage]),
    );
  }
  return {
    message: catalogue.messages.submitSuccess,
    reference: outcome.reference,
    submitted_at: outcome.submittedAt.toISOString(),
  };
}

/**
 * POST /api/validations: keeps what the browser found, for staff to see where applicants get stuck.
 * A report is activity (a press of Submit, a move between pages while validating): it moves the
 * last activity, by which the stuck report chooses its period's applications.
 */
export async function saveReportedErrors(
  context: AnswersContext,
  applicant: SignedInApplicant,
  errors: Record<string, string[]>,
  catalogue: Catalogue,
) {
  await context.db
    .insert(applications)
    .values({ applicantId: applicant.id, reportedErrors: errors })
    .onConflictDoUpdate({
      target: applications.applicantId,
      set: { reportedErrors: errors, updatedAt: sql`now()` },
    });
  return { message: catalogue.server.validationsSaved };
}
