import { randomUUID } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConversionResponse } from '@portico/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, signUpAndConfirm } from '../../test/accounts-helpers';
import { apiCall, pngOf, presignAndUpload } from '../../test/documents-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';
import { findApplicantByEmail } from '../accounts/find-applicant';
import { LocalObjectStore } from '../platform/object-store';
import { SWEEP_AFTER_MS, sweepObjects } from './sweep-objects';

/** Files nobody refers to go after an hour; what an application refers to stays. */
describe('the sweep of stored documents', () => {
  let testApp: MailedTestApp;
  const objectsDir = join(tmpdir(), `portico-objects-${randomUUID()}`);
  const store = new LocalObjectStore(objectsDir);
  beforeAll(async () => {
    testApp = await buildMailedTestApp({ objectsDir });
  });
  afterAll(() => testApp.close());

  /** Makes a stored object look written `ms` ago. */
  const age = async (key: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    await utimes(join(objectsDir, key), then, then);
  };

  it('removes old uploads never converted and replaced PDFs, and keeps what is referred to or new', async () => {
    const email = await signUpAndConfirm(testApp);
    const cookie = await logInAs(testApp, email);
    const call = apiCall(testApp, cookie);
    const id = (await findApplicantByEmail(testApp.database.db, email))!.id;

    // An applicant posts 20 files without asking for a conversion: the disk must not keep them.
    const abandoned: string[] = [];
    for (let n = 0; n < 5; n += 1)
      abandoned.push(await presignAndUpload(testApp, cookie, 'hs_transcript', pngOf(8, 8)));
    // One is converted: its PDF is the answer.
    const converted = await presignAndUpload(testApp, cookie, 'conduct_explanation', pngOf(8, 8));
    await call('POST', '/api/pdf/document-answer/conduct_explanation', {
      file_key: converted,
      file_name: 'c.png',
    });
    await expect
      .poll(
        async () =>
          (await call('GET', '/api/pdf/document-answer/conduct_explanation')).json<ConversionResponse>()
            .status,
        {
          timeout: 20_000,
        },
      )
      .toBe('COMPLETED');
    const [answerPdf] = await store.listWrittenBefore(`documents/${id}/`, new Date(Date.now() + 60_000));
    // A PDF that a newer one replaced while it was made.
    const orphan = `documents/${id}/conduct_explanation/${randomUUID()}.pdf`;
    await store.put(orphan, Buffer.from('%PDF-1.7 orphan'));
    const recent = await presignAndUpload(testApp, cookie, 'hs_transcript', pngOf(8, 8));

    const old = SWEEP_AFTER_MS + 60_000;
    for (const key of [...abandoned, orphan, answerPdf!]) await age(key, old);

    const removed = await sweepObjects({ db: testApp.database.db, store, log: testApp.app.log });
    expect(removed).toBe(6);
    for (const key of [...abandoned, orphan]) expect(await store.get(key)).toBeUndefined();
    expect(await store.get(answerPdf!)).toBeDefined();
    expect(await store.get(recent)).toBeDefined();
    expect((await call('GET', `/api/pdf/document-answer/conduct_explanation/file`)).statusCode).toBe(200);
  });
});
