import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMailServer } from '../../test/test-mail-server';
import { createMailer } from './mail';

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino(stream), lines };
}

const MESSAGE = {
  to: 'applicant@example.edu',
  subject: 'Confirm your account',
  text: 'Your confirmation code is 493021',
  html: '<p>Your confirmation code is 493021</p>',
};

describe('mail without SMTP_URL', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-mail-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file and logs one line without the body', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({
      mailDir: join(dir, 'mail'),
      from: 'Admissions <no-reply@localhost>',
      logger,
    });
    await mailer.send(MESSAGE);
    const files = await readdir(join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(join(dir, 'mail', files[0]!), 'utf8');
    expect(eml).toContain('To: applicant@example.edu');
    expect(eml).toContain('Subject: Confirm your account');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('493021');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('applicant@example.edu');
    expect(lines[0]).not.toContain('493021');
  });
});

describe('mail with SMTP_URL', () => {
  it('sends by SMTP, in plain text and HTML', async () => {
    const server = await startTestMailServer();
    try {
      const { logger, lines } = capturingLogger();
      const mailer = createMailer({
        smtpUrl: server.url,
        mailDir: '/nonexistent',
        from: 'Admissions <no-reply@localhost>',
        logger,
      });
      await mailer.send(MESSAGE);
      const received = await server.lastTo('applicant@example.edu');
      expect(received.subject).toBe('Confirm your account');
      expect(received.text).toContain('493021');
      expect(received.html).toContain('<p>Your confirmation code is 493021</p>');
      expect(lines.join('')).not.toContain('493021');
    } finally {
      await server.close();
    }
  });
});
