// Suggestion latency of GET /lookup/find with 100,000 schools loaded, under autocannon at 50
// connections for 10 s, against the built server as an operator runs it: PGlite (the embedded
// default) always, and PostgreSQL too when TEST_DATABASE_URL is set. The list is loaded with the
// operator's own command (`cli.js import-schools`), so its time is reported as well.
//
// Each server first takes 5 s of the typing mix, unmeasured: the figures are those of a running
// server (database pages read, JIT warm, answer cache holding recent texts), not of one just
// started. Then three runs:
//   typing  texts as applicants type them, for schools drawn at random from the 100,000: the
//           first letters of a name (short ones more often: each pause in typing sends what is
//           there so far), a town, 'Town, ST', a code, a typo. Short texts repeat across
//           applicants and the server's answer cache serves them, as it would. The budget applies:
//           p99 at most the same run's /healthz p99 + 10 ms (issue 12; an absolute 25 ms sat within a
//           few ms of this machine's floor).
//   unique  texts of the same kind, each asked once: the cache never helps, every request
//           searches the database. Reported without a budget: the cost of a search itself.
//   floor   GET /healthz under the same load: what the machine gives any request of this server
//           (framework, security headers, the autocannon client on the same cores). No lookup
//           can be faster; the budget is read against it.
// The server throttles each client address; the bench raises LOOKUP_RATE_LIMIT, as an operator
// would for a load test, rather than turning throttling off.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  freePort,
  makeDataDir,
  REPO_ROOT,
  removeDir,
  spawnServer,
  waitUntilReady,
} from '../e2e/support/portico-server.mjs';
import { postgresEnv, withPostgres } from './postgres.mjs';
import { generateSchools, random, toCsv } from '../apps/server/src/lookups/sample-lists/generate-schools.mjs';

export const name = 'lookups';
const SCHOOLS_PER_STATE = 1961; // × 51 = 100,011 schools
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 5;
/** The typing mix's p99 may exceed the same run's /healthz p99 by at most this. */
const BUDGET_OVER_FLOOR_MS = 10;
const CLI_ENTRY = join(REPO_ROOT, 'apps/server/dist/cli.js');
/** High enough that one client address (autocannon) is never throttled during a run. */
const RATE_LIMIT = String(1_000_000_000);

/**
 * A text as an applicant types it, for a school drawn at random: mostly the first letters of its
 * name, short ones more often than long ones (each pause in typing sends what is there so far);
 * sometimes its town, 'Town, ST', the first digits of its code, or the name with a letter missing.
 * @param {import('../apps/server/src/lookups/sample-lists/generate-schools.mjs').SchoolRow[]} schools
 * @param {() => number} next
 */
function typedText(schools, next) {
  const school = schools[Math.floor(next() * schools.length)] ?? schools[0];
  if (!school) throw new Error('no schools');
  const roll = next();
  const shortFirst = (/** @type {number} */ from, /** @type {number} */ to) =>
    from + Math.floor(next() * next() * (to - from + 1));
  if (roll < 0.7) return school.name.slice(0, shortFirst(2, 18)); // 'Li', 'Lincoln Hi'
  if (roll < 0.85) return school.city.slice(0, shortFirst(3, 10));
  if (roll < 0.9) return `${school.city}, ${school.state}`;
  if (roll < 0.95) return school.code.slice(0, shortFirst(3, 6));
  const cut = 1 + Math.floor(next() * Math.max(1, school.name.indexOf(' ') - 1));
  return `${school.name.slice(0, cut)}${school.name.slice(cut + 1, cut + 8)}`; // 'Lincon Hi'
}

/**
 * Texts of the same kind, each once: what the server's cache can never answer.
 * @param {import('../apps/server/src/lookups/sample-lists/generate-schools.mjs').SchoolRow[]} schools
 * @param {number} count
 * @param {() => number} next
 */
function uniqueTexts(schools, count, next) {
  /** @type {Map<string, string>} */
  const texts = new Map();
  for (let tries = 0; texts.size < count && tries < count * 20; tries += 1) {
    const text = typedText(schools, next);
    const key = text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (key && !texts.has(key)) texts.set(key, text);
  }
  return [...texts.values()];
}

function path(/** @type {string} */ text) {
  return `/lookup/find?${new URLSearchParams({ category: 'hs_ceeb', text, max_results: '5' })}`;
}

/**
 * Runs `cli.js import-schools` with the server's environment; resolves with its report.
 * @param {string} file
 * @param {Record<string, string>} env
 * @returns {Promise<string>}
 */
function importList(file, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [CLI_ENTRY, 'import-schools', '--category', 'hs_ceeb', '--file', file, '--replace'],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output.trim()) : reject(new Error(`import-schools failed:\n${output}`)),
    );
  });
}

/**
 * 50 connections for 10 s, each request a text chosen by `nextPath`.
 * @param {string} baseURL
 * @param {() => string} nextPath
 * @param {number} [durationSeconds]
 */
async function load(baseURL, nextPath, durationSeconds = DURATION_SECONDS) {
  const result = await autocannon({
    url: baseURL,
    connections: CONNECTIONS,
    duration: durationSeconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (/** @type {import('autocannon').Request} */ request) => ({
          ...request,
          path: nextPath(),
        }),
      },
    ],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Loads the list, starts the server on it, and runs both mixes.
 * @param {{ label: string, dataDir: string, file: string, env: Record<string, string>, schools: import('../apps/server/src/lookups/sample-lists/generate-schools.mjs').SchoolRow[], unique: string[] }} options
 */
async function measure({ label, dataDir, file, env, schools, unique }) {
  const importStarted = performance.now();
  const report = await importList(file, { DATA_DIR: dataDir, ...env });
  const importSeconds = (performance.now() - importStarted) / 1000;
  const server = spawnServer({
    dataDir,
    port: await freePort(),
    env: { LOOKUP_RATE_LIMIT: RATE_LIMIT, ...env },
  });
  try {
    await waitUntilReady(server);
    // A request to check the list is there before measuring anything.
    const check = await fetch(`${server.baseURL}${path('lincoln')}`);
    const found = await check.json();
    if (check.status !== 200 || !Array.isArray(found) || found.length === 0) {
      throw new Error(`${label}: the loaded list does not answer: ${check.status} ${JSON.stringify(found)}`);
    }
    // A running server, not one just started: the database's pages read once, the JIT warm, the
    // answer cache holding what applicants typed a moment ago (the same kind of texts, other draws).
    const warmUp = random(8);
    await load(server.baseURL, () => path(typedText(schools, warmUp)), WARM_UP_SECONDS);
    const next = random(7);
    const typingRun = await load(server.baseURL, () => path(typedText(schools, next)));
    let position = 0;
    const uniqueRun = await load(server.baseURL, () => path(unique[position++ % unique.length] ?? 'lin'));
    if (position > unique.length)
      throw new Error(`${label}: the unique mix ran out of texts (${unique.length})`);
    const floorRun = await load(server.baseURL, () => '/healthz');
    return {
      label,
      floor: floorRun,
      importSeconds: Number(importSeconds.toFixed(1)),
      importReport: report,
      typing: typingRun,
      unique: uniqueRun,
    };
  } finally {
    await server.stop();
  }
}

export async function run() {
  const schools = generateSchools({ kind: 'high-school', perState: SCHOOLS_PER_STATE });
  const next = random(2027);
  // More unique texts than the fastest run could ask for (the cache must never help).
  const unique = uniqueTexts(schools, 120_000, next);
  const folder = await makeDataDir('portico-bench-lookups-');
  const file = join(folder, 'schools.csv');
  await writeFile(file, toCsv(schools));
  /** @type {Awaited<ReturnType<typeof measure>>[]} */
  const runs = [];
  try {
    const dataDir = join(folder, 'pglite');
    runs.push(await measure({ label: 'PGlite', dataDir, file, env: {}, schools, unique }));
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const pgDataDir = join(folder, 'postgres');
      runs.push(
        await withPostgres(
          (url) =>
            measure({
              label: 'PostgreSQL',
              dataDir: pgDataDir,
              file,
              env: postgresEnv(url),
              schools,
              unique,
            }),
          adminUrl,
        ),
      );
    }
  } finally {
    await removeDir(folder);
  }
  const line = (/** @type {string} */ label, /** @type {Awaited<ReturnType<typeof load>>} */ r) =>
    `${label}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.requestsPerSecond} req/s (${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`;
  const figures = runs.flatMap((r) => {
    const clean =
      r.typing.non2xx === 0 && r.typing.errors === 0 && r.unique.non2xx === 0 && r.unique.errors === 0;
    return [
      { name: `${r.label}, typing mix: p50`, value: r.typing.p50, unit: 'ms', budget: null, pass: true },
      { name: `${r.label}, typing mix: p99`, value: r.typing.p99, unit: 'ms', budget: null, pass: true },
      {
        name: `${r.label}, typing mix: p99 over the floor's p99`,
        value: r.typing.p99 - r.floor.p99,
        unit: 'ms',
        budget: BUDGET_OVER_FLOOR_MS,
        pass: r.typing.p99 - r.floor.p99 <= BUDGET_OVER_FLOOR_MS && clean,
      },
      {
        name: `${r.label}, typing mix: throughput`,
        value: r.typing.requestsPerSecond,
        unit: 'req/s',
        budget: null,
        pass: true,
      },
      { name: `${r.label}, unique texts: p50`, value: r.unique.p50, unit: 'ms', budget: null, pass: true },
      { name: `${r.label}, unique texts: p99`, value: r.unique.p99, unit: 'ms', budget: null, pass: true },
      {
        name: `${r.label}, unique texts: throughput`,
        value: r.unique.requestsPerSecond,
        unit: 'req/s',
        budget: null,
        pass: true,
      },
      { name: `${r.label}, floor (/healthz): p99`, value: r.floor.p99, unit: 'ms', budget: null, pass: true },
      {
        name: `${r.label}, floor (/healthz): throughput`,
        value: r.floor.requestsPerSecond,
        unit: 'req/s',
        budget: null,
        pass: true,
      },
      {
        name: `${r.label}, import of ${schools.length} schools`,
        value: r.importSeconds,
        unit: 's',
        budget: null,
        pass: true,
      },
    ];
  });
  return {
    report: [
      `${schools.length} schools, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per mix`,
      ...runs.flatMap((r) => [
        `${r.label}: import ${r.importSeconds} s (${r.importReport})`,
        line(`  ${r.label} typing mix`, r.typing),
        line(`  ${r.label} unique texts`, r.unique),
        line(`  ${r.label} floor (/healthz)`, r.floor),
      ]),
    ],
    figures,
    details: { schools: schools.length, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, runs },
  };
}
