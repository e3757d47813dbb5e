// The student record system's read API (issue 28) on the staff bench's season of 100,000
// applications (bench/staff-seed.mjs: 30,000 of them submitted), against the built server as an
// operator runs it: PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set.
//
// A credential is made by the operator's command (`cli.js system-credential create`), as the SIS
// team is given one; the credential's throttle is lifted (RATE_LIMITS) so that the load measures
// the work, not the 429s.
//
// Pages: GET /staff-api/v1/applications, 100 applications a page (the default), each shape under
// autocannon at 2 connections for 5 s after a warm-up (a system syncs one call after another: two
// at once are the SIS and a second system, or a sync and its retry):
//   first page     no changed_since: the first load's first page
//   later page     a keyset page from 1 to 300 pages deep (the cursors of the whole walk)
//   recent         changed_since a day ago: what a nightly sync asks
// Budget: p99 under 200 ms for every shape, as the staff list's (issue 17).
//
// Walk: every submitted application, 500 a page, one call after another as a sync runs: each
// once (counted by id), and the time. Budget: 60 s, a season's first load.
//
// BENCH_SHORT=1: PGlite only, 20,000 applications, 2 s per shape, p99 under 500 ms.
import autocannon from 'autocannon';
import { freePort, spawnServer, waitUntilReady } from '../e2e/support/portico-server.mjs';
import { onBothEngines } from './postgres.mjs';
import { seed } from './staff.mjs';
import { cli } from './staff-session.mjs';

export const name = 'student-records';
const SHORT = process.env.BENCH_SHORT === '1';
const CONNECTIONS = 2;
const SHAPE_SECONDS = SHORT ? 2 : 5;
const BUDGET_P99_MS = SHORT ? 500 : 200;
const BUDGET_WALK_SECONDS = 60;
const PATH = '/staff-api/v1/applications';
/** No throttle for the load: the limit is the credential's, not the server's capacity. */
const UNTHROTTLED = JSON.stringify({ 'system-api': { limit: 1_000_000 } });

/** @typedef {{ applications: { id: string }[], next: string | null }} Page */

/** @param {string} baseURL @param {string} path @param {string} token @returns {Promise<Page>} */
async function page(baseURL, path, token) {
  const response = await fetch(new URL(path, baseURL), { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return /** @type {Promise<Page>} */ (response.json());
}

/**
 * `CONNECTIONS` connections for `seconds`, each request's path from `nextPath`.
 * @param {string} baseURL @param {string} token @param {() => string} nextPath @param {number} seconds
 */
async function load(baseURL, token, nextPath, seconds) {
  const result = await autocannon({
    url: baseURL,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
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
  // autocannon ends at its deadline without waiting for the answers on their way: this waits its turn.
  await page(baseURL, `${PATH}?limit=1`, token);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Seeds, makes a credential, starts the server, walks every page and measures each shape.
 * @param {{ label: string, dataDir: string, env: Record<string, string>, target: Parameters<typeof seed>[0] }} options
 */
async function measure({ label, dataDir, env, target }) {
  // The command creates the database (migrations) and the credential; the rows follow.
  const made = await cli(['system-credential', 'create', 'Bench SIS'], {
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
    ...env,
  });
  const token = made.split('\n')[1] ?? '';
  const seeded = await seed(target);
  const server = spawnServer({ dataDir, port: await freePort(), env: { ...env, RATE_LIMITS: UNTHROTTLED } });
  try {
    await waitUntilReady(server);
    const started = performance.now();
    const ids = new Set();
    let calls = 0;
    /** @type {string | null} */
    let after = null;
    do {
      const walked = await page(server.baseURL, `${PATH}?limit=500${after ? `&after=${after}` : ''}`, token);
      for (const application of walked.applications) ids.add(application.id);
      calls += 1;
      after = walked.next;
    } while (after);
    const walk = { seconds: Number(((performance.now() - started) / 1000).toFixed(1)), calls, ids: ids.size };
    if (ids.size === 0) throw new Error(`${label}: the walk found no submitted application`);

    /** @type {string[]} */
    const cursors = [];
    for (let next = (await page(server.baseURL, PATH, token)).next; next && cursors.length < 300;) {
      cursors.push(next);
      next = (await page(server.baseURL, `${PATH}?after=${next}`, token)).next;
    }
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
    let turn = 0;
    /** @type {Record<string, () => string>} */
    const shapes = {
      'first page': () => PATH,
      'later page': () => `${PATH}?after=${cursors[turn++ % cursors.length] ?? ''}`,
      recent: () => `${PATH}?changed_since=${dayAgo}`,
    };
    const all = Object.values(shapes);
    await load(server.baseURL, token, () => (all[turn++ % all.length] ?? (() => PATH))(), SHAPE_SECONDS);
    /** @type {Record<string, Awaited<ReturnType<typeof load>>>} */
    const runs = {};
    for (const [shape, nextPath] of Object.entries(shapes)) {
      runs[shape] = await load(server.baseURL, token, nextPath, SHAPE_SECONDS);
    }
    return { label, seedSeconds: Number(seeded.seconds.toFixed(1)), walk, runs };
  } finally {
    await server.stop();
  }
}

export async function run() {
  const results = await onBothEngines('portico-bench-student-records-', SHORT, measure);
  const figures = results.flatMap((r) => [
    ...Object.entries(r.runs).map(([shape, run]) => ({
      name: `${r.label}, student record system, ${shape}: p99`,
      value: run.p99,
      unit: 'ms',
      budget: BUDGET_P99_MS,
      pass: run.p99 < BUDGET_P99_MS && run.non2xx === 0 && run.errors === 0,
    })),
    {
      name: `${r.label}, student record system, every submitted application by 500: time`,
      value: r.walk.seconds,
      unit: 's',
      budget: BUDGET_WALK_SECONDS,
      pass: r.walk.seconds < BUDGET_WALK_SECONDS,
    },
  ]);
  const line = (/** @type {string} */ shape, /** @type {Awaited<ReturnType<typeof load>>} */ r) =>
    `${shape}: p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, ${r.requestsPerSecond} req/s (${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`;
  return {
    report: results.flatMap((r) => [
      `${r.label}: seeded in ${r.seedSeconds} s; walked ${r.walk.ids} submitted applications in ${r.walk.calls} calls of 500, ${r.walk.seconds} s`,
      ...Object.entries(r.runs).map(([shape, run]) => `  ${r.label} ${line(shape, run)}`),
    ]),
    figures,
    details: { connections: CONNECTIONS, shapeSeconds: SHAPE_SECONDS, results },
  };
}
