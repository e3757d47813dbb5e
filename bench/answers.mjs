// PUT /api/answer with 50 changed keys under autocannon (10 connections), against the built server
// as an operator runs it, beside a bare Fastify route that does one upsert of the same JSONB row
// (bench/bare-save-server.mjs; the row starts with the same answers on both sides), in the same
// run: on PGlite (the embedded default) and on PostgreSQL (the bare side a `pg` pool of 10). The ratio says what the session check, the
// data-model check, the visibility rules and the SSN's sealing cost on top of one upsert.
//
// BENCH_SHORT=1 (CI): PGlite only, 5 s a side, and a budget that catches a regression on a loaded
// machine (on PGlite the save path measured 0.12 before its rework, 0.46 after, 0.62-0.66 once the
// save was a prepared statement that skips the session check for a session known alive).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, makeDataDir, removeDir, startPortico } from '../e2e/support/portico-server.mjs';
import { call, signedInCookie } from './accounts.mjs';
import { COMPLETE_ANSWERS } from './fixtures.mjs';
import { postgresEnv, withPostgres } from './postgres.mjs';

export const name = 'answers';
const SHORT = process.env.BENCH_SHORT === '1';
const CONNECTIONS = 10;
const DURATION_SECONDS = SHORT ? 5 : 10;
const BUDGET_RATIO = SHORT ? 0.45 : 0.8;

/**
 * The application the load saves into: a complete one (the answers of
 * packages/application/src/testing/complete-answers.ts but the SSN), with a business employer and
 * five prior colleges, saved once before the load.
 */
const { ssn: _ssn, ...COMPLETE_WITHOUT_SSN } = COMPLETE_ANSWERS;
const FILLED = { ...COMPLETE_WITHOUT_SSN, business_employ: 'Y' };
const PRIOR_COLLEGES = 5;
/**
 * 50 text answers that application shows, changed on every request (values of at most 5
 * characters fit every one of them): an applicant typing. None of them decides what is shown;
 * saves that do (a radio button, a dropdown) take the engine's full path, tested in
 * apps/server/src/answers/answers.test.ts.
 */
const TYPED = [
  'first_name',
  'middle_name',
  'last_name',
  'preferred_name',
  'phone_home',
  'address_line_1',
  'address_line_2',
  'city',
  'zip',
  'parent_first_name',
  'parent_last_name',
  'parent_email_address',
  'parent_phone',
  'parent_2_first_name',
  'parent_2_last_name',
  'parent_2_email_address',
  'business_org',
  'hs_name',
  'hs_address_line_1',
  'hs_city',
  'hs_zip',
  'hs_gpa',
  'counselor_first_name',
  'counselor_last_name',
  'counselor_email_address',
  ...[1, 2, 3, 4, 5].flatMap((n) => {
    const prefix = n === 1 ? 'college' : `college_${n}`;
    return [
      `${prefix}_name`,
      `${prefix}_ceeb`,
      `${prefix}_address_line_1`,
      `${prefix}_city`,
      `${prefix}_zip`,
    ];
  }),
];
/** @param {number} n */
export const answers = (n) =>
  Object.fromEntries(TYPED.map((key, i) => [key, String((n * TYPED.length + i) % 100_000)]));
if (new Set(TYPED).size !== 50) throw new Error('the bench sends 50 different answers');

/** autocannon's PUT of a new set of 50 answers per request. @param {string} url @param {string} [cookie] */
async function load(url, cookie) {
  let n = 0;
  const result = await autocannon({
    url,
    method: 'PUT',
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: {
      'content-type': 'application/json',
      origin: new URL(url).origin,
      ...(cookie ? { cookie } : {}),
    },
    requests: [
      { setupRequest: (request) => ({ ...request, body: JSON.stringify({ answers: answers((n += 1)) }) }) },
    ],
  });
  return {
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

/** The bare route on its own process. @param {'pglite' | 'postgres'} kind @param {string} where */
async function measureBare(kind, where) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [new URL('bare-save-server.mjs', import.meta.url).pathname, String(port), kind, where],
    // The same answers as the project's application holds when the load starts.
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BARE_SEED: JSON.stringify(FILLED) } },
  );
  try {
    await once(/** @type {NonNullable<typeof child.stdout>} */ (child.stdout), 'data');
    return await load(`http://127.0.0.1:${port}/api/answer`);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

/** The project's route, signed in. @param {Record<string, string>} env */
async function measureProject(env) {
  const server = await startPortico({ env });
  try {
    const cookie = await signedInCookie(server, 'bench.answers@example.edu');
    await call(server.baseURL, 'PUT', '/api/answer', { answers: FILLED }, cookie);
    await call(
      server.baseURL,
      'PUT',
      '/api/add-another',
      { button_id: 'prior_colleges', num_components: PRIOR_COLLEGES },
      cookie,
    );
    return await load(`${server.baseURL}/api/answer`, cookie);
  } finally {
    await server.stop();
  }
}

/** @param {string} label @param {Awaited<ReturnType<typeof load>>} bare @param {Awaited<ReturnType<typeof load>>} project */
function outcome(label, bare, project) {
  const ratio = Number((project.perSecond / bare.perSecond).toFixed(2));
  const clean = bare.failed === 0 && project.failed === 0;
  return {
    label,
    bare,
    project,
    ratio,
    report: [
      `${label}: PUT /api/answer ${project.perSecond} req/s (p50 ${project.p50} ms, p99 ${project.p99} ms, ${project.failed} failed); bare upsert route ${bare.perSecond} req/s (p50 ${bare.p50} ms, p99 ${bare.p99} ms, ${bare.failed} failed); ratio ${ratio}`,
    ],
    figures: [
      {
        name: `${label}: PUT /api/answer (50 keys)`,
        value: project.perSecond,
        unit: 'req/s',
        budget: null,
        pass: clean,
      },
      {
        name: `${label}: bare upsert route`,
        value: bare.perSecond,
        unit: 'req/s',
        budget: null,
        pass: clean,
      },
      { name: `${label}: PUT /api/answer p99`, value: project.p99, unit: 'ms', budget: null, pass: clean },
      {
        name: `${label}: API / bare ratio`,
        value: ratio,
        unit: '',
        budget: BUDGET_RATIO,
        pass: clean && ratio >= BUDGET_RATIO,
      },
    ],
  };
}

export async function run() {
  const runs = [];
  const folder = await makeDataDir('portico-bench-bare-');
  try {
    const bare = await measureBare('pglite', join(folder, 'pglite'));
    runs.push(outcome('PGlite', bare, await measureProject({})));
  } finally {
    await removeDir(folder);
  }
  if (!SHORT) {
    runs.push(
      await withPostgres(async (bareUrl) => {
        const bare = await measureBare('postgres', bareUrl);
        const project = await withPostgres((url) => measureProject(postgresEnv(url)));
        return outcome('PostgreSQL', bare, project);
      }),
    );
  }
  return {
    report: runs.flatMap((r) => r.report),
    figures: runs.flatMap((r) => r.figures),
    details: runs.map(({ label, bare, project, ratio }) => ({ label, bare, project, ratio })),
  };
}
