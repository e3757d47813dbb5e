import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_CONFIG_PLACEHOLDER } from '@portico/contracts';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { threadNiceness } from '../test/niceness';
import { DEFAULT_SITE_CONFIG_PATH } from '../test/test-app';
import { NICENESS } from './platform/priorities';

/** The bundle `npm start` runs, built by build.mjs once per test run (test/global-setup.ts). */
const MAIN = join(inject('serverBuild'), 'main.js');

/** Runs the real entry point as its own process, the way `npm start` does. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

/** Below Linux's ephemeral ports (32768 up), which the system hands to outgoing connections and to listeners on port 0. */
const PORTS = { first: 20_000, count: 12_768 };

/**
 * A port nobody listens on now, picked at random below the ephemeral ports. One from the system
 * (port 0) is an ephemeral one: released for the server, which takes seconds to make its
 * database, it went to another test's listener, whose /readyz then answered for it (a CI run,
 * 2026-11-29). And a port in use by an outgoing connection would make the server exit at start.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = PORTS.first + Math.floor(Math.random() * PORTS.count);
    const server = createServer().listen(port, '127.0.0.1');
    const free = await Promise.race([
      once(server, 'listening').then(() => true),
      once(server, 'error').then(() => false),
    ]);
    if (free) {
      server.close();
      await once(server, 'close');
      return port;
    }
  }
}

/**
 * Until the server answers ready: up to a minute and a half, as a server making its database takes
 * 10 to 40 s while the rest of the tests fill the machine's cores.
 */
async function waitForReady(url: string, exited: Promise<number | null>): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !done) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready at ${url}`);
}

describe('the server process', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'portico-main-'));
    await writeFile(join(folder, 'index.html'), `<html><head>${SITE_CONFIG_PLACEHOLDER}</head></html>`);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('stops at start-up with a message that names a bad setting', async () => {
    const server = startServer({ PORT: 'eighty', SITE_CONFIG: '/no/such/site.json' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('Portico cannot start.');
    expect(server.stderr()).toContain('PORT: must be a port number');
  });

  it('stops at start-up when the site configuration is missing', async () => {
    const server = startServer({ PORT: '39999', SITE_CONFIG: '/no/such/site.json' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('SITE_CONFIG: cannot read /no/such/site.json: file not found');
  });

  it('serves, then shuts down gracefully on SIGTERM and releases its data folder', async () => {
    const port = String(await freePort());
    const dataDir = join(folder, 'data');
    const server = startServer({
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_CONFIG: DEFAULT_SITE_CONFIG_PATH,
      WEB_ROOT: folder,
    });
    await waitForReady(`http://127.0.0.1:${port}/readyz`, server.exited);
    const page = await fetch(`http://127.0.0.1:${port}/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script id="site-config" type="application/json">');
    await expect(stat(join(dataDir, 'portico.lock'))).resolves.toBeTruthy();
    // The password threads start with the server, not at the first sign-in (issue 30), one per
    // core, each below the requests.
    if (process.platform === 'linux') {
      const pid = server.child.pid ?? 0;
      await vi.waitFor(
        async () =>
          expect(
            (await threadNiceness(pid)).filter((niceness) => niceness === NICENESS.passwords),
          ).toHaveLength(availableParallelism()),
        { timeout: 30_000, interval: 200 },
      );
    }
    // Nobody but the account running Portico may read or change what it keeps: DATA_DIR and every
    // folder in it are 0700. PGlite sets its own files' modes (0666 whatever the umask), so the
    // folders are what closes them; every other file is 0600.
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
    const modes = await Promise.all(
      entries.map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return { path, directory: entry.isDirectory(), otherAccess: (await stat(path)).mode & 0o077 };
      }),
    );
    const folders = modes.filter((entry) => entry.directory);
    const ownFiles = modes.filter((entry) => !entry.directory && !entry.path.includes('/pglite/'));
    expect(folders.length).toBeGreaterThan(2);
    expect(ownFiles.length).toBeGreaterThan(0);
    expect([...folders, ...ownFiles].filter((entry) => entry.otherAccess !== 0)).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(stat(join(dataDir, 'portico.lock'))).rejects.toThrow();
  }, 120_000);

  it('prints readable lines and where the site is on a terminal, JSON otherwise, secrets redacted in both', async () => {
    // One data folder for both: the second start finds the database the first made.
    const dataDir = join(folder, 'data-logs');
    for (const terminal of [true, false]) {
      const port = String(await freePort());
      const env = {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'info',
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SITE_CONFIG: DEFAULT_SITE_CONFIG_PATH,
        WEB_ROOT: folder,
      };
      const command = `${process.execPath} ${MAIN}`;
      // `script` gives the server a terminal of its own, as a person running `npm start` has.
      const child = terminal
        ? spawn('script', ['-qfec', command, '/dev/null'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
        : spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += String(chunk)));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      await waitForReady(`http://127.0.0.1:${port}/readyz`, exited);
      await fetch(`http://127.0.0.1:${port}/public/tmp?token=secret-prefill-token`);
      const started = Date.now();
      while (!output.includes('secret') && !output.includes('/public/tmp') && Date.now() - started < 10_000)
        await new Promise((resolve) => setTimeout(resolve, 100));
      child.kill('SIGTERM');
      await exited;

      // PUBLIC_URL is unset: the address applicants use is http://localhost:PORT.
      expect(output).toContain(`Portico is running at http://localhost:${port}`);
      expect(output).toContain('/public/tmp?token=');
      expect(output).not.toContain('secret-prefill-token');
      const lines = output.split(/\r?\n/).filter((line) => line.trim() !== '');
      const json = lines.filter((line) => line.startsWith('{'));
      if (terminal) expect(json).toEqual([]);
      else expect(json).toHaveLength(lines.length);
    }
  }, 240_000);
});
