// Decision day (issue 28): the second peak of the year. Two server processes on one PostgreSQL (as
// `docs/operations.md` deploys them), sharing DATA_DIR; 10,000 submitted applications whose Admit
// decisions an admin has recorded (two bulk calls of 5,000, as the list's bulk bar sends them) are
// released at once, and while the release job publishes them and queues their e-mails, 200
// applicants at once (arriving within 4 s) sign in and open their status page, again and again,
// every request to one of the two processes in turn, as a load balancer without sticky sessions
// would send it.
//
// The yardsticks, and their budgets (issue 28):
//   release          from the admin's POST /staff-api/releases until the release is finished with
//                    an e-mail queued in the outbox for every applicant (release_mails): under 60 s.
//                    The e-mails' sending goes on after (to .eml files here; a mail server's pace is
//                    not the site's): reported, not budgeted.
//   status page      GET of the applicant's status page during the release: p99 under 300 ms;
//                    reported apart too, the visits while others still sign in and those after.
//   sign-in          POST /public/login during the release: p99 reported. Each is an argon2id
//                    verification (19 MiB, by design tens of ms of a core): 200 at once queue for
//                    the cores whatever the release does, so it is no yardstick of the release.
//   server errors    5xx or a network error on any request: 0.
// The applicants are written by SQL (their password's hash computed once here, as the server's
// policy makes it): 10,000 sign-ups would measure argon2.
//
// BENCH_SHORT=1: 2,000 decisions and 50 applicants (about 40 s: not in the CI set).
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import {
  freePort,
  makeDataDir,
  removeDir,
  spawnServer,
  waitUntilReady,
} from '../e2e/support/portico-server.mjs';
import { call, PASSWORD } from './accounts.mjs';
import { quantile, RoundRobinLoad as Load, sleep } from './round-robin-load.mjs';
import { postgresEnv, withPostgres } from './postgres.mjs';
import { cli, signInStaff } from './staff-session.mjs';

export const name = 'decision-day';
const SHORT = process.env.BENCH_SHORT === '1';
const DECISIONS = SHORT ? 2_000 : 10_000;
const APPLICANTS_AT_ONCE = SHORT ? 50 : 200;
/** The applicant's status page's request (D-AFT-02): what each applicant opens after signing in. */
export const STATUS_PAGE_PATH = '/api/status';
/** Most bulk decisions one call takes (MAX_ASSIGNED_AT_ONCE in packages/contracts/src/staff.ts). */
const BULK = 5_000;
const BUDGET_RELEASE_SECONDS = 60;
const BUDGET_STATUS_P99_MS = 300;
const STAFF_EMAIL = 'decision-day.admin@harborvalley.example.edu';
const THINK_MIN_MS = 500;
const THINK_MAX_MS = 1500;
/**
 * Between one applicant's arrival and the next: all 200 are in within 4 s, as the e-mails reach
 * their inboxes. Every sign-in is an argon2id hash of 19 MiB, which the two processes' cores take
 * in turn: 200 in the same millisecond measures a queue for argon2, not decision day.
 */
const ARRIVAL_MS = 20;
const SIGNING_IN = 'status page while others sign in';
const ALL_SIGNED_IN = 'status page once all signed in';
/** However soon the release is done, each applicant opens the page at least this many times. */
const MIN_VISITS = 3;

/**
 * The applicants, their applications (submitted, for Fall 2027) and nothing else: the decisions
 * are recorded through the API. Every applicant has the same password, hashed once.
 * @param {string} url
 */
async function seed(url) {
  const passwordHash = await hash(PASSWORD, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into applicants (id, email, password_hash, confirmed_at)
        select gen_random_uuid(), 'decision.' || g || '@example.edu', $1, now()
        from generate_series(1, $2::int) g`,
      [passwordHash, DECISIONS],
    );
    await client.query(
      `insert into applications (applicant_id, answers, submitted_at, reference)
        select id, jsonb_build_object('first_name', 'Decision', 'last_name', 'Day', 'entry_term', '202708'),
          now() - interval '30 days', '2027-' || upper(substr(md5(email), 1, 4)) || '-' || upper(substr(md5(email), 5, 4))
        from applicants where email like 'decision.%'`,
    );
    const { rows } = await client.query(`select applicant_id as id from applications order by applicant_id`);
    return /** @type {string[]} */ (rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

/**
 * One applicant: signs in, then opens the status page until the release is done (and at least
 * MIN_VISITS times), thinking between visits.
 * @param {Load} load @param {number} n @param {{ done: boolean, signedIn: number }} release
 */
async function applicant(load, n, release) {
  const username = `decision.${n + 1}@example.edu`;
  const login = await load.request('sign-in', 'POST', '/public/login', { username, password: PASSWORD });
  release.signedIn += 1;
  if (!login?.response.ok) return;
  const cookie = login.response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  for (let visit = 0; visit < MIN_VISITS || !release.done; visit += 1) {
    // Apart: the visits while others still sign in (argon2 on the same cores) and those after.
    const op = release.signedIn < APPLICANTS_AT_ONCE ? SIGNING_IN : ALL_SIGNED_IN;
    await load.request(op, 'GET', STATUS_PAGE_PATH, undefined, cookie);
    await sleep(THINK_MIN_MS + Math.random() * (THINK_MAX_MS - THINK_MIN_MS));
  }
}

/**
 * The seconds from `started` until the release was finished with every e-mail queued, and until
 * every e-mail was sent (NaN for what did not happen within the budget and
 * two minutes more). @param {pg.Client} client @param {string} releaseId @param {number} started
 */
async function watchRelease(client, releaseId, started) {
  let queuedSeconds = NaN;
  let sentSeconds = NaN;
  const deadline = started + (BUDGET_RELEASE_SECONDS + 120) * 1000;
  while (performance.now() < deadline) {
    const { rows } = await client.query(
      `select r.finished_at is not null as finished,
        (select count(*)::int from release_mails m where m.release_id = r.id) as queued,
        (select count(*)::int from release_mails m where m.release_id = r.id and m.sent_at is not null) as sent
      from decision_releases r where r.id = $1`,
      [releaseId],
    );
    const row = rows[0];
    const seconds = (performance.now() - started) / 1000;
    if (Number.isNaN(queuedSeconds) && row?.finished && row.queued === DECISIONS) queuedSeconds = seconds;
    if (row?.sent === DECISIONS) {
      sentSeconds = seconds;
      break;
    }
    await sleep(100);
  }
  return { queuedSeconds, sentSeconds };
}

export async function run() {
  const dataDir = await makeDataDir('portico-bench-decision-day-');
  try {
    return await withPostgres(async (url) => {
      const env = { ...postgresEnv(url), STORAGE_SIGNING_KEY: randomBytes(32).toString('base64') };
      // The command creates the database (migrations) and the admin's invitation; the rows follow.
      const invitation = await cli(['create-staff', '--email', STAFF_EMAIL, '--role', 'admin'], {
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://127.0.0.1',
        ...env,
      });
      const ids = await seed(url);
      const servers = [];
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (let i = 0; i < 2; i += 1) {
          const server = spawnServer({ dataDir, port: await freePort(), env });
          servers.push(server);
          await waitUntilReady(server);
        }
        const [first] = servers;
        if (!first) throw new Error('no server');
        const admin = await signInStaff(first.baseURL, invitation, STAFF_EMAIL);
        for (let at = 0; at < ids.length; at += BULK) {
          const body = { application_ids: ids.slice(at, at + BULK), decision: 'admit', reasons: [] };
          await call(first.baseURL, 'POST', '/staff-api/decisions', body, admin);
        }

        const load = new Load(servers.map((server) => server.baseURL));
        const release = { done: false, signedIn: 0 };
        const started = performance.now();
        const created = await call(
          first.baseURL,
          'POST',
          '/staff-api/releases',
          { decision: 'admit' },
          admin,
        );
        const { release: made } = /** @type {{ release: { id: string, decisions: number } }} */ (
          await created.json()
        );
        if (made.decisions !== DECISIONS) throw new Error(`the release holds ${made.decisions} decisions`);
        const applicants = Array.from({ length: APPLICANTS_AT_ONCE }, (_, n) =>
          sleep(n * ARRIVAL_MS).then(() => applicant(load, n, release)),
        );
        const watched = await watchRelease(client, made.id, started).finally(() => (release.done = true));
        await Promise.all(applicants);
        const { rows } = await client.query(
          `select count(*)::int as released from application_decisions where release_id = $1`,
          [made.id],
        );
        return outcome(load, watched, Number(rows[0]?.released));
      } finally {
        await client.end();
        await Promise.all(servers.map((server) => server.stop()));
      }
    });
  } finally {
    await removeDir(dataDir);
  }
}

/** @param {string} label @param {number[]} times */
const timesLine = (label, times) =>
  `  ${label}: ${times.length} × p50 ${quantile(times, 0.5).toFixed(0)} ms, p99 ${quantile(times, 0.99).toFixed(0)} ms`;

/**
 * @param {Load} load @param {{ queuedSeconds: number, sentSeconds: number }} release
 * @param {number} released
 */
function outcome(load, { queuedSeconds, sentSeconds }, released) {
  const whileSigningIn = load.times[SIGNING_IN] ?? [];
  const afterSignIn = load.times[ALL_SIGNED_IN] ?? [];
  const status = [...whileSigningIn, ...afterSignIn];
  const signIn = load.times['sign-in'] ?? [];
  const statusP99 = Math.round(quantile(status, 0.99));
  const report = [
    `release of ${DECISIONS.toLocaleString('en-US')} decisions: ${released.toLocaleString('en-US')} released, ` +
      `every e-mail queued after ${queuedSeconds.toFixed(1)} s, sent (to .eml files) after ${sentSeconds.toFixed(1)} s`,
    `status page (${STATUS_PAGE_PATH}): ${status.length} × p50 ${quantile(status, 0.5).toFixed(0)} ms, p99 ${statusP99} ms`,
    timesLine(SIGNING_IN, whileSigningIn),
    timesLine(ALL_SIGNED_IN, afterSignIn),
    `sign-in: ${signIn.length} × p50 ${quantile(signIn, 0.5).toFixed(0)} ms, p99 ${quantile(signIn, 0.99).toFixed(0)} ms`,
    `refused (4xx): ${JSON.stringify(load.refusals)}`,
    `server errors: ${load.serverErrors.length}${load.serverErrors.length ? ` (${load.serverErrors.slice(0, 5).join('; ')})` : ''}`,
  ];
  const releaseOk = released === DECISIONS && queuedSeconds < BUDGET_RELEASE_SECONDS;
  /** @type {import('./run.mjs').Figure[]} */
  const figures = [
    {
      name: `release of ${DECISIONS} decisions, every e-mail queued`,
      value: Number(queuedSeconds.toFixed(1)),
      unit: 's',
      budget: BUDGET_RELEASE_SECONDS,
      pass: releaseOk,
    },
    { name: 'every e-mail sent', value: Number(sentSeconds.toFixed(1)), unit: 's', budget: null, pass: true },
    {
      name: `status page p99 (${APPLICANTS_AT_ONCE} applicants at once)`,
      value: statusP99,
      unit: 'ms',
      budget: BUDGET_STATUS_P99_MS,
      pass: status.length > 0 && statusP99 < BUDGET_STATUS_P99_MS,
    },
    {
      name: `${ALL_SIGNED_IN} p99`,
      value: Math.round(quantile(afterSignIn, 0.99)),
      unit: 'ms',
      budget: null,
      pass: true,
    },
    {
      name: 'sign-in p99',
      value: Math.round(quantile(signIn, 0.99)),
      unit: 'ms',
      budget: null,
      pass: true,
    },
    {
      name: 'server errors',
      value: load.serverErrors.length,
      unit: '',
      budget: 0,
      pass: load.serverErrors.length === 0,
    },
  ];
  return {
    report,
    figures,
    details: {
      decisions: DECISIONS,
      applicants: APPLICANTS_AT_ONCE,
      statusPagePath: STATUS_PAGE_PATH,
      released,
      queuedSeconds,
      sentSeconds,
      statusPage: { count: status.length, p50: quantile(status, 0.5), p99: quantile(status, 0.99) },
      signIn: { count: signIn.length, p50: quantile(signIn, 0.5), p99: quantile(signIn, 0.99) },
      refusals: load.refusals,
      serverErrors: load.serverErrors,
    },
  };
}
