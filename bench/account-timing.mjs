// Whether an address has an account must not show in how long forgot-password and resend take
// (issue 13): the built server answers requests for addresses with accounts and for unknown ones,
// alternately, one at a time, each address asked once, as someone probing a list would; the
// figure is the gap between the two medians. The throttles are raised through RATE_LIMITS so
// that every probe is answered rather than refused.
import { randomBytes } from 'node:crypto';
import { startPortico } from '../e2e/support/portico-server.mjs';
import { call, signUpAndConfirm } from './accounts.mjs';

export const name = 'account-timing';
const ACCOUNTS = 100;
/** The largest gap between the medians, in ms: below what a network's own jitter hides. */
const BUDGET_MS = 1;
const UNLIMITED = { limit: 1_000_000_000 };
const THROTTLES = [
  'signup-ip',
  'signup-address',
  'forgot-ip',
  'forgot-address-minute',
  'forgot-address-hour',
  'resend-ip',
  'resend-address-minute',
  'resend-address-hour',
];

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** @param {string} baseURL @param {string} path @param {string} username */
async function timed(baseURL, path, username) {
  const started = performance.now();
  await call(baseURL, 'POST', path, { username });
  return performance.now() - started;
}

export async function run() {
  const server = await startPortico({
    env: { RATE_LIMITS: JSON.stringify(Object.fromEntries(THROTTLES.map((key) => [key, UNLIMITED]))) },
  });
  try {
    const tag = randomBytes(3).toString('hex');
    const confirmed = Array.from({ length: ACCOUNTS }, (_, n) => `timing.${tag}.${n}@example.edu`);
    for (const username of confirmed) await signUpAndConfirm(server.baseURL, server.dataDir, username);
    const pending = Array.from({ length: ACCOUNTS }, (_, n) => `pending.${tag}.${n}@example.edu`);
    for (const username of pending) {
      await call(server.baseURL, 'POST', '/public/signup', { username, password: 'Granite-Orchid-2027!' });
    }
    /** @type {Record<string, { known: number[], unknown: number[] }>} */
    const times = {
      '/public/forgot-password': { known: [], unknown: [] },
      '/public/resend-confirm': { known: [], unknown: [] },
    };
    // Mail from the sign-ups above is sent by now, not competing with the probes.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // Each probe starts once the mail job of the one before has run, and which of the pair goes
    // first alternates: the figure is the request's own work, not the order or the jobs.
    for (let n = 0; n < ACCOUNTS; n += 1) {
      const ghost = `ghost.${tag}.${n}@example.edu`;
      for (const [path, known] of /** @type {const} */ ([
        ['/public/forgot-password', confirmed[n] ?? ''],
        ['/public/resend-confirm', pending[n] ?? ''],
      ])) {
        const probes = /** @type {const} */ ([
          ['known', known],
          ['unknown', ghost],
        ]);
        for (const [which, username] of n % 2 ? probes : [...probes].reverse()) {
          await new Promise((resolve) => setTimeout(resolve, 30));
          times[path][which].push(await timed(server.baseURL, path, username));
        }
      }
    }
    const rows = Object.entries(times).map(([path, { known, unknown }]) => ({
      path,
      known: median(known),
      unknown: median(unknown),
      gap: Math.abs(median(known) - median(unknown)),
    }));
    return {
      report: rows.map(
        (row) =>
          `${row.path}: median ${row.known.toFixed(2)} ms with an account, ${row.unknown.toFixed(2)} ms without ` +
          `(gap ${row.gap.toFixed(2)} ms, ${ACCOUNTS} addresses each)`,
      ),
      figures: rows.map((row) => ({
        name: `${row.path} median gap, account or not`,
        value: Number(row.gap.toFixed(2)),
        unit: 'ms',
        budget: BUDGET_MS,
        pass: row.gap <= BUDGET_MS,
      })),
      details: rows,
    };
  } finally {
    await server.stop();
  }
}
