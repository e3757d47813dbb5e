// Runs every benchmark, prints each figure against its budget, saves the results under
// bench/results/ and exits 1 if any budget is broken. Run after `npm run build` (`npm run bench`).
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import * as accountTiming from './account-timing.mjs';
import * as answers from './answers.mjs';
import * as deadlineNight from './deadline-night.mjs';
import * as decisionDay from './decision-day.mjs';
import * as queueFairness from './queue-fairness.mjs';
import * as documents from './documents.mjs';
import * as firstVisitJs from './first-visit-js.mjs';
import * as hostileSaves from './hostile-saves.mjs';
import * as lighthouse from './lighthouse.mjs';
import * as login from './login.mjs';
import * as lookups from './lookups.mjs';
import * as serverStart from './server-start.mjs';
import * as staff from './staff.mjs';
import * as studentRecords from './student-records.mjs';

/**
 * @typedef {{ name: string, value: number, unit: string, budget: number | null, pass: boolean }} Figure
 * @typedef {{ figures: Figure[], details: unknown, report: string[] }} Outcome
 * @typedef {{ name: string, run: () => Promise<Outcome> }} Benchmark
 */

/** @type {Benchmark[]} */
const BENCHMARKS = [
  firstVisitJs,
  lighthouse,
  serverStart,
  login,
  accountTiming,
  answers,
  hostileSaves,
  lookups,
  staff,
  studentRecords,
  documents,
  queueFairness,
  deadlineNight,
  decisionDay,
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !BENCHMARKS.some((benchmark) => benchmark.name === name));
if (unknown.length) {
  console.error(
    `No benchmark named ${unknown.join(', ')}. There are: ${BENCHMARKS.map((b) => b.name).join(', ')}.`,
  );
  process.exit(1);
}
const selected = only.length ? BENCHMARKS.filter((benchmark) => only.includes(benchmark.name)) : BENCHMARKS;

/** @type {{ benchmark: string, figures: Figure[], details?: unknown, error?: string }[]} */
const results = [];
for (const benchmark of selected) {
  process.stdout.write(`running ${benchmark.name}...\n`);
  try {
    const { figures, details, report } = await benchmark.run();
    results.push({ benchmark: benchmark.name, figures, details });
    for (const line of report) process.stdout.write(`  ${line}\n`);
  } catch (error) {
    const message = /** @type {Error} */ (error).stack ?? String(error);
    results.push({ benchmark: benchmark.name, figures: [], error: message });
    process.stderr.write(`${benchmark.name} failed:\n${message}\n`);
  }
}

const rows = results.flatMap((result) =>
  result.error
    ? [[result.benchmark, 'error', '-', 'FAIL']]
    : result.figures.map((figure) => [
        `${result.benchmark}: ${figure.name}`,
        `${figure.value} ${figure.unit}`,
        figure.budget === null ? '-' : `${figure.budget} ${figure.unit}`,
        figure.budget === null ? 'info' : figure.pass ? 'pass' : 'FAIL',
      ]),
);
const header = ['benchmark', 'figure', 'budget', 'result'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
);
const line = (/** @type {string[]} */ cells) =>
  cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
process.stdout.write(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n`);
for (const row of rows) process.stdout.write(`${line(row)}\n`);

const folder = new URL('results/', import.meta.url);
await mkdir(folder, { recursive: true });
const at = new Date().toISOString();
const file = new URL(`${at.replace(/[:.]/g, '-')}.json`, folder);
const machine = {
  node: process.version,
  platform: process.platform,
  cpus: cpus().length,
  cpu: cpus()[0]?.model,
};
await writeFile(file, `${JSON.stringify({ at, machine, results }, null, 2)}\n`);
process.stdout.write(`\nsaved ${file.pathname}\n`);

const failed = results.some((result) => result.error || result.figures.some((figure) => !figure.pass));
process.exit(failed ? 1 : 0);
