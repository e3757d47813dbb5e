// Starts the built server as a child process, as an operator would run it. Shared by the
// journeys' global setup and the benchmarks, hence plain JavaScript typed by JSDoc.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/dist/main.js');
export const SITE_CONFIG = join(REPO_ROOT, 'config/site.json');
const HOST = '127.0.0.1';
/** Enough of the server's output to explain a failed start. */
const OUTPUT_LIMIT = 64 * 1024;
/**
 * What the server may inherit from the shell that runs the tests. Nothing else: a developer's
 * DATABASE_URL, SMTP_URL or RATE_LIMITS, or the test runner's NODE_ENV, must not change the server
 * under test.
 */
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ', 'CHROMIUM_PATH'];

/** A port nobody listens on right now: the system picks it, then we let it go. */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const probe = createServer();
      probe.unref();
      probe.on('error', reject);
      probe.listen(0, HOST, () => {
        const address = probe.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => resolve(port));
      });
    })
  );
}

/** A fresh, empty folder for the server's DATA_DIR (PGlite files, objects, mail). */
export function makeDataDir(prefix = 'portico-') {
  return mkdtemp(join(tmpdir(), prefix));
}

export function removeDir(/** @type {string} */ dir) {
  return rm(dir, { recursive: true, force: true });
}

/**
 * @typedef {object} RunningServer
 * @property {string} baseURL
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => string} output the last part of what the server wrote to stdout and stderr
 * @property {Promise<number | null>} exited resolves with the exit code when the process ends
 * @property {() => Promise<void>} stop SIGTERM, and SIGKILL if it has not ended within 15 s
 */

/**
 * Spawns `node apps/server/dist/main.js` and returns at once, without waiting for readiness.
 * @param {{ dataDir: string, port: number, logLevel?: string, env?: Record<string, string> }} options
 *   `env` adds to or overrides the server's environment, e.g. DATABASE_URL or RATE_LIMITS.
 * @returns {RunningServer}
 */
export function spawnServer({ dataDir, port, logLevel = 'warn', env = {} }) {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run "npm run build" first.`);
  }
  // SERVER_NODE_ARGS: Node's options for the server, to profile it under a bench, e.g.
  // SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' (not allowed in NODE_OPTIONS).
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...Object.fromEntries(
        INHERITED.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
      ),
      HOST,
      PORT: String(port),
      // As an operator sets it: the address the browser uses (links, upload forms, origin checks).
      PUBLIC_URL: `http://${HOST}:${port}`,
      DATA_DIR: dataDir,
      SITE_CONFIG,
      LOG_LEVEL: logLevel,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A bench or test that dies without stopping its server (an uncaught error) must not leave it
  // running: an idle server still polls its queues and would skew every later measurement.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      keep(Buffer.from(`${error.stack ?? error.message}\n`));
      resolve(-1);
    });
  });
  return {
    baseURL: `http://${HOST}:${port}`,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Polls `GET /readyz` until it answers 200. Fails with the server's output if the process ends
 * first or the time runs out.
 * @param {RunningServer} server
 * @param {{ timeoutMs?: number, intervalMs?: number }} [options]
 */
export async function waitUntilReady(server, { timeoutMs = 60_000, intervalMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  for (;;) {
    if (ended) {
      throw new Error(
        `The server exited (code ${server.child.exitCode}) before it was ready:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.baseURL}/readyz`, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`The server was not ready within ${timeoutMs / 1000} s:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * A server on a free port (or `port`, when its address must be known before it starts: a single
 * sign-on provider registers its callback) with a fresh DATA_DIR, ready to take requests. `stop()`
 * ends it and deletes the folder.
 * @param {{ logLevel?: string, env?: Record<string, string>, port?: number }} [options]
 */
export async function startPortico(options = {}) {
  const dataDir = await makeDataDir();
  /** @type {RunningServer | undefined} */
  let server;
  try {
    server = spawnServer({ dataDir, port: await freePort(), ...options });
    await waitUntilReady(server);
  } catch (error) {
    await server?.stop();
    await removeDir(dataDir);
    throw error;
  }
  const running = server;
  return {
    ...running,
    dataDir,
    async stop() {
      await running.stop();
      await removeDir(dataDir);
    },
  };
}
