import { SERVER_MESSAGES } from '@portico/application';
import { sql } from 'drizzle-orm';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newEmail, post, STRONG_PASSWORD } from '../../test/accounts-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from '../platform/database/open-database';
import { applicants } from '../platform/database/schema';
import { hashPassword } from './passwords';
import { ACCOUNT_MAIL_QUEUE } from './account-mail-jobs';

/**
 * Whether an address has an account must not show in how long resend or forgot-password take. So
 * neither waits for what only an account causes (a token, a code, the mail server): against a mail
 * server that never answers, each is answered at once, and the same job is queued for every
 * address once it has been.
 */
describe('account mail, sent by a job', () => {
  const sockets = new Set<Socket>();
  const silentMailServer = createServer((socket) => sockets.add(socket));
  let testApp: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => silentMailServer.listen(0, '127.0.0.1', resolve));
    const address = silentMailServer.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    testApp = await buildTestApp({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, dir: '/nonexistent' } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    silentMailServer.close();
    await testApp.close();
  });

  const queuedFor = (username: string) =>
    queryRows<{ kind: string }>(
      testApp.database.db,
      sql`select data->>'kind' as kind from pgboss.job
          where name = ${ACCOUNT_MAIL_QUEUE} and data->>'username' = ${username}`,
    );

  it('answers without waiting for the mail, queuing the same job whether or not the address has an account', async () => {
    const confirmed = newEmail('owner');
    const pending = newEmail('pending');
    const passwordHash = await hashPassword(STRONG_PASSWORD);
    await testApp.database.db.insert(applicants).values([
      { email: confirmed, passwordHash, confirmedAt: new Date() },
      { email: pending, passwordHash },
    ]);
    const unknown = newEmail('ghost');

    for (const username of [confirmed, unknown]) {
      const response = await post(testApp, '/public/forgot-password', { username });
      expect(response.json()).toEqual({ message: SERVER_MESSAGES.forgotSent });
    }
    for (const username of [pending, unknown]) {
      const response = await post(testApp, '/public/resend-confirm', { username });
      expect(response.json()).toEqual({ message: SERVER_MESSAGES.resendSent });
    }

    await vi.waitFor(async () => {
      expect(await queuedFor(confirmed)).toEqual([{ kind: 'password-reset' }]);
      expect(await queuedFor(pending)).toEqual([{ kind: 'confirmation-code' }]);
      expect(await queuedFor(unknown)).toEqual(
        expect.arrayContaining([{ kind: 'password-reset' }, { kind: 'confirmation-code' }]),
      );
    });
  });
});
