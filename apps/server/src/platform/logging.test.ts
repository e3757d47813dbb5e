import { sql } from 'drizzle-orm';
import { stdSerializers } from 'pino';
import { createTestDatabase } from '../../test/test-database';
import { describe, expect, it } from 'vitest';
import { logLines } from '../../test/log-lines';
import { buildTestApp } from '../../test/test-app';
import { REDACTED, redactUrl, serializeError } from './logging';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/service/tmp-pdf?service_token=abc123&x=1')).toBe(
      `/service/tmp-pdf?service_token=${encodeURIComponent(REDACTED)}&x=1`,
    );
    expect(redactUrl('/reset?username=a%40b.edu&id=secret')).not.toContain('secret');
    expect(redactUrl('/staff-api/oidc/callback?code=c0de&state=st4te&iss=x')).toBe(
      `/staff-api/oidc/callback?code=${encodeURIComponent(REDACTED)}&state=${encodeURIComponent(REDACTED)}&iss=x`,
    );
    expect(redactUrl('/about')).toBe('/about');
  });
});

describe('request logs', () => {
  it('carry no cookies, tokens or secret fields', async () => {
    const { stream: logStream, lines } = logLines();
    const testApp = await buildTestApp({ logStream });
    try {
      testApp.app.log.info(
        { body: { username: 'a@b.edu', password: 'Sup3r$ecretPass', ssn: '123-45-6789', code: '123456' } },
        'body',
      );
      await testApp.app.inject({
        method: 'GET',
        url: '/public/tmp?token=tok-SECRET-1',
        headers: { cookie: 'session=cookie-SECRET-2', authorization: 'Bearer auth-SECRET-3' },
      });
    } finally {
      await testApp.close();
    }
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('a@b.edu');
    for (const secret of [
      'tok-SECRET-1',
      'cookie-SECRET-2',
      'auth-SECRET-3',
      'Sup3r$ecretPass',
      '123-45-6789',
      '123456',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('logged errors', () => {
  it('never carry the values a failed query was given, in the message, the stack or a cause', async () => {
    const database = await createTestDatabase();
    try {
      const failure = await database.db
        .execute(sql`select ${'Secret-Answer-1985'}::text as answer, 1 / (select 0) as broken`)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(JSON.stringify(stdSerializers.err(failure as Error))).toContain('Secret-Answer-1985');

      const logged = JSON.stringify(serializeError(failure as Error));
      expect(logged).not.toContain('Secret-Answer-1985');
      expect(logged).toContain('division by zero');
      expect(logged).toContain('Failed query: select $1::text');
    } finally {
      await database.close();
    }
  });
});
