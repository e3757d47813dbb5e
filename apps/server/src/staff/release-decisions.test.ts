import { STAFF_MESSAGES } from '@portico/application';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITE_ORIGIN } from '../../test/accounts-helpers';
import { getAs, seedApplications, signedInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { applicationDecisions, auditEvents, releaseMails } from '../platform/database/schema';
import type { JobQueue } from '../platform/jobs';
import { publishDueReleases } from './release-decisions';
import { releaseMail } from './release-mail';

interface Release {
  id: string;
  state: string;
  decisions: number;
  released: number;
  mails_sent: number;
}

describe('releases: admins publish recorded decisions, now or at a set time (issue 28)', () => {
  let testApp: MailedTestApp;
  let admin: string;
  let decider: string;
  let reader: string;

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
    admin = await signedInStaff(testApp, 'release.admin@harborvalley.example.edu', 'admin');
    decider = await signedInStaff(testApp, 'release.decider@harborvalley.example.edu', 'decider');
    reader = await signedInStaff(testApp, 'release.reader@harborvalley.example.edu', 'reader');
  });
  afterAll(() => testApp.close());

  const post = (cookie: string, url: string, payload?: object, method: 'POST' | 'PUT' = 'POST') =>
    testApp.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { cookie, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
  const decideMany = async (ids: string[], decision: string) => {
    const recorded = await post(decider, '/staff-api/decisions', {
      application_ids: ids,
      decision,
      reasons: [],
    });
    expect(recorded.statusCode).toBe(200);
  };
  const releases = async () =>
    (await getAs(testApp, '/staff-api/releases', admin)).json<{ releases: Release[] }>().releases;
  const releaseOf = async (id: string) => (await releases()).find((release) => release.id === id)!;
  /** Until the job has published the release and the worker sent its every e-mail. */
  const settled = (id: string, count: number) =>
    vi.waitFor(
      async () => {
        const release = await releaseOf(id);
        expect(release).toMatchObject({ state: 'finished', released: count, mails_sent: count });
        return release;
      },
      { timeout: 30_000, interval: 200 },
    );
  const releasedIds = async (ids: string[]) =>
    (
      await testApp.database.db
        .select({ id: applicationDecisions.applicantId })
        .from(applicationDecisions)
        .where(
          and(inArray(applicationDecisions.applicantId, ids), isNotNull(applicationDecisions.releasedAt)),
        )
    )
      .map((row) => row.id)
      .sort();
  /** The release job run in this test, as a process's job would (the queue is not needed to publish). */
  const runReleaseJob = () =>
    publishDueReleases({
      db: testApp.database.db,
      jobs: { send: async () => {} } as unknown as JobQueue,
      siteConfig: testApp.siteConfig,
      log: pino({ level: 'silent' }),
    });

  it('refuses readers and deciders (403) on every release endpoint', async () => {
    for (const cookie of [reader, decider]) {
      for (const response of [
        await getAs(testApp, '/staff-api/releases/preview?decision=admit', cookie),
        await getAs(testApp, '/staff-api/releases', cookie),
        await post(cookie, '/staff-api/releases', { decision: 'admit' }),
        await post(cookie, `/staff-api/releases/${crypto.randomUUID()}/cancel`),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(STAFF_MESSAGES.adminsOnly);
      }
    }
  });

  it('releases exactly the selection: one decision of one entry term, with one e-mail each and no decision in it', async () => {
    const fall = await seedApplications(testApp, 30, true, { entry_term: '202708' });
    const spring = await seedApplications(testApp, 10, true, { entry_term: '202801' });
    await decideMany(fall.slice(0, 20), 'admit');
    await decideMany(fall.slice(20), 'deny');
    await decideMany(spring, 'admit');

    const preview = await getAs(testApp, '/staff-api/releases/preview?decision=admit&term=202708', admin);
    expect(preview.json()).toEqual({ count: 20, message: STAFF_MESSAGES.releaseCount(20, 'Admit') });
    const created = await post(admin, '/staff-api/releases', { decision: 'admit', term: '202708' });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(STAFF_MESSAGES.releaseCreated(20, 'Admit'));
    const { id } = created.json<{ release: Release }>().release;
    await settled(id, 20);

    expect(await releasedIds([...fall, ...spring])).toEqual(fall.slice(0, 20).sort());
    const outbox = await testApp.database.db
      .select()
      .from(releaseMails)
      .where(eq(releaseMails.releaseId, id));
    expect(outbox.map((mail) => mail.applicantId).sort()).toEqual(fall.slice(0, 20).sort());
    const audited = await testApp.database.db
      .select({
        action: auditEvents.action,
        applicantId: auditEvents.applicantId,
        detail: auditEvents.detail,
      })
      .from(auditEvents)
      .where(inArray(auditEvents.action, ['decisions.released', 'release.created']));
    expect(audited.filter((event) => event.action === 'release.created')).toHaveLength(1);
    const released = audited.filter((event) => event.action === 'decisions.released');
    expect(released.map((event) => event.applicantId).sort()).toEqual(fall.slice(0, 20).sort());
    expect(released.every((event) => event.detail === 'admit')).toBe(true);

    // One e-mail to each applicant released: the update and the link to sign in, no decision.
    await vi.waitFor(() => expect(testApp.mail.messages.filter(isReleaseMail)).toHaveLength(20));
    const mails = testApp.mail.messages.filter(isReleaseMail);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(20);
    for (const mail of mails) {
      expect(mail.text).toContain('There is an update on your');
      expect(mail.text).toContain('Log in to read it: http://localhost:3000/login\n');
    }

    // Released, a decision is fixed; a second release of the same finds nothing.
    const again = await post(
      decider,
      `/staff-api/applications/${fall[0]}/decision`,
      { decision: 'deny', reasons: [] },
      'PUT',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STAFF_MESSAGES.decisionAlreadyReleased);
    const bulk = await post(decider, '/staff-api/decisions', {
      application_ids: fall.slice(0, 25),
      decision: 'waitlist',
      reasons: [],
    });
    expect(bulk.statusCode).toBe(409);
    expect(bulk.json().message).toBe(STAFF_MESSAGES.decisionsAlreadyReleased(20));
    const nothing = await post(admin, '/staff-api/releases', { decision: 'admit', term: '202708' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(STAFF_MESSAGES.releaseNothing);
  });

  it('releases chosen applications only, those of them with that decision', async () => {
    const ids = await seedApplications(testApp, 6, true);
    await decideMany(ids.slice(0, 4), 'waitlist');
    await decideMany(ids.slice(4), 'defer');
    const chosen = [ids[0]!, ids[1]!, ids[4]!];
    const created = await post(admin, '/staff-api/releases', {
      decision: 'waitlist',
      application_ids: chosen,
    });
    expect(created.json()).toMatchObject({ release: { decisions: 2 } });
    await settled(created.json().release.id, 2);
    expect(await releasedIds(ids)).toEqual([ids[0]!, ids[1]!].sort());
  });

  it('does not publish a release at a set time before that time, and cancels one not yet started', async () => {
    const ids = await seedApplications(testApp, 4, true, { entry_term: '202805' });
    await decideMany(ids, 'admit');
    const pastTime = await post(admin, '/staff-api/releases', {
      decision: 'admit',
      term: '202805',
      release_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(pastTime.statusCode).toBe(400);
    expect(pastTime.json().message).toContain(STAFF_MESSAGES.releaseAtInvalid);

    const later = await post(admin, '/staff-api/releases', {
      decision: 'admit',
      term: '202805',
      release_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(later.statusCode).toBe(200);
    expect(later.json().message).toMatch(/^4 Admit decisions will be released on /);
    const laterId = later.json<{ release: Release }>().release.id;
    const soon = await post(admin, '/staff-api/releases', {
      decision: 'admit',
      term: '202805',
      release_at: new Date(Date.now() + 4_000).toISOString(),
    });
    const soonId = soon.json<{ release: Release }>().release.id;

    // Before its time, the job publishes nothing of either.
    await runReleaseJob();
    expect(await releasedIds(ids)).toEqual([]);
    expect(await releaseOf(soonId)).toMatchObject({ state: 'scheduled', released: 0 });

    const cancelled = await post(admin, `/staff-api/releases/${laterId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: STAFF_MESSAGES.releaseCancelled,
      release: { state: 'cancelled' },
    });
    const twice = await post(admin, `/staff-api/releases/${laterId}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect((await post(admin, `/staff-api/releases/${crypto.randomUUID()}/cancel`)).statusCode).toBe(404);

    // At its time, the queued job publishes it; started, it can no longer be cancelled.
    await settled(soonId, 4);
    expect(await releasedIds(ids)).toEqual([...ids].sort());
    expect((await post(admin, `/staff-api/releases/${soonId}/cancel`)).statusCode).toBe(409);
    expect(await releaseOf(laterId)).toMatchObject({ state: 'cancelled', released: 0 });
  });

  it('refuses an unknown decision (400) and a selection of nothing, making no release', async () => {
    const before = (await releases()).length;
    for (const body of [
      { decision: 'maybe' },
      { decision: 'deny', term: 'no-such-term' },
      { term: '202708' },
    ]) {
      expect((await post(admin, '/staff-api/releases', body)).statusCode).toBe(400);
    }
    expect((await getAs(testApp, '/staff-api/releases/preview?decision=maybe', admin)).statusCode).toBe(400);
    expect(await releases()).toHaveLength(before);
  });

  it('writes an e-mail that says no decision: not a decision, not a reason, in any form', () => {
    const mail = releaseMail(testApp.siteConfig, new URL('https://apply.example.edu'), 'a@example.com', {
      releaseId: crypto.randomUUID(),
      applicantId: crypto.randomUUID(),
    });
    expect(mail.subject).toBe('There is an update on your application');
    const words = testApp.siteConfig.decisions.flatMap((decision) => [
      decision.key,
      decision.label,
      ...decision.reasons.flatMap((reason) => [reason.key, reason.label]),
      ...decision.letter,
    ]);
    // And the words a decision is told in, whatever the configuration calls it.
    words.push(
      'admitted',
      'accepted',
      'congratulations',
      'regret',
      'denied',
      'waitlisted',
      'deferred',
      'decision',
    );
    for (const part of [mail.subject, mail.text, mail.html]) {
      for (const word of words) expect(part.toLowerCase()).not.toContain(word.toLowerCase());
    }
    expect(mail.text).toContain('https://apply.example.edu/login');
  });
});

function isReleaseMail(mail: { subject?: string | undefined }) {
  return mail.subject === 'There is an update on your application';
}
