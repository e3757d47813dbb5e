import { STAFF_MESSAGES } from '@portico/application';
import type { ApplicationPdfResponse } from '@portico/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm, SITE_ORIGIN } from '../../test/accounts-helpers';
import { RecordingRenderer } from '../../test/recording-renderer';
import { getAs, signedInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { findApplicantByEmail } from '../accounts/find-applicant';
import { DEFAULT_LIMITS } from '../platform/throttle';

/** The staff download's limit in this test: low enough to reach. */
const PDF_LIMIT = 12;

describe('the staff download of an application PDF: printed once per version, throttled (issue 27, I4)', () => {
  let testApp: MailedTestApp;
  const renderer = new RecordingRenderer();
  beforeAll(async () => {
    testApp = await buildMailedTestApp({
      renderer,
      limits: { ...DEFAULT_LIMITS, 'staff-pdf': { limit: PDF_LIMIT, windowMs: 10 * 60_000 } },
    });
    // Chromium prints the print view from the server's own address.
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function applicant() {
    const email = await signUpAndConfirm(testApp);
    const cookie = await logInAs(testApp, email);
    return { cookie, id: (await findApplicantByEmail(testApp.database.db, email))!.id };
  }
  const saveAs = (cookie: string, answers: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/answer',
      payload: { answers },
      headers: { cookie, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });

  it('prints a version once however often and however many at once it is downloaded, anew once it changed; the applicant’s copy is the same', async () => {
    const staff = await signedInStaff(testApp, 'paula.pdf@harborvalley.example.edu', 'reader');
    const { cookie, id } = await applicant();
    expect((await saveAs(cookie, { first_name: 'Ada' })).statusCode).toBe(200);
    const download = () => getAs(testApp, `/staff-api/applications/${id}/pdf`, staff);
    const before = renderer.printed.length;

    const first = await download();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const again = await Promise.all([download(), download(), download()]);
    for (const response of again) expect(response.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renderer.printed.length - before).toBe(1);

    // The applicant's own copy is that print: ready at once, nothing printed again.
    const own = await testApp.app.inject({ method: 'GET', url: '/api/pdf', headers: { cookie } });
    expect(own.json<ApplicationPdfResponse>().status).toBe('COMPLETED');
    expect(renderer.printed.length - before).toBe(1);

    // A changed application is printed anew, once, for downloads asked at once.
    expect((await saveAs(cookie, { first_name: 'Adah' })).statusCode).toBe(200);
    const changed = await Promise.all([download(), download(), download()]);
    for (const response of changed) expect(response.statusCode).toBe(200);
    expect(renderer.printed.length - before).toBe(2);
    expect((await download()).statusCode).toBe(200);
    expect(renderer.printed.length - before).toBe(2);
  });

  it('answers 429 with a message past the limit per staff member, another staff member unaffected', async () => {
    const staff = await signedInStaff(testApp, 'tom.throttled@harborvalley.example.edu', 'reader');
    const other = await signedInStaff(testApp, 'olga.other@harborvalley.example.edu', 'reader');
    const { cookie: applicantCookie, id } = await applicant();
    expect((await saveAs(applicantCookie, { first_name: 'Tess' })).statusCode).toBe(200);
    const download = (cookie: string) => getAs(testApp, `/staff-api/applications/${id}/pdf`, cookie);
    const printed = renderer.printed.length;
    const answers = await Promise.all(Array.from({ length: PDF_LIMIT + 5 }, () => download(staff)));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PDF_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(answers.find((response) => response.statusCode === 429)!.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: STAFF_MESSAGES.tooManyPdfs,
    });
    expect(renderer.printed.length - printed).toBe(1);
    expect((await download(other)).statusCode).toBe(200);
  });
});
