import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, signedInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { queryRows } from '../platform/database/open-database';
import { staffMembers } from '../platform/database/schema';

describe('exports in words: readable headers, statuses, times where the institution is, reader and decision (issue 28)', () => {
  let testApp: MailedTestApp;
  let cookie: string;
  let readerId: string;
  const readerEmail = 'words.reader@harborvalley.example.edu';

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
    cookie = await signedInStaff(testApp, readerEmail, 'reader');
    [{ id: readerId }] = (await testApp.database.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.email, readerEmail))) as [{ id: string }];
  });
  afterAll(async () => {
    await testApp.close();
  });

  /**
   * A submitted application written to the tables, with its reference: submitted on 15 January at
   * 19:03 UTC (14:03 in New York, the site's zone), assigned to the reader, and, when asked, with a
   * decision to admit for two reasons, released on 1 March at 14:00 UTC (09:00 in New York).
   */
  async function submitted({
    decided,
    language = null,
  }: {
    decided: boolean;
    language?: 'en' | 'es' | null;
  }) {
    const id = randomUUID();
    const reference = `2027-${id.slice(0, 4)}-${id.slice(9, 13)}`.toUpperCase();
    const { db } = testApp.database;
    await queryRows(
      db,
      sql`insert into applicants (id, email, password_hash, confirmed_at)
        values (${id}, ${`words.${id}@example.com`}, 'x', now())`,
    );
    await queryRows(
      db,
      sql`insert into applications (applicant_id, answers, submitted_at, reference, language)
        values (${id}, ${JSON.stringify({ first_name: 'Ines', last_name: 'Words', jsu_attend: 'N', jsu_attend_desc: 'No' })}::jsonb,
          '2027-01-15T19:03:00Z', ${reference}, ${language})`,
    );
    await queryRows(
      db,
      sql`insert into application_assignments (applicant_id, staff_id) values (${id}, ${readerId})`,
    );
    if (decided) {
      await queryRows(
        db,
        sql`insert into application_decisions (applicant_id, decision, reasons, released_at)
          values (${id}, 'admit', '["academic_record","essay"]'::jsonb, '2027-03-01T14:00:00Z')`,
      );
    }
    return { id, reference };
  }

  const csvOf = async (query: string) => {
    const response = await getAs(testApp, `/staff-api/applications.csv?${query}`, cookie);
    expect(response.statusCode).toBe(200);
    // A byte-order mark first, for Excel to read UTF-8 as UTF-8.
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    return parse(response.body, { bom: true }) as string[][];
  };

  it('heads every column in words: tokens filled in, no answer key in brackets, each header once, times with their zone', async () => {
    const [headers] = await csvOf('q=nobody-matches-this');
    // Fails on the five headers that held a literal {institution} and on the 200 or so that showed
    // their answer key in brackets ('City (mailing_city)').
    expect(headers!.filter((header) => header.includes('{') || header.includes('}'))).toEqual([]);
    expect(headers!.filter((header) => /\([a-z0-9_]+\)/.test(header))).toEqual([]);
    expect(new Set(headers).size).toBe(headers!.length);
    expect(headers!.slice(0, 11)).toEqual([
      'Reference',
      'Status',
      'Applicant progress',
      'Submitted (America/New_York)',
      'Last activity (America/New_York)',
      'E-mail',
      'Reader',
      'Decision',
      'Decision reasons',
      'Decision released (America/New_York)',
      'Language',
    ]);
    expect(headers).toContain('Have you ever taken classes at Harbor Valley State University?');
    expect(headers).toContain('Mailing Address – City');
  });

  it('gives the status and progress in words, times as 2027-01-15 14:03 in New York, the reader and the decision', async () => {
    const { reference } = await submitted({ decided: true });
    const [headers, cells, ...rest] = await csvOf(`q=${reference}`);
    expect(rest).toEqual([]);
    const at = (header: string) => cells![headers!.indexOf(header)];
    expect(at('Reference')).toBe(reference);
    expect(at('Status')).toBe('Decision released');
    expect(at('Applicant progress')).toBe('Submitted');
    expect(at('Submitted (America/New_York)')).toBe('2027-01-15 14:03');
    expect(at('Last activity (America/New_York)')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(at('Reader')).toBe(readerEmail);
    expect(at('Decision')).toBe('Admit');
    expect(at('Decision reasons')).toBe('Strong academic record; Strong essay');
    expect(at('Decision released (America/New_York)')).toBe('2027-03-01 09:00');
    expect(at('Have you ever taken classes at Harbor Valley State University?')).toBe('No');

    const [row] = (await getAs(testApp, `/staff-api/applications.json?q=${reference}`, cookie)).json<
      Record<string, unknown>[]
    >();
    expect(row).toMatchObject({
      reference,
      status: 'Decision released',
      progress: 'Submitted',
      submitted_at: '2027-01-15T14:03:00-05:00',
      reader: readerEmail,
      decision: 'Admit',
      decision_reasons: 'Strong academic record; Strong essay',
      decision_released_at: '2027-03-01T09:00:00-05:00',
    });
  });

  it('leaves the decision empty where none is recorded, and the status its checklist gives', async () => {
    const { reference } = await submitted({ decided: false });
    const [headers, cells] = await csvOf(`q=${reference}`);
    const at = (header: string) => cells![headers!.indexOf(header)];
    expect(at('Status')).toBe('Submitted – incomplete');
    expect(at('Reader')).toBe(readerEmail);
    expect([at('Decision'), at('Decision reasons'), at('Decision released (America/New_York)')]).toEqual([
      '',
      '',
      '',
    ]);
    expect(at('Language')).toBe('');
  });

  it('says the language each application was filled in by its English name, in the CSV and the JSON (issue 32)', async () => {
    const spanish = await submitted({ decided: false, language: 'es' });
    const english = await submitted({ decided: false, language: 'en' });
    for (const [{ reference }, name] of [
      [spanish, 'Spanish'],
      [english, 'English'],
    ] as const) {
      const [headers, cells] = await csvOf(`q=${reference}`);
      expect(cells![headers!.indexOf('Language')]).toBe(name);
      const [row] = (await getAs(testApp, `/staff-api/applications.json?q=${reference}`, cookie)).json<
        Record<string, unknown>[]
      >();
      expect(row).toMatchObject({ reference, language: name });
    }
  });
});
