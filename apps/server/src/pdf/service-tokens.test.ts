import { ZServiceSnapshot } from '@portico/contracts';
import { MESSAGES, SERVER_MESSAGES } from '@portico/application';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm, SITE_ORIGIN } from '../../test/accounts-helpers';
import { apiCall } from '../../test/documents-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { findApplicantByEmail } from '../accounts/find-applicant';
import { auditEvents, serviceTokens, serviceTokenUses } from '../platform/database/schema';
import { hashToken } from '../platform/tokens';
import { createServiceToken } from './service-tokens';

describe('the staff print view data (GET /service/tmp-pdf)', () => {
  let testApp: MailedTestApp;
  let cookie: string;
  let applicantId: string;

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
    const email = await signUpAndConfirm(testApp);
    cookie = await logInAs(testApp, email);
    applicantId = (await findApplicantByEmail(testApp.database.db, email))!.id;
    const call = apiCall(testApp, cookie);
    const saved = await call('PUT', '/api/answer', {
      answers: { first_name: 'Ada', citizenship_type: '1', ssn: '123-45-6789' },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const operator = { purpose: 'operator', madeFor: 'dean@example.edu', ip: 'cli' } as const;
  const printViewsAudited = () =>
    testApp.database.db
      .select({ email: auditEvents.email, ip: auditEvents.ip })
      .from(auditEvents)
      .where(and(eq(auditEvents.applicantId, applicantId), eq(auditEvents.action, 'service.print-view')))
      .orderBy(auditEvents.at);
  const read = (token: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: `/service/tmp-pdf?service_token=${token}`, headers });

  it('answers the applicant’s answers (the SSN whole, for staff), add-another counts, documents and tabs, and records the use', async () => {
    const token = await createServiceToken(testApp.database.db, applicantId, 60, operator);
    const response = await read(token, { 'x-forwarded-for': '10.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const snapshot = ZServiceSnapshot.parse(response.json());
    expect(snapshot.answer).toMatchObject({ first_name: 'Ada', ssn: '123-45-6789' });
    expect(snapshot).toMatchObject({ document_answer: {}, add_another: {}, tabs: {} });
    const uses = await testApp.database.db
      .select()
      .from(serviceTokenUses)
      .where(eq(serviceTokenUses.tokenHash, hashToken(token)));
    expect(uses).toHaveLength(1);
    // The SSN was shown whole: the use is in the staff audit, under whom the link is for.
    expect((await printViewsAudited()).at(-1)).toMatchObject({ email: 'dean@example.edu', ip: '127.0.0.1' });
  });

  it("masks the SSN to its last four digits for the applicant's own PDF copy", async () => {
    const before = await printViewsAudited();
    const token = await createServiceToken(testApp.database.db, applicantId, 10, { purpose: 'pdf' });
    const snapshot = ZServiceSnapshot.parse((await read(token)).json());
    expect(snapshot.answer).toMatchObject({ first_name: 'Ada', ssn: '***-**-6789' });
    // The applicant's own copy is no staff access: the audit records operators' links only.
    expect(await printViewsAudited()).toEqual(before);
  });

  it('refuses an unknown token, an expired one and a missing one, with a message the page can show', async () => {
    const unknown = await read('not-a-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(MESSAGES.serviceTokenInvalid);

    const token = await createServiceToken(testApp.database.db, applicantId, 60, operator);
    await testApp.database.db
      .update(serviceTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(serviceTokens.tokenHash, hashToken(token)));
    expect((await read(token)).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/service/tmp-pdf' })).statusCode).toBe(400);
  });

  it('opens nothing else: a service token is no session for the API', async () => {
    const token = await createServiceToken(testApp.database.db, applicantId, 60, operator);
    for (const url of [`/api/profile?service_token=${token}`, `/api/pdf?service_token=${token}`]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { origin: SITE_ORIGIN } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('offers the application PDF to its owner only, and answers 404 before there is one', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/pdf' })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/pdf/file' })).statusCode).toBe(401);
    const missing = await apiCall(testApp, cookie)('GET', '/api/pdf/file');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SERVER_MESSAGES.applicationPdfMissing);
  });
});
