// Lighthouse's mobile performance score of the three public routes, against the built server on
// its embedded default, run by the npm `lighthouse` package with Debian's Chromium: the default
// mobile form factor and simulated throttling (a mid-range phone on a slow 4G network), three runs
// per route, the median reported against the budget. Also each route's first contentful paint,
// largest contentful paint and total blocking time (medians).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../e2e/support/chromium.mjs';
import { startPortico } from '../e2e/support/portico-server.mjs';

export const name = 'lighthouse';
/**
 * The whole browser in its new headless mode, not the headless shell the journeys use (D-TST-08):
 * the yardstick is a phone's Chrome. LIGHTHOUSE_CHROMIUM chooses another; Debian: `apt-get install
 * chromium`.
 */
const CHROMIUM = process.env.LIGHTHOUSE_CHROMIUM || '/usr/bin/chromium';
// LIGHTHOUSE_ROUTES (comma-separated) and LIGHTHOUSE_RUNS narrow or widen a comparison of two
// builds; the defaults are the benchmark's.
const ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',') ?? ['/about', '/login', '/signup'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
const BUDGET = 95;
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function run() {
  const server = await startPortico();
  const userDataDir = await mkdtemp(join(tmpdir(), 'portico-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`],
  });
  /** @type {Record<string, { score: number[], fcp: number[], lcp: number[], tbt: number[], errors: string[] }>} */
  const byRoute = {};
  try {
    for (const route of ROUTES) {
      /** @type {{ score: number[], fcp: number[], lcp: number[], tbt: number[], errors: string[] }} */
      const runs = { score: [], fcp: [], lcp: [], tbt: [], errors: [] };
      for (let n = 0; n < RUNS; n += 1) {
        const result = await lighthouse(`${server.baseURL}${route}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${route}`);
        // A run Lighthouse could not finish scores 0; its reason is reported beside the runs.
        if (lhr.runtimeError) runs.errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        runs.score.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        runs.fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? NaN);
        runs.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
        runs.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
      }
      byRoute[route] = runs;
    }
  } finally {
    await chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
    await server.stop();
  }
  const entries = Object.entries(byRoute);
  return {
    report: entries.flatMap(([route, runs]) => [
      `${route}: performance ${median(runs.score)} (runs ${runs.score.join(', ')}), FCP ${median(runs.fcp).toFixed(0)} ms, LCP ${median(runs.lcp).toFixed(0)} ms, TBT ${median(runs.tbt).toFixed(0)} ms`,
      ...runs.errors.map((error) => `  a run failed: ${error}`),
    ]),
    figures: entries.map(([route, runs]) => ({
      name: `${route} mobile performance (median of ${RUNS})`,
      value: median(runs.score),
      unit: '',
      budget: BUDGET,
      pass: median(runs.score) >= BUDGET,
    })),
    details: byRoute,
  };
}
