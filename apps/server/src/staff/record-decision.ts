import { STAFF_MESSAGES, type DecisionOption, type SiteConfig } from '@portico/application';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../platform/database/open-database';
import { AppError } from '../platform/errors';

interface DecisionContext {
  db: Database;
  siteConfig: SiteConfig;
}

/** A decision and its reasons as a staff member chose them. */
export interface DecisionChoice {
  decision: string;
  reasons: string[];
}

/**
 * The configured decision of the choice, with its reasons checked: 400 for a decision the site
 * configuration does not list, or a reason that is not one of that decision's (nothing is changed).
 */
export function configuredDecision(siteConfig: SiteConfig, choice: DecisionChoice): DecisionOption {
  const option = siteConfig.decisions.find((candidate) => candidate.key === choice.decision);
  if (!option) throw new AppError('BAD_REQUEST', STAFF_MESSAGES.decisionUnknown);
  const reasons = new Set(option.reasons.map((reason) => reason.key));
  if (!choice.reasons.every((reason) => reasons.has(reason))) {
    throw new AppError('BAD_REQUEST', STAFF_MESSAGES.reasonUnknown(option.label));
  }
  return option;
}

interface DecisionRow {
  decision: string;
  reasons: string[];
  recorded_at: Date | string;
  recorded_by_email: string | null;
  released_at: Date | string | null;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * GET /staff-api/applications/{id}/decision (every staff member): the application's decision as it
 * is recorded, and when it was released; null when none is. 404 for no such application.
 */
export async function readDecision(db: Database, applicantId: string) {
  const [row] = await queryRows<{ id: string } & Partial<DecisionRow>>(
    db,
    sql`select p.applicant_id as id, d.decision, d.reasons, d.recorded_at, m.email as recorded_by_email,
          d.released_at
        from applications p
        left join application_decisions d on d.applicant_id = p.applicant_id
        left join staff_members m on m.id = d.recorded_by
        where p.applicant_id = ${applicantId}`,
  );
  if (!row) throw new AppError('NOT_FOUND', STAFF_MESSAGES.applicationNotFound);
  if (!row.decision || !row.recorded_at) return { decision: null };
  return {
    decision: {
      decision: row.decision,
      reasons: row.reasons ?? [],
      recorded_at: iso(row.recorded_at),
      recorded_by_email: row.recorded_by_email ?? null,
      released_at: row.released_at ? iso(row.released_at) : null,
    },
  };
}

/**
 * Records one decision for every application of `ids`, all or none, in one transaction and a few
 * set-based statements whatever their number: the applications must exist (404) and be submitted
 * (409); their decisions are locked in the order of their ids (two bulk calls over the same files
 * wait for one another rather than deadlock, and the release job, which claims in the same order,
 * waits too) and none may be released (409). A decision recorded again replaces the first and
 * moves `changed_at` (the student record system's `changed_since`); one audit event per
 * application, `decision.recorded` with the decision's key.
 */
async function recordFor(
  context: DecisionContext,
  staff: { id: string; ip: string },
  ids: string[],
  choice: DecisionChoice,
  single: boolean,
) {
  const option = configuredDecision(context.siteConfig, choice);
  const reasons = JSON.stringify([...new Set(choice.reasons)]);
  const idArray = sql`${`{${ids.join(',')}}`}::uuid[]`;
  await context.db.transaction(async (tx) => {
    const [found] = await queryRows<{ count: number; unsubmitted: number }>(
      tx,
      sql`select count(*)::int as count, count(*) filter (where submitted_at is null)::int as unsubmitted
        from applications where applicant_id = any(${idArray})`,
    );
    if (Number(found?.count) !== ids.length) {
      throw new AppError(
        'NOT_FOUND',
        single ? STAFF_MESSAGES.applicationNotFound : STAFF_MESSAGES.decideUnknownApplication,
      );
    }
    const unsubmitted = Number(found?.unsubmitted);
    if (unsubmitted > 0) {
      throw new AppError(
        'CONFLICT',
        single ? STAFF_MESSAGES.decisionNotSubmitted : STAFF_MESSAGES.decisionsNotSubmitted(unsubmitted),
      );
    }
    const locked = await queryRows<{ released: boolean }>(
      tx,
      sql`select released_at is not null as released from application_decisions
        where applicant_id = any(${idArray}) order by applicant_id for update`,
    );
    const released = locked.filter((row) => row.released).length;
    if (released > 0) {
      throw new AppError(
        'CONFLICT',
        single ? STAFF_MESSAGES.decisionAlreadyReleased : STAFF_MESSAGES.decisionsAlreadyReleased(released),
      );
    }
    await queryRows(
      tx,
      sql`insert into application_decisions (applicant_id, decision, reasons, recorded_by)
        select id, ${option.key}, ${reasons}::jsonb, ${staff.id}::uuid from unnest(${idArray}) as id
        order by id
        on conflict (applicant_id) do update set decision = excluded.decision,
          reasons = excluded.reasons, recorded_by = excluded.recorded_by, recorded_at = now(),
          changed_at = now()
        where application_decisions.released_at is null`,
    );
    await queryRows(
      tx,
      sql`insert into audit_events (staff_id, action, applicant_id, ip, detail)
        select ${staff.id}::uuid, 'decision.recorded', id, ${staff.ip}, ${option.key}
        from unnest(${idArray}) as id`,
    );
  });
  return option;
}

/**
 * PUT /staff-api/applications/{id}/decision (admins and deciders, issue 28): records the
 * application's decision, or replaces the one recorded while it is not released. The applicant
 * sees nothing of it until a release publishes it.
 */
export async function recordDecision(
  context: DecisionContext,
  staff: { id: string; ip: string },
  applicantId: string,
  choice: DecisionChoice,
) {
  const option = await recordFor(context, staff, [applicantId], choice, true);
  return {
    message: STAFF_MESSAGES.decisionRecorded(option.label),
    ...(await readDecision(context.db, applicantId)),
  };
}

/** POST /staff-api/decisions (admins and deciders): one decision for many applications, all or none. */
export async function recordDecisions(
  context: DecisionContext,
  staff: { id: string; ip: string },
  request: DecisionChoice & { application_ids: string[] },
) {
  const ids = [...new Set(request.application_ids)];
  const option = await recordFor(context, staff, ids, request, false);
  return { message: STAFF_MESSAGES.decisionsRecorded(ids.length, option.label), recorded: ids.length };
}
