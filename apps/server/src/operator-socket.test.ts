import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../test/accounts-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../test/test-app';
import { listenOperatorSocket, operatorSocketPath, runInServer } from './operator-socket';
import { readEnv } from './platform/env';

describe('operator commands run in the server that holds DATA_DIR', () => {
  let testApp: MailedTestApp;
  let dataDir: string;
  let socket: Server;
  let email: string;

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
    dataDir = await mkdtemp(join(tmpdir(), 'portico-operator-'));
    const env = readEnv({ PUBLIC_URL: 'https://apply.example.edu', DATA_DIR: dataDir });
    socket = await listenOperatorSocket(dataDir, testApp.database, env, pino({ level: 'silent' }));
    email = await signUpAndConfirm(testApp);
  });
  afterAll(async () => {
    socket.close();
    await testApp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes a print link with the running server’s database', async () => {
    const answer = await runInServer(dataDir, [
      'create-service-token',
      '--username',
      email,
      '--for',
      'dean@example.edu',
    ]);
    expect(answer?.ok).toBe(true);
    const output = answer?.ok ? answer.output : '';
    const token = new URL(/https:\/\/\S+/.exec(output)![0]).searchParams.get('service_token');
    const snapshot = await testApp.app.inject({
      method: 'GET',
      url: `/service/tmp-pdf?service_token=${token}`,
    });
    expect(snapshot.statusCode).toBe(200);
  });

  it('reads a --file given relative to the operator’s folder, not the server’s', async () => {
    const csv = join(dataDir, 'schools.csv');
    await writeFile(
      csv,
      'code,name,address_line_1,city,state,zip,country\n990001,Operator Test High,1 Main St,Macon,GA,31201,USA\n',
    );
    const answer = await runInServer(dataDir, [
      'import-schools',
      '--category',
      'hs_ceeb',
      '--file',
      relative(process.cwd(), csv),
    ]);
    expect(answer).toEqual({
      ok: true,
      output: 'hs_ceeb: 1 rows read, 1 taken (1 new, 0 updated), 0 refused.',
    });
  });

  it('answers a refusal in words, with the usage where the command line is wrong', async () => {
    for (const name of ['no-such-command', '__proto__', 'toString'])
      expect(await runInServer(dataDir, [name])).toEqual({
        ok: false,
        message: expect.stringMatching(new RegExp(`^unknown command: ${name}\nUsage:`)),
      });
    expect(
      await runInServer(dataDir, [
        'create-service-token',
        '--username',
        email,
        '--for',
        'dean@example.edu',
        '--minutes',
        '0',
      ]),
    ).toEqual({
      ok: false,
      message: expect.stringContaining('--minutes must be a whole number from 1 to 1440'),
    });
    expect(
      await runInServer(dataDir, [
        'import-schools',
        '--category',
        'hs_ceeb',
        '--file',
        '/nonexistent/list.csv',
      ]),
    ).toEqual({ ok: false, message: expect.stringContaining('/nonexistent/list.csv') });
  });

  it('refuses a request that is not a command', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ socketPath: operatorSocketPath(dataDir), method: 'POST', path: '/' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end('{"command": 42}');
    });
    expect(answer).toEqual({
      status: 400,
      body: JSON.stringify({ ok: false, message: 'The request is not a command.' }),
    });
  });

  it('is open to the server’s own user only', async () => {
    expect((await stat(operatorSocketPath(dataDir))).mode & 0o777).toBe(0o600);
  });

  it('answers undefined where no server listens, so that the command opens the database itself', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'portico-operator-'));
    try {
      expect(
        await runInServer(empty, ['create-service-token', '--username', email, '--for', 'dean@example.edu']),
      ).toBeUndefined();
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
