import {
  isLanguage,
  MAIL_TEXT_EN,
  type MailText,
  type SiteConfig,
  type SiteConfigs,
} from '@portico/application';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
import { queryRows, type Database } from '../platform/database/open-database';
import type { JobQueue } from '../platform/jobs';
import { CATALOGUES } from '../platform/language';
import { composeMail, type Mailer, type MailMessage } from '../platform/mail';

/** The queue of the mail worker: it sends the outbox until it is empty (any job, any data). */
export const RELEASE_MAIL_QUEUE = 'release-mail';
/**
 * How long a worker holds the mails it took before another may take them again: a worker that died
 * (kill -9, a lost machine) leaves its lease to run out. Far above a batch's sending time (a few
 * hundred milliseconds), so a live worker is not overtaken.
 */
const MAIL_LEASE_SECONDS = 30;
/**
 * Mails taken at once, and sent at once of those: the mail server, not this machine, is the wait.
 * A process that dies has at most MAIL_CONCURRENCY mails accepted by the mail server and not yet
 * marked sent: the most it can send twice.
 */
const MAIL_BATCH = 32;
export const MAIL_CONCURRENCY = 8;
/** Tries of one mail before it is given up (a refused address): the Releases page counts those failed. */
export const MAIL_ATTEMPTS = 5;

export interface ReleaseMailContext {
  db: Database;
  mailer: Mailer;
  /** The configuration in each language: the mail is in the account's (issue 32). */
  siteConfigs: SiteConfigs;
  publicUrl: URL;
  log: FastifyBaseLogger;
  /** MAIL_LEASE_SECONDS unless a test needs a lease to run out sooner. */
  leaseSeconds?: number;
}

/** Wakes the mail worker (one waiting job is enough: it sends whatever the outbox holds). */
export async function queueReleaseMails(jobs: JobQueue) {
  await jobs.send(RELEASE_MAIL_QUEUE, {}, { subject: RELEASE_MAIL_QUEUE });
}

/**
 * The e-mail of a released decision: that there is an update, and the link to sign in. Never the
 * decision, nor anything that would tell it. Its Message-ID is the release's and the applicant's,
 * the same each time it is sent: a mail sent again after a crash (docs/decisions.md D-STF-25) is the same
 * message, which mail systems and the tests recognise.
 */
export function releaseMail(
  config: SiteConfig,
  publicUrl: URL,
  to: string,
  ids: { releaseId: string; applicantId: string },
  mail: MailText = MAIL_TEXT_EN,
): MailMessage {
  const login = String(new URL('/login', publicUrl));
  const message = composeMail(
    config,
    to,
    mail.releaseSubject,
    [mail.releaseUpdate(config.institution.name, config.applicationTitle), mail.releaseSignIn(login)],
    mail.language,
  );
  return { ...message, messageId: `<release.${ids.releaseId}.${ids.applicantId}@${publicUrl.hostname}>` };
}

interface OutboxRow {
  release_id: string;
  applicant_id: string;
  email: string;
  /** The account's language (issue 32): the applicant's mail is written in it. */
  language: string;
}

/**
 * The mail worker (issue 28): sends the outbox until nothing is left to take. Each round leases a
 * few unsent mails (skipping those another worker holds), sends them a few at a time and marks each
 * sent as soon as the mail server has accepted it. A mail that fails keeps its lease and is taken
 * again once it runs out, up to MAIL_ATTEMPTS tries. When only mails another worker holds are left,
 * it waits until they are sent or their lease runs out: a worker killed mid-batch leaves leases that
 * a restarted process then picks up at once, without waiting for the per-minute sweep.
 */
export async function sendReleaseMails(context: ReleaseMailContext) {
  for (;;) {
    const taken = await leaseMails(context.db, context.leaseSeconds ?? MAIL_LEASE_SECONDS);
    if (taken.length > 0) await sendAll(context, taken);
    else if (!(await awaitHeldMails(context.db))) return;
  }
}

/**
 * Waits while every unsent mail is held by another worker: true once one can be taken (its lease
 * ran out: that worker died), false once none is left (it sent them). Within a lease's time.
 */
async function awaitHeldMails(db: Database): Promise<boolean> {
  for (;;) {
    const [left] = await queryRows<{ held: number; free: number }>(
      db,
      sql`select count(*) filter (where lease_until > now())::int as held,
          count(*) filter (where lease_until is null or lease_until <= now())::int as free
        from release_mails where sent_at is null and attempts < ${MAIL_ATTEMPTS}`,
    );
    if (Number(left?.free) > 0) return true;
    if (Number(left?.held ?? 0) === 0) return false;
    await delay(1000);
  }
}

/** Leases the next unsent mails, oldest first, with their applicants' addresses as they are now. */
async function leaseMails(db: Database, leaseSeconds: number): Promise<OutboxRow[]> {
  return queryRows<OutboxRow>(
    db,
    sql`with taken as (
        update release_mails x
          set lease_until = now() + ${`${leaseSeconds} seconds`}::interval, attempts = x.attempts + 1
        from (select release_id, applicant_id from release_mails
            where sent_at is null and attempts < ${MAIL_ATTEMPTS}
              and (lease_until is null or lease_until <= now())
            order by queued_at
            limit ${MAIL_BATCH}
            for update skip locked) next
        where x.release_id = next.release_id and x.applicant_id = next.applicant_id
        returning x.release_id, x.applicant_id
      )
      select t.release_id, t.applicant_id, a.email, a.language from taken t join applicants a on a.id = t.applicant_id`,
  );
}

/** Sends the leased mails, MAIL_CONCURRENCY at a time, marking each sent once the server took it. */
async function sendAll(context: ReleaseMailContext, rows: OutboxRow[]) {
  const queue = [...rows];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const ids = { releaseId: row.release_id, applicantId: row.applicant_id };
      try {
        const language = isLanguage(row.language) ? row.language : 'en';
        const { mail } = CATALOGUES[language];
        await context.mailer.send(
          releaseMail(context.siteConfigs[language], context.publicUrl, row.email, ids, mail),
        );
      } catch (err) {
        context.log.warn({ err, release: row.release_id }, 'release mail not sent; tried again later');
        continue;
      }
      await queryRows(
        context.db,
        sql`update release_mails set sent_at = now(), lease_until = null
          where release_id = ${row.release_id} and applicant_id = ${row.applicant_id}`,
      );
    }
  };
  await Promise.all(Array.from({ length: MAIL_CONCURRENCY }, worker));
}
