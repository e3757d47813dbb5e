// PUT /api/answer as a deadline night sends it (issue 29): 50 applicants, each saving into their own
// application, in turn (round robin) from 10 connections, against the built server as an operator
// runs it, beside a bare Fastify route that does one upsert of the same JSONB rows
// (bench/bare-save-server.mjs; the 50 rows start with the same answers on both sides, in a table
// with the applications table's activity index, which every save of either side writes), in the
// same run: on PGlite (the embedded default) and on PostgreSQL (the bare side a `pg` pool of 10).
//
// Two kinds of save, measured apart, as the web app sends them (the answers that changed since the
// last save, apps/web/src/session/answers-save.ts):
//   typing    one visible text answer, a different one each time (an applicant typing a field);
//             none of them decides what is shown
//   choosing  'Are you currently employed?' turned Yes and No in turn: the answer shows or hides
//             the employer's question, so the visibility rules run and a hidden answer is cleared
// The ratio says what the session check, the data-model check, the visibility rules and the SSN's
// sealing cost on top of one upsert.
//
// Why this yardstick is fair: with one applicant (the bench before issue 29) both sides wait on one
// row's lock and the bare side is slowed most, so the ratio flattered the project; here each request
// goes to the next applicant's row on both sides, from the same number of connections, with the same
// body, the sides taking turns so that a machine whose speed drifts weighs on both alike.
//
// Budgets (issue 29): typing at least 0.8 of the bare upsert, choosing at least 0.5, on both
// databases. BENCH_SHORT=1 (CI): PGlite only, shorter rounds, and budgets that catch a regression
// on a loaded machine, not the issue's.
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
/** Applicants saving at once, each into their own application (issue 29: at least 50 rows). */
const APPLICANTS = 50;
/**
 * The two sides take turns, a round each, after a warm-up of both, and the ratio is the median of
 * the rounds' ratios. This machine's speed drifts by a third from one few seconds to the next
 * (another tenant, the database's own vacuum and checkpoints, which fall on whichever side is
 * running): short rounds in many pairs, each pair in the other order from the one before (bare
 * first, then the project first), so that a drift weighs on both sides alike and a round it hits is
 * one of many. Three rounds of five seconds spread by a tenth on 2026-11-29 (D-PRF-19), five by a
 * fifth on a slower machine later that day (D-PRF-20).
 */
const ROUNDS = SHORT ? 2 : 12;
const ROUND_SECONDS = SHORT ? 3 : 2;
const WARM_UP_SECONDS = SHORT ? 1 : 2;
/** Issue 29's budgets; in CI's short form, floors under today's figures that a regression breaks. */
const BUDGET_RATIO = SHORT ? { typing: 0.2, choosing: 0.15 } : { typing: 0.8, choosing: 0.5 };

/**
 * The application each applicant saves into: a complete one (the answers of
 * packages/application/src/testing/complete-answers.ts but the SSN), with a business employer and
 * five prior colleges, saved once before the load.
 */
const { ssn: _ssn, ...COMPLETE_WITHOUT_SSN } = COMPLETE_ANSWERS;
const FILLED = { ...COMPLETE_WITHOUT_SSN, business_employ: 'Y' };
const PRIOR_COLLEGES = 5;
/** Text answers that application shows, none of which decides what is shown (5 characters fit each). */
const TYPED = [
  'first_name',
  'middle_name',
  'last_name',
  'preferred_name',
  'address_line_2',
  'parent_first_name',
  'parent_last_name',
  'counselor_first_name',
  'counselor_last_name',
  'hs_name',
  'college_name',
  'college_2_name',
];

/** The body of the n-th save of a kind. */
const SAVES = {
  /** @param {number} n */
  typing: (n) => ({ answers: { [TYPED[n % TYPED.length] ?? 'first_name']: String(n % 100_000) } }),
  /** @param {number} n */
  choosing: (n) => ({ answers: { business_employ: n % 2 === 0 ? 'N' : 'Y' } }),
};

/**
 * autocannon's PUTs, each the next save of `kind` for the next applicant in turn: `headersOf` says
 * who the applicant is to the side (a session cookie, or the bare route's row).
 * @param {Side} side @param {keyof typeof SAVES} kind @param {number} seconds
 */
async function load(side, kind, seconds) {
  let n = 0;
  const result = await autocannon({
    url: side.url,
    method: 'PUT',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', origin: new URL(side.url).origin },
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: { ...request.headers, ...side.headersOf(n % APPLICANTS) },
            body: JSON.stringify(SAVES[kind](Math.floor(n / APPLICANTS))),
          };
        },
      },
    ],
  });
  return {
    perSecond: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

/**
 * @typedef {{ url: string, headersOf: (applicant: number) => Record<string, string>, stop: () => Promise<void> }} Side
 * @typedef {Awaited<ReturnType<typeof load>>} Load
 */

/** The bare route on its own process. @param {'pglite' | 'postgres'} kind @param {string} where @returns {Promise<Side>} */
async function startBare(kind, where) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [new URL('bare-save-server.mjs', import.meta.url).pathname, String(port), kind, where],
    // The same answers as each project application holds when the load starts, in as many rows.
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BARE_SEED: JSON.stringify(FILLED), BARE_ROWS: String(APPLICANTS) },
    },
  );
  await once(/** @type {NonNullable<typeof child.stdout>} */ (child.stdout), 'data');
  return {
    url: `http://127.0.0.1:${port}/api/answer`,
    headersOf: (applicant) => ({ 'x-applicant': String(applicant) }),
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

/** The project's route, with its applicants signed in. @param {Record<string, string>} env @returns {Promise<Side>} */
async function startProject(env) {
  const server = await startPortico({ env: { RATE_LIMITS, ...env } });
  /** @type {string[]} */
  const cookies = [];
  // Five at a time: each is two password hashes, not what is measured.
  for (let first = 0; first < APPLICANTS; first += 5) {
    const batch = Array.from({ length: Math.min(5, APPLICANTS - first) }, (_, i) => first + i);
    const signedIn = await Promise.all(
      batch.map(async (n) => {
        const cookie = await signedInCookie(server, `bench.answers.${n}@example.edu`);
        await call(server.baseURL, 'PUT', '/api/answer', { answers: FILLED }, cookie);
        await call(
          server.baseURL,
          'PUT',
          '/api/add-another',
          { button_id: 'prior_colleges', num_components: PRIOR_COLLEGES },
          cookie,
        );
        return cookie;
      }),
    );
    cookies.push(...signedIn);
  }
  return {
    url: `${server.baseURL}/api/answer`,
    headersOf: (applicant) => ({ cookie: cookies[applicant] ?? '' }),
    stop: () => server.stop(),
  };
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
      const kinds = /** @type {(keyof typeof SAVES)[]} */ (Object.keys(SAVES));
      const outcomes = [];
      for (const kind of kinds) {
        await load(bare, kind, WARM_UP_SECONDS);
        await load(project, kind, WARM_UP_SECONDS);
        /** @type {{ bare: Load, project: Load }[]} */
        const rounds = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          const [first, second] = round % 2 === 0 ? [bare, project] : [project, bare];
          const firstLoad = await load(first, kind, ROUND_SECONDS);
          const secondLoad = await load(second, kind, ROUND_SECONDS);
          rounds.push(
            first === bare
              ? { bare: firstLoad, project: secondLoad }
              : { bare: secondLoad, project: firstLoad },
          );
        }
        outcomes.push(outcome(`${label}, ${kind}`, rounds, BUDGET_RATIO[kind]));
      }
      return outcomes;
    } finally {
      await project.stop();
    }
  } finally {
    await bare.stop();
  }
}

/** The middle value, or the mean of the two middle ones. @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** One side's rounds as one figure: medians, and every failure. @param {Load[]} loads @returns {Load} */
const summary = (loads) => ({
  perSecond: median(loads.map((l) => l.perSecond)),
  p50: median(loads.map((l) => l.p50)),
  p99: median(loads.map((l) => l.p99)),
  failed: loads.reduce((sum, l) => sum + l.failed, 0),
});

/** @param {string} label @param {{ bare: Load, project: Load }[]} rounds @param {number} budget */
function outcome(label, rounds, budget) {
  const bare = summary(rounds.map((r) => r.bare));
  const project = summary(rounds.map((r) => r.project));
  const ratios = rounds.map((r) => Number((r.project.perSecond / r.bare.perSecond).toFixed(2)));
  const ratio = Number(median(ratios).toFixed(2));
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
        name: `${label}: PUT /api/answer`,
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
      { name: `${label}: API / bare ratio`, value: ratio, unit: '', budget, pass: clean && ratio >= budget },
    ],
  };
}

export async function run() {
  const runs = [];
  const folder = await makeDataDir('portico-bench-bare-');
  try {
    runs.push(
      ...(await compare(
        'PGlite',
        () => startBare('pglite', join(folder, 'pglite')),
        () => startProject({}),
      )),
    );
  } finally {
    await removeDir(folder);
  }
  if (!SHORT) {
    runs.push(
      ...(await withPostgres((bareUrl) =>
        withPostgres((url) =>
          compare(
            'PostgreSQL',
            () => startBare('postgres', bareUrl),
            () => startProject(postgresEnv(url)),
          ),
        ),
      )),
    );
  }
  return {
    report: runs.flatMap((r) => r.report),
    figures: runs.flatMap((r) => r.figures),
    details: runs.map(({ label, bare, project, ratio }) => ({ label, bare, project, ratio })),
  };
}
