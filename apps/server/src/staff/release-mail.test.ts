import { randomUUID } from 'node:crypto';
import { MAIL_TEXT_EN, siteConfigsIn } from '@portico/application';
import { ES } from '@portico/application/catalogue-es';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { queryRows, type DatabaseHandle } from '../platform/database/open-database';
import type { MailMessage } from '../platform/mail';
import { loadSiteConfig } from '../platform/site-config';
import { DEFAULT_SITE_CONFIG_PATH } from '../../test/test-app';
import { listReleases } from './release-decisions';
import { MAIL_ATTEMPTS, sendReleaseMails } from './release-mail';

/**
 * The mail worker on its own database, with no app and so no job of its own: a mailer that fails
 * as a mail server can, and leases of a second so that a try comes round again soon.
 */
describe('the release mail worker', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** A release of `count` applicants' decisions, published, its mails in the outbox. */
  async function queued(count: number) {
    const { db } = database;
    const ids = Array.from({ length: count }, () => randomUUID());
    const list = sql`${`{${ids.join(',')}}`}::uuid[]`;
    const [release] = await queryRows<{ id: string }>(
      db,
      sql`insert into decision_releases (release_at, selection, decisions, started_at, finished_at)
        values (now(), '{"decision":"admit"}', ${count}, now(), now()) returning id`,
    );
    await queryRows(
      db,
      sql`insert into applicants (id, email, password_hash) select id, id || '@example.com', 'x' from unnest(${list}) id`,
    );
    await queryRows(
      db,
      sql`insert into applications (applicant_id, submitted_at) select id, now() from unnest(${list}) id`,
    );
    await queryRows(
      db,
      sql`insert into application_decisions (applicant_id, decision, release_id, released_at)
        select id, 'admit', ${release!.id}, now() from unnest(${list}) id`,
    );
    await queryRows(
      db,
      sql`insert into release_mails (release_id, applicant_id) select ${release!.id}, id from unnest(${list}) id`,
    );
    return { releaseId: release!.id, emails: ids.map((id) => `${id}@example.com`) };
  }

  const worker = async (send: (message: MailMessage) => Promise<void>) =>
    sendReleaseMails({
      db: database.db,
      mailer: { send },
      siteConfigs: siteConfigsIn(await loadSiteConfig(DEFAULT_SITE_CONFIG_PATH)),
      publicUrl: new URL('https://apply.example.edu'),
      log: pino({ level: 'silent' }),
      leaseSeconds: 1,
    });

  it('sends each mail once, a refused one again after its lease, and gives up after five tries', async () => {
    const { releaseId, emails } = await queued(3);
    const [refusedOnce, refusedAlways] = emails;
    const tries = new Map<string, number>();
    const sent: MailMessage[] = [];
    await worker(async (message) => {
      const n = (tries.get(message.to) ?? 0) + 1;
      tries.set(message.to, n);
      if (message.to === refusedAlways || (message.to === refusedOnce && n === 1)) {
        throw new Error('452 try again later');
      }
      sent.push(message);
    });

    // The worker returned: nothing is left that it could still send.
    expect(sent.map((message) => message.to).sort()).toEqual(
      emails.filter((e) => e !== refusedAlways).sort(),
    );
    expect(Object.fromEntries(tries)).toEqual({
      [emails[0]!]: 2,
      [emails[1]!]: MAIL_ATTEMPTS,
      [emails[2]!]: 1,
    });
    // Each message is the release's and the applicant's, the same each time it is sent.
    expect(new Set(sent.map((message) => message.messageId)).size).toBe(2);
    expect(sent.every((message) => message.messageId?.startsWith(`<release.${releaseId}.`))).toBe(true);
    const [release] = (await listReleases(database.db)).releases.filter((entry) => entry.id === releaseId);
    expect(release).toMatchObject({ released: 3, mails_sent: 2, mails_failed: 1 });

    // Run again, it sends nothing more: a sent mail is not sent twice, a given-up one not tried.
    await worker(async (message) => {
      sent.push(message);
    });
    expect(sent).toHaveLength(2);
  }, 30_000);

  it('writes each applicant’s mail in the language of their account (issue 32)', async () => {
    const { emails } = await queued(2);
    const [spanish, english] = emails as [string, string];
    await queryRows(database.db, sql`update applicants set language = 'es' where email = ${spanish}`);
    const sent = new Map<string, MailMessage>();
    await worker(async (message) => {
      sent.set(message.to, message);
    });
    const inSpanish = sent.get(spanish)!;
    expect(inSpanish.subject).toBe(ES.mail.releaseSubject);
    expect(inSpanish.text).toContain(ES.mail.releaseSignIn('https://apply.example.edu/login'));
    expect(inSpanish.html).toContain('lang="es"');
    // The application's title as the configuration gives it in Spanish.
    expect(inSpanish.text).toContain(
      ES.mail.releaseUpdate('Harbor Valley State University', 'Solicitud de admisión a licenciatura'),
    );
    expect(`${inSpanish.subject} ${inSpanish.text}`).not.toMatch(/\{[a-zA-Z_]+\}/);
    expect(sent.get(english)!.subject).toBe(MAIL_TEXT_EN.releaseSubject);
    expect(sent.get(english)!.text).toContain('Undergraduate Application for Admission');
  }, 30_000);
});
