// Time from spawning the server to its first 200 from /readyz. A cold start includes PGlite's
// initdb and the migrations (first `npm start`); a warm start reopens the same DATA_DIR, as every
// restart and deploy does, and that is the one with a budget.
import {
  freePort,
  makeDataDir,
  removeDir,
  spawnServer,
  waitUntilReady,
} from '../e2e/support/portico-server.mjs';

export const name = 'server-start';
const RUNS = 3;
const BUDGET_MS = 2_000;
const POLL_MS = 20;

/** @param {string} dataDir */
async function timeStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const server = spawnServer({ dataDir, port });
  try {
    await waitUntilReady(server, { intervalMs: POLL_MS });
    return performance.now() - started;
  } finally {
    await server.stop();
  }
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

export async function run() {
  /** @type {number[]} */
  const cold = [];
  /** @type {number[]} */
  const warm = [];
  for (let i = 0; i < RUNS; i += 1) {
    const dataDir = await makeDataDir('portico-bench-');
    try {
      cold.push(await timeStart(dataDir));
      warm.push(await timeStart(dataDir));
    } finally {
      await removeDir(dataDir);
    }
  }
  const seconds = (/** @type {number} */ ms) => Number((ms / 1000).toFixed(2));
  const list = (/** @type {number[]} */ values) => values.map((ms) => `${seconds(ms)} s`).join(', ');
  return {
    report: [`cold starts: ${list(cold)}`, `warm starts: ${list(warm)}`],
    figures: [
      {
        name: `cold start, fresh DATA_DIR (median of ${RUNS})`,
        value: seconds(median(cold)),
        unit: 's',
        budget: null,
        pass: true,
      },
      {
        name: `warm start, same DATA_DIR (median of ${RUNS})`,
        value: seconds(median(warm)),
        unit: 's',
        budget: BUDGET_MS / 1000,
        pass: median(warm) <= BUDGET_MS,
      },
    ],
    details: { coldSeconds: cold.map(seconds), warmSeconds: warm.map(seconds) },
  };
}
