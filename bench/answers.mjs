// PUT /api/answer with 50 changed keys under autocannon (10 connections), against the built server
// as an operator runs it, beside a bare Fastify route that does one upsert of the same JSONB row
// (bench/bare-save-server.mjs; the row starts with the same answers on both sides), in the same
// run: on PGlite (the embedded default) and on PostgreSQL (the bare side a `pg` pool of 10). The
// ratio says what the session check, the data-model check, the visibility rules and the SSN's
// sealing cost on top of one upsert.
//
// BENCH_SHORT=1 (CI): PGlite only, shorter rounds, and a budget that catches a regression on a
// loaded machine (on PGlite the save path measured 0.12 before its rework, 0.46 after, 0.62-0.66
// once typed saves skipped the session check for a session known alive, 0.80-1.09 once PGlite ran
// them as named statements).
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
/**
 * The two sides take turns, a round each, after a warm-up of both: a machine whose speed drifts
 * during the run (another process, the CPU's clock) then weighs on both sides alike, and the
 * ratio is the median of the rounds' ratios.
 */
const ROUNDS = SHORT ? 2 : 3;
const ROUND_SECONDS = SHORT ? 3 : 5;
const WARM_UP_SECONDS = SHORT ? 1 : 2;
const BUDGET_RATIO = SHORT ? 0.6 : 0.8;

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

/**
 * autocannon's PUT of a new set of 50 answers per request.
 * @param {{ url: string, cookie?: string }} side @param {number} seconds
 */
async function load({ url, cookie }, seconds) {
  let n = 0;
  const result = await autocannon({
    url,
    method: 'PUT',
    connections: CONNECTIONS,
    duration: seconds,
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

/**
 * @typedef {{ url: string, cookie?: string, stop: () => Promise<void> }} Side
 * @typedef {Awaited<ReturnType<typeof load>>} Load
 */

/** The bare route on its own process. @param {'pglite' | 'postgres'} kind @param {string} where @returns {Promise<Side>} */
async function startBare(kind, where) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [new URL('bare-save-server.mjs', import.meta.url).pathname, String(port), kind, where],
    // The same answers as the project's application holds when the load starts.
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BARE_SEED: JSON.stringify(FILLED) } },
  );
  await once(/** @type {NonNullable<typeof child.stdout>} */ (child.stdout), 'data');
  return {
    url: `http://127.0.0.1:${port}/api/answer`,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * One session's count of saves (600 in 10 minutes) raised through RATE_LIMITS, as an operator would
 * for a load test: this bench's one session saves thousands of times a minute.
 */
const RATE_LIMITS = JSON.stringify({ 'autosave-session': { limit: 1_000_000_000 } });

/** The project's route, signed in. @param {Record<string, string>} env @returns {Promise<Side>} */
async function startProject(env) {
  const server = await startPortico({ env: { RATE_LIMITS, ...env } });
  const cookie = await signedInCookie(server, 'bench.answers@example.edu');
  await call(server.baseURL, 'PUT', '/api/answer', { answers: FILLED }, cookie);
  await call(
    server.baseURL,
    'PUT',
    '/api/add-another',
    { button_id: 'prior_colleges', num_components: PRIOR_COLLEGES },
    cookie,
  );
  return { url: `${server.baseURL}/api/answer`, cookie, stop: () => server.stop() };
}

/**
 * Both sides warmed up, then loaded in turns.
 * @param {string} label @param {() => Promise<Side>} bareSide @param {() => Promise<Side>} projectSide
 */
async function compare(label, bareSide, projectSide) {
  const bare = await bareSide();
  try {
    const project = await projectSide();
    try {
      await load(bare, WARM_UP_SECONDS);
      await load(project, WARM_UP_SECONDS);
      /** @type {{ bare: Load, project: Load }[]} */
      const rounds = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        rounds.push({ bare: await load(bare, ROUND_SECONDS), project: await load(project, ROUND_SECONDS) });
      }
      return outcome(label, rounds);
    } finally {
      await project.stop();
    }
  } finally {
    await bare.stop();
  }
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One side's rounds as one figure: medians, and every failure. @param {Load[]} loads @returns {Load} */
const summary = (loads) => ({
  perSecond: median(loads.map((l) => l.perSecond)),
  p50: median(loads.map((l) => l.p50)),
  p99: median(loads.map((l) => l.p99)),
  failed: loads.reduce((sum, l) => sum + l.failed, 0),
});

/** @param {string} label @param {{ bare: Load, project: Load }[]} rounds */
function outcome(label, rounds) {
  const bare = summary(rounds.map((r) => r.bare));
  const project = summary(rounds.map((r) => r.project));
  const ratios = rounds.map((r) => Number((r.project.perSecond / r.bare.perSecond).toFixed(2)));
  const ratio = median(ratios);
  const clean = bare.failed === 0 && project.failed === 0;
  return {
    label,
    bare,
    project,
    ratio,
    report: [
      `${label}: PUT /api/answer ${project.perSecond} req/s (p50 ${project.p50} ms, p99 ${project.p99} ms, ${project.failed} failed); bare upsert route ${bare.perSecond} req/s (p50 ${bare.p50} ms, p99 ${bare.p99} ms, ${bare.failed} failed); ratio ${ratio} (median of rounds ${ratios.join(', ')})`,
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
    runs.push(
      await compare(
        'PGlite',
        () => startBare('pglite', join(folder, 'pglite')),
        () => startProject({}),
      ),
    );
  } finally {
    await removeDir(folder);
  }
  if (!SHORT) {
    runs.push(
      await withPostgres((bareUrl) =>
        withPostgres((url) =>
          compare(
            'PostgreSQL',
            () => startBare('postgres', bareUrl),
            () => startProject(postgresEnv(url)),
          ),
        ),
      ),
    );
  }
  return {
    report: runs.flatMap((r) => r.report),
    figures: runs.flatMap((r) => r.figures),
    details: runs.map(({ label, bare, project, ratio }) => ({ label, bare, project, ratio })),
  };
}
