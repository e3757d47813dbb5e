import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { REDACTED, redactUrl } from './logging';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/service/tmp-pdf?service_token=abc123&x=1')).toBe(
      `/service/tmp-pdf?service_token=${encodeURIComponent(REDACTED)}&x=1`,
    );
    expect(redactUrl('/reset?username=a%40b.edu&id=secret')).not.toContain('secret');
    expect(redactUrl('/about')).toBe('/about');
  });
});

describe('request logs', () => {
  it('carry no cookies, tokens or secret fields', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
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
