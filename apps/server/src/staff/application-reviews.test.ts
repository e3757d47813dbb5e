import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SITE_ORIGIN } from '../../test/accounts-helpers';
import { applicantWith, getAs, signedInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { applicationReviews, auditEvents } from '../platform/database/schema';

type Reviews = {
  may_review: boolean;
  own: { staff_email: string; ratings: Record<string, unknown>; recommendation: string } | null;
  others: { staff_email: string; recommendation: string }[];
};

const RATINGS = { academic_preparation: '4', essay: '5', activities_character: '3' };

describe('reviews: the assigned reader or an admin rates an application on the rubric (issue 28)', () => {
  let testApp: MailedTestApp;
  let admin: string;
  let reader: string;
  let otherReader: string;
  let applicantCookie: string;
  let id: string;
  const readerEmail = 'review.reader@harborvalley.example.edu';

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
    admin = await signedInStaff(testApp, 'review.admin@harborvalley.example.edu', 'admin');
    reader = await signedInStaff(testApp, readerEmail, 'reader');
    otherReader = await signedInStaff(testApp, 'review.other@harborvalley.example.edu', 'reader');
    const applicant = await applicantWith(testApp, { first_name: 'Rey' });
    applicantCookie = applicant.applicantCookie;
    const found = await getAs(
      testApp,
      `/staff-api/applications?q=${encodeURIComponent(applicant.applicant)}`,
      admin,
    );
    id = found.json<{ applications: { id: string }[] }>().applications[0]!.id;
    const members = await getAs(testApp, '/staff-api/staff', admin);
    const readerId = members
      .json<{ members: { id: string; email: string }[] }>()
      .members.find((member) => member.email === readerEmail)!.id;
    const assigned = await send('POST', '/staff-api/assignments', admin, {
      application_ids: [id],
      reader_id: readerId,
    });
    expect(assigned.statusCode).toBe(200);
  });
  afterAll(async () => {
    await testApp.close();
  });

  function send(method: 'PUT' | 'POST', url: string, cookie: string, payload: unknown) {
    return testApp.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { cookie, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
  }
  const reviewUrl = () => `/staff-api/applications/${id}/review`;
  const saveAs = (cookie: string, payload: unknown) => send('PUT', reviewUrl(), cookie, payload);
  const readAs = async (cookie: string) => {
    const response = await getAs(testApp, reviewUrl(), cookie);
    expect(response.statusCode).toBe(200);
    return response.json<Reviews>();
  };
  const savedRows = () =>
    testApp.database.db.select().from(applicationReviews).where(eq(applicationReviews.applicantId, id));

  it('saves the assigned reader’s review, replaces it on a second save, and audits each', async () => {
    expect(await readAs(reader)).toEqual({ may_review: true, own: null, others: [] });
    const first = await saveAs(reader, {
      ratings: { ...RATINGS, essay_desc: '5 – Outstanding' },
      recommendation: 'recommend',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Your review has been saved.',
      review: { staff_email: readerEmail, ratings: RATINGS, recommendation: 'recommend' },
    });
    const second = await saveAs(reader, {
      ratings: { ...RATINGS, essay: '2' },
      recommendation: 'recommend_with_reservations',
    });
    expect(second.statusCode).toBe(200);
    const rows = await savedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ratings: { ...RATINGS, essay: '2' },
      recommendation: 'recommend_with_reservations',
    });
    const audit = await testApp.database.db.select().from(auditEvents).where(eq(auditEvents.applicantId, id));
    expect(audit.filter((row) => row.action === 'review.saved').map((row) => row.detail)).toEqual([
      'recommend',
      'recommend_with_reservations',
    ]);
  });

  it('refuses a reader who is not assigned, with a message, and an applicant or no one', async () => {
    expect(await readAs(otherReader)).toMatchObject({ may_review: false, own: null, others: [] });
    const refused = await saveAs(otherReader, { ratings: RATINGS, recommendation: 'recommend' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only the reader assigned to this application, or an administrator, can review it. Ask an administrator to assign it to you.',
    );
    expect(
      (await saveAs(applicantCookie, { ratings: RATINGS, recommendation: 'recommend' })).statusCode,
    ).toBe(401);
    expect((await getAs(testApp, reviewUrl(), applicantCookie)).statusCode).toBe(401);
    expect((await saveAs('', { ratings: RATINGS, recommendation: 'recommend' })).statusCode).toBe(401);
    expect((await savedRows()).map((row) => row.recommendation)).toEqual(['recommend_with_reservations']);
  });

  it("refuses bad ratings with the validator's message per question, and saves nothing", async () => {
    const before = await savedRows();
    const missing = await saveAs(reader, { ratings: { essay: '3' }, recommendation: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The review is not complete: see the message at each question.',
      errors: {
        academic_preparation: ['Rate the academic preparation.'],
        activities_character: ['Rate the activities and character.'],
        recommendation: ['Choose a recommendation.'],
      },
    });
    const offScale = await saveAs(reader, {
      ratings: { ...RATINGS, essay: '9' },
      recommendation: 'recommend',
    });
    expect(offScale.statusCode).toBe(400);
    expect(offScale.json().errors).toEqual({ essay: ['Choose one of the choices given.'] });
    const unknown = await saveAs(reader, {
      ratings: { ...RATINGS, gpa: '4.0' },
      recommendation: 'recommend',
    });
    expect(unknown.json().errors).toEqual({ gpa: ['is not a question of the review form'] });
    // Not the request's shape: refused by its schema.
    expect((await saveAs(reader, { ratings: RATINGS })).statusCode).toBe(400);
    expect(
      (await saveAs(reader, { ratings: RATINGS, recommendation: 'recommend', extra: 1 })).statusCode,
    ).toBe(400);
    expect(await savedRows()).toEqual(before);
  });

  it("lets an admin review any application and read everyone's reviews; a reader reads only their own", async () => {
    expect((await readAs(admin)).may_review).toBe(true);
    expect((await saveAs(admin, { ratings: RATINGS, recommendation: 'strongly_recommend' })).statusCode).toBe(
      200,
    );
    const asAdmin = await readAs(admin);
    expect(asAdmin.own?.recommendation).toBe('strongly_recommend');
    expect(asAdmin.others).toEqual([
      expect.objectContaining({ staff_email: readerEmail, recommendation: 'recommend_with_reservations' }),
    ]);
    const asReader = await readAs(reader);
    expect(asReader.own?.recommendation).toBe('recommend_with_reservations');
    expect(asReader.others).toEqual([]);
  });

  it('answers 404 for an application that does not exist', async () => {
    const unknown = '/staff-api/applications/00000000-0000-4000-8000-000000000000/review';
    expect((await getAs(testApp, unknown, admin)).statusCode).toBe(404);
    expect(
      (await send('PUT', unknown, admin, { ratings: RATINGS, recommendation: 'recommend' })).statusCode,
    ).toBe(404);
  });
});
