// One applicant sends hostile autosaves flat out; another applicant's autosave must not wait for
// them (issue 27, M2). Against the built server as an operator runs it, on PGlite (the embedded
// default) and on PostgreSQL (TEST_DATABASE_URL, or the local server; bench/postgres.mjs).
//
// In each of 3 rounds of 8 s, the attacker keeps 8 requests in flight: half of them the body (60,000
// unknown keys, 770 KB), half the largest body of unknown keys the server still reads (found by
// asking it, so that the figure follows the limit the definition gives). Meanwhile the other
// applicant saves a few typed answers, one save after another with 20 ms between them, a browser
// saving as fast as it ever does. The figure is that applicant's p99; budget 100 ms.
//
// The yardstick, and why it is fair: the same applicant's p99 in the same run with nobody
// attacking (the 'idle' figure, 8 s before each round of attack, the two in turns so that a drift
// in the machine's load weighs on both) shows what this machine gives a save at all, so a p99 over
// budget with the idle one near it is the machine's load, not the attack's. The attacker's count of saves
// ('autosave-session') is raised through RATE_LIMITS, as for the other load benches: its one session
// would otherwise be answered 429 after 600 requests, and the bench would measure the count rather
// than the refusal of the body, which an attacker with many sessions meets every time.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { startPortico } from '../e2e/support/portico-server.mjs';
import { signedInCookie } from './accounts.mjs';
import { postgresEnv, withPostgres } from './postgres.mjs';

export const name = 'hostile-saves';
const ROUNDS = 3;
const ROUND_SECONDS = 8;
const IN_FLIGHT = 8;
const PAUSE_MS = 20;
const BUDGET_P99_MS = 100;
const UNLIMITED = { limit: 1_000_000_000 };
const ENV = { RATE_LIMITS: JSON.stringify({ 'autosave-session': UNLIMITED }) };

/** A body of unknown keys (`k0`, `k1` …) of `bytes`, or of `count` keys. @param {{ bytes?: number, count?: number }} size */
function unknownKeys({ bytes = Infinity, count = Infinity }) {
  const keys = [];
  let length = '{"answers":{}}'.length;
  for (let n = 0; n < count && length + `"k${n}":"x",`.length <= bytes; n += 1) {
    const member = `"k${n}":"x"`;
    keys.push(member);
    length += member.length + 1;
  }
  return `{"answers":{${keys.join(',')}}}`;
}

/** @param {string} url @param {string} cookie @param {string | Buffer} body */
async function put(url, cookie, body) {
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin, cookie },
    body,
  }).catch((/** @type {Error & { cause?: { code?: string } }} */ error) => ({
    status: `${error.cause?.code ?? error.message}`,
    text: async () => '',
  }));
  await response.text();
  return response.status;
}

/** The largest body of unknown keys the server reads rather than refusing by its length (413). @param {string} url @param {string} cookie */
async function largestReadBody(url, cookie) {
  let low = 1_000;
  let high = 2_000_000;
  while (high - low > 64) {
    const middle = Math.floor((low + high) / 2);
    if ((await put(url, cookie, unknownKeys({ bytes: middle }))) === 400) low = middle;
    else high = middle;
  }
  return unknownKeys({ bytes: low });
}

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
};

/**
 * The other applicant's saves until `endsAt`, each timed into `latencies`.
 * @param {string} url @param {string} cookie @param {number} endsAt @param {number[]} latencies
 */
async function typeAway(url, cookie, endsAt, latencies) {
  let failed = 0;
  for (let n = 0; performance.now() < endsAt; n += 1) {
    const started = performance.now();
    const status = await put(
      url,
      cookie,
      JSON.stringify({ answers: { middle_name: `M${n}`, city: `C${n}` } }),
    );
    latencies.push(performance.now() - started);
    if (status !== 200) failed += 1;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  return failed;
}

/** @param {number[]} latencies */
const summary = (latencies) => ({
  p50: quantile(latencies, 0.5),
  p99: quantile(latencies, 0.99),
  saves: latencies.length,
});

/** @param {string} label @param {Record<string, string>} env */
async function measure(label, env) {
  const server = await startPortico({ env: { ...ENV, ...env } });
  try {
    const url = `${server.baseURL}/api/answer`;
    const attacker = await signedInCookie(
      server,
      `bench.hostile.${randomBytes(3).toString('hex')}@example.edu`,
    );
    const other = await signedInCookie(server, `bench.typist.${randomBytes(3).toString('hex')}@example.edu`);
    const bodies = [unknownKeys({ count: 60_000 }), await largestReadBody(url, attacker)];
    await typeAway(url, other, performance.now() + 2_000, []);

    /** @type {number[]} */
    const idleLatencies = [];
    /** @type {number[]} */
    const attackedLatencies = [];
    /** @type {Record<string, number>} */
    const attack = {};
    let failed = 0;
    // Rounds alone and under attack in turns: a machine whose load drifts weighs on both alike.
    for (let round = 0; round < ROUNDS; round += 1) {
      failed += await typeAway(url, other, performance.now() + ROUND_SECONDS * 1000, idleLatencies);
      // The attacker on a thread of its own, as it would be on a machine of its own: its sending
      // does not hold up this thread's timing of the other applicant's saves.
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { url, cookie: attacker, bodies, seconds: ROUND_SECONDS },
      });
      await once(worker, 'message');
      const endsAt = performance.now() + ROUND_SECONDS * 1000;
      const [roundFailed, [answers]] = await Promise.all([
        typeAway(url, other, endsAt, attackedLatencies),
        once(worker, 'message'),
      ]);
      await worker.terminate();
      failed += roundFailed;
      for (const [key, count] of Object.entries(answers)) attack[key] = (attack[key] ?? 0) + count;
    }
    const idle = summary(idleLatencies);
    const attacked = { ...summary(attackedLatencies), failed };
    const sent = Object.values(attack).reduce((sum, count) => sum + count, 0);
    // Refused, each: the body it reads with 400; the larger one by its length (413), or by closing
    // the connection while the attacker is still sending it (EPIPE, ECONNRESET).
    const refusedAsExpected = Object.keys(attack).every((key) => / (400|413|EPIPE|ECONNRESET)$/.test(key));
    const pass = attacked.failed === 0 && refusedAsExpected && attacked.p99 < BUDGET_P99_MS;
    return {
      report: [
        `${label}: the other applicant's save p50 ${attacked.p50} ms, p99 ${attacked.p99} ms under attack (${attacked.saves} saves, ${attacked.failed} failed); alone p50 ${idle.p50} ms, p99 ${idle.p99} ms (${idle.saves} saves), in ${ROUNDS} rounds of ${ROUND_SECONDS} s each, in turns`,
        `${label}: the attacker sent ${sent} hostile saves in ${ROUNDS * ROUND_SECONDS} s, ${IN_FLIGHT} in flight: ${JSON.stringify(attack)}; load average ${loadavg()[0]?.toFixed(1)}`,
      ],
      figures: [
        {
          name: `${label}: another applicant's save p99 under attack`,
          value: attacked.p99,
          unit: 'ms',
          budget: BUDGET_P99_MS,
          pass,
        },
        {
          name: `${label}: the same, nobody attacking`,
          value: idle.p99,
          unit: 'ms',
          budget: null,
          pass: true,
        },
        {
          name: `${label}: hostile saves answered`,
          value: sent,
          unit: '',
          budget: null,
          pass: refusedAsExpected,
        },
      ],
      details: { label, idle, attacked, attack },
    };
  } finally {
    await server.stop();
  }
}

/** The attacker's thread: IN_FLIGHT loops sending the bodies until the round ends, then the count of answers. */
async function attack() {
  const { url, cookie, bodies, seconds } = workerData;
  const encoded = bodies.map((/** @type {string} */ body) => Buffer.from(body));
  parentPort?.postMessage('ready');
  const endsAt = performance.now() + seconds * 1000;
  /** @type {Record<string, number>} */
  const answers = {};
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async (_, n) => {
      const body = encoded[n % encoded.length];
      while (performance.now() < endsAt) {
        const status = await put(url, cookie, body);
        const key = `${body.length} B: ${status}`;
        answers[key] = (answers[key] ?? 0) + 1;
      }
    }),
  );
  parentPort?.postMessage(answers);
}
if (!isMainThread) await attack();

export async function run() {
  const runs = [await measure('PGlite', {})];
  runs.push(await withPostgres((url) => measure('PostgreSQL', postgresEnv(url))));
  return {
    report: runs.flatMap((r) => r.report),
    figures: runs.flatMap((r) => r.figures),
    details: runs.map((r) => r.details),
  };
}
