import { checkReview, STAFF_MESSAGES, type Answers, type SiteConfig } from '@portico/application';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { applicationAssignments, applicationReviews, staffMembers } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { recordAudit } from '../platform/audit';
import { assertApplication } from './application-checklist';
import { institutionToday } from '../platform/institution-today';
import type { StaffRole } from './staff-context';

interface ReviewContext {
  db: Database;
  siteConfig: SiteConfig;
}

/** Who asks: the signed-in staff member, their role and address. */
interface Reviewer {
  id: string;
  role: StaffRole;
  ip: string;
}

/**
 * Whether a staff member reads everyone's reviews of an application, not only their own: an admin,
 * who weighs them before a decision. A reader sees only their own, so that a second reader is not
 * swayed by the first (docs/decisions.md D-STF-29).
 */
function readsEveryReview(role: StaffRole): boolean {
  return role === 'admin' || role === 'decider';
}

const REVIEW_COLUMNS = {
  staff_email: staffMembers.email,
  ratings: applicationReviews.ratings,
  recommendation: applicationReviews.recommendation,
  updated_at: applicationReviews.updatedAt,
};

function reviewOut(row: { staff_email: string; ratings: Answers; recommendation: string; updated_at: Date }) {
  return { ...row, updated_at: row.updated_at.toISOString() };
}

/** The application's reviews by whom `whose` says, oldest first, each with its author's address. */
function reviewsOf(db: Database, applicantId: string, whose: SQL) {
  return db
    .select(REVIEW_COLUMNS)
    .from(applicationReviews)
    .innerJoin(staffMembers, eq(staffMembers.id, applicationReviews.staffId))
    .where(and(eq(applicationReviews.applicantId, applicantId), whose))
    .orderBy(asc(applicationReviews.updatedAt));
}

/** Whether `reviewer` may save a review of the application: its assigned reader, or an admin. */
async function mayReview(db: Database, reviewer: Reviewer, applicantId: string): Promise<boolean> {
  if (reviewer.role === 'admin') return true;
  const [assigned] = await db
    .select({ staffId: applicationAssignments.staffId })
    .from(applicationAssignments)
    .where(
      and(
        eq(applicationAssignments.applicantId, applicantId),
        eq(applicationAssignments.staffId, reviewer.id),
      ),
    )
    // Held until the save commits: an assignment taken away meanwhile waits for it.
    .for('share');
  return assigned !== undefined;
}

/**
 * GET /staff-api/applications/{id}/review: the signed-in staff member's own review (null before
 * the first save), whether they may save one, and for an admin everyone else's, read-only.
 */
export async function readReviews({ db }: ReviewContext, reviewer: Reviewer, applicantId: string) {
  await assertApplication(db, applicantId);
  const [own] = await reviewsOf(db, applicantId, eq(applicationReviews.staffId, reviewer.id));
  const others = readsEveryReview(reviewer.role)
    ? await reviewsOf(db, applicantId, ne(applicationReviews.staffId, reviewer.id))
    : [];
  return {
    may_review: await mayReview(db, reviewer, applicantId),
    own: own ? reviewOut(own) : null,
    others: others.map(reviewOut),
  };
}

/**
 * PUT /staff-api/applications/{id}/review: saves the signed-in member's review, replacing their
 * last one. Only the assigned reader or an admin may (403 otherwise); the ratings and the
 * recommendation are checked against the site configuration's rubric by the application's
 * validator (400 with a message per question). The save and its audit event are one transaction;
 * nothing is written when anything is refused.
 */
export async function saveReview(
  { db, siteConfig }: ReviewContext,
  reviewer: Reviewer,
  applicantId: string,
  review: { ratings: Answers; recommendation: string },
) {
  await assertApplication(db, applicantId);
  return db.transaction(async (tx) => {
    if (!(await mayReview(tx, reviewer, applicantId))) {
      throw new AppError('FORBIDDEN', STAFF_MESSAGES.reviewNotAssigned);
    }
    const { errors, ratings } = checkReview(siteConfig.rubric, review, {
      today: institutionToday(siteConfig),
      textAreaLimit: siteConfig.textAreaLimit,
    });
    if (Object.keys(errors).length > 0) {
      throw new AppError('VALIDATION_FAILED', STAFF_MESSAGES.reviewInvalid, errors);
    }
    const values = { ratings, recommendation: review.recommendation, updatedAt: sql`now()` };
    await tx
      .insert(applicationReviews)
      .values({ applicantId, staffId: reviewer.id, ...values })
      .onConflictDoUpdate({
        target: [applicationReviews.applicantId, applicationReviews.staffId],
        set: values,
      });
    await recordAudit(tx, {
      action: 'review.saved',
      staffId: reviewer.id,
      applicantId,
      ip: reviewer.ip,
      detail: review.recommendation,
    });
    const [saved] = await reviewsOf(tx, applicantId, eq(applicationReviews.staffId, reviewer.id));
    return { message: STAFF_MESSAGES.reviewSaved, review: reviewOut(saved!) };
  });
}
