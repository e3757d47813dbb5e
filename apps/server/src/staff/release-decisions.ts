import { STAFF_MESSAGES, type SiteConfig } from '@portico/application';
import type { ReleaseSelection } from '@portico/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../platform/audit';
import { queryRows, type Database } from '../platform/database/open-database';
import { AppError } from '../platform/errors';
import type { JobQueue } from '../platform/jobs';
import { MAIL_ATTEMPTS, queueReleaseMails } from './release-mail';

/** The queue of the release job: it publishes every release that is due (any job, any data). */
export const RELEASE_QUEUE = 'release-decisions';
/** The sweep that runs the release job and the mail worker every minute, in case a job was lost. */
export const RELEASE_SWEEP_QUEUE = 'release-sweep';
export const RELEASE_SWEEP_SCHEDULE = '* * * * *';
/**
 * Decisions one transaction of the release job publishes: their rows, their outbox mails and their
 * audit events are written together, so a killed job loses at most one batch's work, which the
 * next run does again; 500 keeps each transaction to a few tens of milliseconds.
 */
const RELEASE_BATCH = 500;
/** The audit's `ip` for what the release job does on an admin's behalf (the admin is its staff_id). */
const RELEASE_JOB_IP = 'release job';

export interface ReleaseContext {
  db: Database;
  jobs: JobQueue;
  siteConfig: SiteConfig;
  log: FastifyBaseLogger;
}

/** The configured decision of a selection: 400 for one the site configuration does not list. */
function decisionLabel(siteConfig: SiteConfig, decision: string): string {
  const option = siteConfig.decisions.find((candidate) => candidate.key === decision);
  if (!option) throw new AppError('BAD_REQUEST', STAFF_MESSAGES.decisionUnknown);
  return option.label;
}

/**
 * The recorded, unreleased decisions `d` a selection holds, joined to their applications `p`: of
 * one decision, narrowed as the list narrows (entry term, major: the same answers it filters on)
 * or to chosen applications.
 */
function selectedSql(selection: ReleaseSelection): SQL {
  const conditions = [sql`d.decision = ${selection.decision}`, sql`d.released_at is null`];
  if (selection.term) conditions.push(sql`p.answers->>'entry_term' = ${selection.term}`);
  if (selection.major) conditions.push(sql`p.answers->>'applied_major' = ${selection.major}`);
  if (selection.application_ids) {
    const ids = `{${[...new Set(selection.application_ids)].join(',')}}`;
    conditions.push(sql`d.applicant_id = any(${ids}::uuid[])`);
  }
  return sql`application_decisions d join applications p on p.applicant_id = d.applicant_id
    where ${sql.join(conditions, sql` and `)}`;
}

async function countSelected(db: Database, selection: ReleaseSelection): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${selectedSql(selection)}`,
  );
  return Number(row?.count ?? 0);
}

/** GET /staff-api/releases/preview (admins): how many decisions a release of the selection would hold. */
export async function previewRelease(
  context: Pick<ReleaseContext, 'db' | 'siteConfig'>,
  selection: ReleaseSelection,
) {
  const label = decisionLabel(context.siteConfig, selection.decision);
  const count = await countSelected(context.db, selection);
  return {
    count,
    message: count === 0 ? STAFF_MESSAGES.releaseNothing : STAFF_MESSAGES.releaseCount(count, label),
  };
}

interface ReleaseRow {
  id: string;
  selection: ReleaseSelection;
  created_at: Date | string;
  created_by_email: string | null;
  release_at: Date | string;
  decisions: number;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  cancelled_at: Date | string | null;
  released: number;
  mails_sent: number;
  mails_failed: number;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/** A release as the Releases page shows it; `state` from its times, in the order they happen. */
function shown(row: ReleaseRow) {
  return {
    id: row.id,
    selection: row.selection,
    state: row.cancelled_at
      ? ('cancelled' as const)
      : row.finished_at
        ? ('finished' as const)
        : row.started_at
          ? ('running' as const)
          : ('scheduled' as const),
    created_at: iso(row.created_at),
    created_by_email: row.created_by_email,
    release_at: iso(row.release_at),
    decisions: Number(row.decisions),
    released: Number(row.released),
    mails_sent: Number(row.mails_sent),
    mails_failed: Number(row.mails_failed),
    finished_at: row.finished_at ? iso(row.finished_at) : null,
    cancelled_at: row.cancelled_at ? iso(row.cancelled_at) : null,
  };
}

/** Releases with their progress, counted by release_id's index and the outbox's key. */
function releasesSql(where: SQL): SQL {
  return sql`select r.id, r.selection, r.created_at, m.email as created_by_email, r.release_at,
      r.decisions, r.started_at, r.finished_at, r.cancelled_at,
      (select count(*)::int from application_decisions d where d.release_id = r.id) as released,
      (select count(*)::int from release_mails x where x.release_id = r.id and x.sent_at is not null)
        as mails_sent,
      (select count(*)::int from release_mails x where x.release_id = r.id and x.sent_at is null
        and x.attempts >= ${MAIL_ATTEMPTS}) as mails_failed
    from decision_releases r left join staff_members m on m.id = r.created_by
    ${where}
    order by r.created_at desc, r.id desc
    limit 100`;
}

async function readRelease(db: Database, id: string) {
  const [row] = await queryRows<ReleaseRow>(db, releasesSql(sql`where r.id = ${id}`));
  if (!row) throw new AppError('NOT_FOUND', STAFF_MESSAGES.releaseNotFound);
  return shown(row);
}

/** GET /staff-api/releases (admins): the last 100 releases, newest first, with their progress. */
export async function listReleases(db: Database) {
  const rows = await queryRows<ReleaseRow>(db, releasesSql(sql``));
  return { releases: rows.map(shown) };
}

/**
 * POST /staff-api/releases (admins, issue 28): a release of the selection's decisions now, or from
 * `release_at` (a time to come: 400 for one past). 400 when the selection holds no decision now.
 * The release is made and audited (`release.created`), and the release job queued to start at its
 * time; the job, not the request, publishes (`publishDueReleases`).
 */
export async function createRelease(
  context: Pick<ReleaseContext, 'db' | 'siteConfig' | 'jobs'>,
  staff: { id: string; ip: string },
  request: ReleaseSelection & { release_at?: string | undefined },
) {
  const label = decisionLabel(context.siteConfig, request.decision);
  const releaseAt = request.release_at ? new Date(request.release_at) : new Date();
  if (request.release_at && releaseAt.getTime() <= Date.now()) {
    throw new AppError('BAD_REQUEST', STAFF_MESSAGES.releaseAtInvalid);
  }
  const { release_at: _, ...selection } = request;
  const count = await countSelected(context.db, selection);
  if (count === 0) throw new AppError('BAD_REQUEST', STAFF_MESSAGES.releaseNothing);
  const [made] = await queryRows<{ id: string }>(
    context.db,
    sql`insert into decision_releases (created_by, release_at, selection, decisions)
      values (${staff.id}::uuid, ${releaseAt}, ${JSON.stringify(selection)}::jsonb, ${count})
      returning id`,
  );
  if (!made) throw new Error('the release was not made');
  await recordAudit(context.db, {
    action: 'release.created',
    staffId: staff.id,
    ip: staff.ip,
    detail: request.decision,
  });
  await queueRelease(context.jobs, made.id, releaseAt);
  const release = await readRelease(context.db, made.id);
  const when = release.release_at;
  return {
    message: request.release_at
      ? STAFF_MESSAGES.releaseScheduled(count, label, whenInInstitution(context.siteConfig, when))
      : STAFF_MESSAGES.releaseCreated(count, label),
    release,
  };
}

/** A time as the office reads it: 'March 15, 2027 at 9:00 AM (America/New York time)'. */
function whenInInstitution(siteConfig: SiteConfig, at: string): string {
  const { timeZone } = siteConfig.institution;
  const formatted = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(at));
  return `on ${formatted} (${timeZone.replace('_', ' ')} time)`;
}

/**
 * Queues the release job to start at `at` (now for an immediate release). Each release has a job of
 * its own (its id the subject), so that a release for Friday waiting in the queue holds back no
 * release of today; the per-minute sweep and the job queued at start (app.ts) run any whose job was
 * lost with a process.
 */
async function queueRelease(jobs: JobQueue, releaseId: string, at: Date) {
  await jobs.send(RELEASE_QUEUE, {}, { subject: `release:${releaseId}`, startAfter: at });
}

/** Queues the release job now, for whatever is due (a process starting: one before it may have died). */
export async function queueDueReleases(jobs: JobQueue) {
  await jobs.send(RELEASE_QUEUE, {}, { subject: 'release:due' });
}

/**
 * POST /staff-api/releases/{id}/cancel (admins): a release not yet started is cancelled, its
 * decisions left recorded and unreleased; 409 for one started (or cancelled) already. The job
 * marks a release started under the same row lock, so one of the two wins. Audited
 * (`release.cancelled`).
 */
export async function cancelRelease(db: Database, staff: { id: string; ip: string }, id: string) {
  const [row] = await queryRows<{ id: string; decision: string }>(
    db,
    sql`update decision_releases set cancelled_at = now()
      where id = ${id} and started_at is null and cancelled_at is null
      returning id, selection->>'decision' as decision`,
  );
  if (!row) {
    await readRelease(db, id);
    throw new AppError('CONFLICT', STAFF_MESSAGES.releaseAlreadyStarted);
  }
  await recordAudit(db, {
    action: 'release.cancelled',
    staffId: staff.id,
    ip: staff.ip,
    detail: row.decision,
  });
  return { message: STAFF_MESSAGES.releaseCancelled, release: await readRelease(db, id) };
}

/**
 * The release job (issue 28): publishes every release that is due, not cancelled and not finished,
 * oldest first. Safe to run at any time, any number of times, in any number of processes at once:
 * all it does is in `publishBatch`'s transactions, which a second runner waits for and then finds
 * done.
 */
export async function publishDueReleases(context: ReleaseContext) {
  const due = await queryRows<{ id: string }>(
    context.db,
    sql`select id from decision_releases
      where release_at <= now() and finished_at is null and cancelled_at is null
      order by release_at, id`,
  );
  for (const { id } of due) {
    let published = 0;
    for (;;) {
      const batch = await publishBatch(context.db, id);
      if (batch === null) break;
      published += batch;
      // The mail worker starts on the first batch, while the job publishes the next.
      if (batch > 0) await queueReleaseMails(context.jobs);
    }
    context.log.info({ release: { id, published } }, 'release published');
  }
}

/**
 * Publishes the next batch of a release in one transaction: the release's row locked (two runners
 * of one release take turns), marked started the first time; then up to RELEASE_BATCH of the
 * decisions its selection holds, recorded before it started and unreleased, locked in the order of
 * their applications (as recording locks them), given the release, their time and a new
 * `changed_at`; one outbox mail each (the key (release, applicant) makes a second impossible), and
 * one audit event each. The batch that finds none marks the release finished. Answers how many it
 * published, or null once the release is finished, cancelled or gone.
 */
async function publishBatch(db: Database, releaseId: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [release] = await queryRows<{
      selection: ReleaseSelection;
      started_at: Date | string;
      created_by: string | null;
    }>(
      tx,
      sql`update decision_releases set started_at = coalesce(started_at, now())
        where id = ${releaseId} and finished_at is null and cancelled_at is null
        returning selection, started_at, created_by`,
    );
    if (!release) return null;
    const { selection } = release;
    const published = await queryRows<{ applicant_id: string }>(
      tx,
      sql`with batch as (
          select d.applicant_id from ${selectedSql(selection)}
            and d.changed_at <= ${new Date(release.started_at)}
          order by d.applicant_id
          limit ${RELEASE_BATCH}
          for update of d
        ), released as (
          update application_decisions d
            set release_id = ${releaseId}, released_at = now(), changed_at = now()
          from batch where d.applicant_id = batch.applicant_id and d.released_at is null
          returning d.applicant_id
        ), queued as (
          insert into release_mails (release_id, applicant_id)
            select ${releaseId}, applicant_id from released
          on conflict do nothing
        ), audited as (
          insert into audit_events (staff_id, action, applicant_id, ip, detail)
            select ${release.created_by}::uuid, 'decisions.released', applicant_id, ${RELEASE_JOB_IP},
              ${selection.decision}
            from released
        )
        select applicant_id from released`,
    );
    if (published.length === 0) {
      await queryRows(tx, sql`update decision_releases set finished_at = now() where id = ${releaseId}`);
    }
    return published.length;
  });
}
