import { sql } from 'drizzle-orm';
import { pino, stdSerializers } from 'pino';
import { createTestDatabase } from '../../test/test-database';
import { describe, expect, it, vi } from 'vitest';
import { logLines } from '../../test/log-lines';
import { buildTestApp } from '../../test/test-app';
import { REDACTED, redactUrl, requestLogger, serializeError } from './logging';

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

describe("a request's logger", () => {
  it('is made when the request first logs at a level it writes, once, with its request id', () => {
    const { stream, lines } = logLines();
    const parent = pino({ level: 'info' }, stream);
    const child = vi.spyOn(parent, 'child');
    const logger = requestLogger(parent, { reqId: 'req-7' }, {});
    logger.debug('not written');
    expect(child).not.toHaveBeenCalled();
    expect(logger.level).toBe('info');
    logger.info('first');
    logger.warn({ field: 'x' }, 'second');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => JSON.parse(line) as { reqId: string; msg: string })).toMatchObject([
      { reqId: 'req-7', msg: 'first' },
      { reqId: 'req-7', msg: 'second', field: 'x' },
    ]);
  });

  it("keeps its route's level: a route at warn writes no info", () => {
    const { stream, lines } = logLines();
    const parent = pino({ level: 'info' }, stream);
    const logger = requestLogger(parent, { reqId: 'req-8' }, { level: 'warn' });
    logger.info('not written');
    expect(lines).toEqual([]);
    logger.error('written');
    expect(lines).toHaveLength(1);
  });

  it('logs every request but the autosave, which writes only warnings and errors', async () => {
    const { stream: logStream, lines } = logLines();
    const testApp = await buildTestApp({ logStream });
    try {
      await testApp.app.inject({ method: 'GET', url: '/public/site-config' });
      const refused = await testApp.app.inject({ method: 'PUT', url: '/api/answer', payload: {} });
      expect(refused.statusCode).toBe(401);
    } finally {
      await testApp.close();
    }
    const entries = lines.map(
      (line) => JSON.parse(line) as { reqId?: string; msg: string; req?: { url: string } },
    );
    const incoming = entries.filter((entry) => entry.msg === 'incoming request');
    expect(incoming.map((entry) => entry.req?.url)).toEqual(['/public/site-config']);
    const completed = entries.find((entry) => entry.msg === 'request completed');
    expect(completed?.reqId).toBe(incoming[0]?.reqId);
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
