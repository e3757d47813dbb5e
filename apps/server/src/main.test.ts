import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_CONFIG_PLACEHOLDER } from '@portico/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG_PATH } from '../test/test-app';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Runs the real entry point as its own process, the way `npm start` does (through tsx here). */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

async function waitForReady(url: string, exited: Promise<number | null>): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  for (let attempt = 0; attempt < 300 && !done; attempt++) {
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
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
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

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(stat(join(dataDir, 'portico.lock'))).rejects.toThrow();
  }, 60_000);
});
