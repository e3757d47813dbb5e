import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../test/accounts-helpers';
import { applicantWith, getAs, signedInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { queryRows } from '../platform/database/open-database';
import { applicationNotes, auditEvents } from '../platform/database/schema';

type Notes = { notes: { id: string; staff_email: string; body: string; created_at: string }[] };

describe('notes: append-only, with author and time, by any staff member (issue 28)', () => {
  let testApp: MailedTestApp;
  let reader: string;
  let applicantCookie: string;
  let id: string;
  const readerEmail = 'notes.reader@harborvalley.example.edu';

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
    reader = await signedInStaff(testApp, readerEmail, 'reader');
    const applicant = await applicantWith(testApp, { first_name: 'Noa' });
    applicantCookie = applicant.applicantCookie;
    const found = await getAs(
      testApp,
      `/staff-api/applications?q=${encodeURIComponent(applicant.applicant)}`,
      reader,
    );
    id = found.json<{ applications: { id: string }[] }>().applications[0]!.id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const notesUrl = () => `/staff-api/applications/${id}/notes`;
  const addAs = (cookie: string, payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: notesUrl(),
      payload: payload as object,
      headers: { cookie, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
  const notesOf = async () => {
    const response = await getAs(testApp, notesUrl(), reader);
    expect(response.statusCode).toBe(200);
    return response.json<Notes>().notes;
  };

  it('adds a note trimmed, by a reader not assigned the application, with its author and time, audited', async () => {
    const added = await addAs(reader, { body: '  Strong essay on tidal energy.\n' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      message: 'The note has been added.',
      note: { staff_email: readerEmail, body: 'Strong essay on tidal energy.' },
    });
    const [note] = await notesOf();
    expect(note).toMatchObject({ staff_email: readerEmail, body: 'Strong essay on tidal energy.' });
    expect(Date.now() - Date.parse(note!.created_at)).toBeLessThan(60_000);
    const audit = await testApp.database.db.select().from(auditEvents).where(eq(auditEvents.applicantId, id));
    expect(audit.filter((row) => row.action === 'note.added')).toHaveLength(1);
  });

  it('refuses an empty note and one too long, with a message, and adds nothing', async () => {
    const before = await notesOf();
    const empty = await addAs(reader, { body: ' \n\t ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ body: ['Write the note before adding it.'] });
    const long = await addAs(reader, { body: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ body: ['A note has at most 5,000 characters.'] });
    expect((await addAs(reader, { body: 'x'.repeat(5000) })).statusCode).toBe(200);
    expect((await addAs(reader, {})).statusCode).toBe(400);
    expect(await notesOf()).toHaveLength(before.length + 1);
  });

  it('refuses an applicant, no one, and an application that does not exist', async () => {
    expect((await addAs(applicantCookie, { body: 'Mine' })).statusCode).toBe(401);
    expect((await getAs(testApp, notesUrl(), applicantCookie)).statusCode).toBe(401);
    expect((await addAs('', { body: 'Nobody' })).statusCode).toBe(401);
    const unknown = '/staff-api/applications/00000000-0000-4000-8000-000000000000/notes';
    expect((await getAs(testApp, unknown, reader)).statusCode).toBe(404);
  });

  it('cannot be changed or deleted, even by SQL', async () => {
    const db = testApp.database.db;
    await expect(queryRows(db, sql`update application_notes set body = 'rewritten'`)).rejects.toThrow();
    await expect(queryRows(db, sql`delete from application_notes`)).rejects.toThrow();
    await expect(queryRows(db, sql`truncate application_notes`)).rejects.toThrow();
    await expect(db.update(applicationNotes).set({ body: 'rewritten' })).rejects.toThrow();
    expect((await notesOf()).map((note) => note.body)).toContain('Strong essay on tidal energy.');
  });

  it('keeps every one of 100 notes posted at once', async () => {
    const before = (await notesOf()).length;
    const bodies = Array.from({ length: 100 }, (_, at) => `Concurrent note ${at}`);
    const responses = await Promise.all(bodies.map((body) => addAs(reader, { body })));
    expect(responses.map((response) => response.statusCode)).toEqual(bodies.map(() => 200));
    const notes = await notesOf();
    expect(notes).toHaveLength(before + 100);
    expect(new Set(notes.map((note) => note.body))).toEqual(
      new Set([...notes.slice(0, before).map((note) => note.body), ...bodies]),
    );
  });
});
