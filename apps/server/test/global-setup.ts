import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { openDatabase, type DatabaseHandle } from '../src/platform/database/open-database';
import { openJobQueue } from '../src/platform/jobs';
import { adminQuery } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder, as a tarball: each test file's database is a copy of it. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database that each test file's database is created from. */
    postgresTemplate: string;
    /** The server as `npm run build` bundles it (build.mjs), built once per run. */
    serverBuild: string;
  }
}

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * What the server test projects share, made once per run by whichever project starts first and
 * removed when the last one ends: each project's global setup runs in this one process.
 */
interface Shared<T> {
  value: Promise<T>;
  users: number;
  dispose: (value: T) => Promise<void>;
}
const SHARED_KEY = Symbol.for('portico.test.shared');
const registry = ((globalThis as Record<symbol, unknown>)[SHARED_KEY] ??= new Map()) as Map<
  string,
  Shared<unknown>
>;

async function share<T>(
  key: string,
  make: () => Promise<T>,
  dispose: (value: T) => Promise<void>,
): Promise<{ value: T; release: () => Promise<void> }> {
  let entry = registry.get(key) as Shared<T> | undefined;
  if (!entry) {
    entry = { value: make(), users: 0, dispose };
    registry.set(key, entry as Shared<unknown>);
  }
  entry.users += 1;
  const value = await entry.value;
  const release = async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    registry.delete(key);
    await entry.dispose(value);
  };
  return { value, release };
}

/**
 * A database as the server leaves it after its first start: migrated, and the job queue's tables
 * made (pg-boss). Each test file's database is a copy, so that none runs initdb (seconds of PGlite),
 * the migrations or pg-boss's installation again; a first start on an empty database is
 * main.test.ts's, and this one's.
 */
async function prepareTemplate(database: DatabaseHandle): Promise<void> {
  const queue = await openJobQueue(database, pino({ level: 'silent' }));
  await queue.stop();
}

/**
 * PGlite's, dumped as a tarball, uncompressed: gunzipping it took a third of each copy's opening.
 * Without initdb's template0 and template1, which nothing connects to or copies: 15 of its 40 MB,
 * and a quarter to a third of each file's opening (D-TST-09).
 */
async function makePgliteTemplate(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'portico-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await prepareTemplate(database);
  if (database.queueConnection.kind !== 'pglite') throw new Error('expected PGlite');
  const { client } = database.queueConnection;
  await client.exec(
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  // One statement each: DROP DATABASE cannot run inside the transaction of a multi-statement exec.
  await client.exec('drop database template0');
  await client.exec('drop database template1');
  const dump = await client.dumpDataDir('none');
  await database.close();
  const path = join(folder, 'pglite.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  return path;
}

/** PostgreSQL's, a database that each test file's is created from (CREATE DATABASE … TEMPLATE). */
async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `portico_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await prepareTemplate(database);
  await database.close();
  return name;
}

/** The server's bundle, in a folder of its own inside this package (so that it finds node_modules). */
async function buildServer(): Promise<string> {
  const cache = join(SERVER_ROOT, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const folder = await mkdtemp(join(cache, 'portico-test-build-'));
  await rebuildServer(folder);
  return folder;
}

const rebuildServer = (folder: string) =>
  promisify(execFile)(process.execPath, [join(SERVER_ROOT, 'build.mjs'), folder]);

export default async function setup(project: TestProject) {
  const releases: (() => Promise<void>)[] = [];
  const build = await share('server-build', buildServer, (folder) =>
    rm(folder, { recursive: true, force: true }),
  );
  releases.push(build.release);
  project.provide('serverBuild', build.value);
  // In watch mode the workers' scripts are built again before each rerun, so that they are current.
  project.onTestsRerun(async () => {
    await rebuildServer(build.value);
  });

  if (project.config.env.PORTICO_TEST_DATABASE === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const template = await share(
      'postgres-template',
      () => makePostgresTemplate(adminUrl),
      (name) => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
    );
    releases.push(template.release);
    project.provide('postgresTemplate', template.value);
  } else {
    const template = await share('pglite-template', makePgliteTemplate, (path) =>
      rm(join(path, '..'), { recursive: true, force: true }),
    );
    releases.push(template.release);
    project.provide('pgliteTemplate', template.value);
  }

  return async () => {
    for (const release of releases) await release();
  };
}
