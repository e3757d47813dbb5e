// The capacity table of docs/operations.md: deadline night (deadline-night.mjs, the same mix) at 1,
// 2 and 4 server processes on this machine, each with more applicants until a budget breaks. For each
// run: the applicants, each operation's p99 against its budget, the conversions and application
// PDFs completed per minute, the server errors. Each night runs in a process of its own, as
// `node bench/run.mjs deadline-night` would, one after another, on a quiet machine.
//
//   node bench/capacity.mjs            (after `npm run build`; about 25 minutes)
//   CAPACITY_PROCESSES=2 CAPACITY_APPLICANTS=40,80 CAPACITY_SECONDS=60 node bench/capacity.mjs
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { promisify } from 'node:util';

const PROCESSES = (process.env.CAPACITY_PROCESSES ?? '1,2,4').split(',').map(Number);
const APPLICANTS = (process.env.CAPACITY_APPLICANTS ?? '20,40,60,80,120').split(',').map(Number);
const SECONDS = Number(process.env.CAPACITY_SECONDS) || 45;
const OPERATIONS = ['autosave', 'profile', 'login', 'signup', 'conversion wait'];

/**
 * One night in a child process; its outcome as deadline-night.mjs's run() gives it.
 * @param {number} processes @param {number} applicants
 * @returns {Promise<{ figures: import('./run.mjs').Figure[], details: { times: Record<string, { count: number, p99: number }>, durationMs: number, serverErrors: string[] } }>}
 */
async function night(processes, applicants) {
  const script = `import('./deadline-night.mjs').then(async (bench) => process.stdout.write(JSON.stringify(await bench.run())))`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: new URL('.', import.meta.url),
    env: {
      ...process.env,
      DEADLINE_PROCESSES: String(processes),
      DEADLINE_APPLICANTS: String(applicants),
      DEADLINE_SECONDS: String(SECONDS),
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

/** @type {Record<string, number | boolean | undefined>[]} */
const rows = [];

/**
 * CPU seconds used so far by the PostgreSQL processes of this machine (utime + stime of every
 * process named postgres, at 100 ticks a second): its difference over a night is what the database
 * cost, for the sizing on paper.
 */
async function postgresCpuSeconds() {
  let ticks = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (!stat.includes('(postgres)')) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / 100;
}

for (const processes of PROCESSES) {
  for (const applicants of APPLICANTS) {
    const postgresBefore = await postgresCpuSeconds();
    const { figures, details } = await night(processes, applicants);
    const postgresCpu = (await postgresCpuSeconds()) - postgresBefore;
    const within = figures.every((figure) => figure.pass);
    const p99 = (/** @type {string} */ op) => details.times[op]?.p99;
    const perMinute = (/** @type {string} */ op) =>
      ((details.times[op]?.count ?? 0) * 60_000) / details.durationMs;
    const row = {
      processes,
      applicants,
      ...Object.fromEntries(OPERATIONS.map((op) => [op, p99(op)])),
      conversionsPerMinute: perMinute('conversion wait'),
      pdfsPerMinute: perMinute('application PDF wait'),
      serverErrors: details.serverErrors.length,
      // Cores of PostgreSQL the night kept busy, on average.
      postgresCores: postgresCpu / (details.durationMs / 1000),
      within,
    };
    rows.push(row);
    process.stdout.write(`${JSON.stringify(row)}\n`);
    // More applicants would only break it further.
    if (!within) break;
  }
}

const ms = (/** @type {unknown} */ value) =>
  typeof value !== 'number'
    ? '-'
    : value >= 10_000
      ? `${(value / 1000).toFixed(0)} s`
      : `${Math.round(value)} ms`;
const header = [
  'processes',
  'applicants',
  ...OPERATIONS.map((op) => `${op} p99`),
  'conversions/min',
  'PDFs/min',
  'PostgreSQL cores',
  'errors',
  'within budgets',
];
process.stdout.write(
  `\n${cpus().length} cores, ${SECONDS} s nights\n\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|\n`,
);
for (const row of rows) {
  const cells = [
    row.processes,
    row.applicants,
    ...OPERATIONS.map((op) => ms(row[op])),
    Number(row.conversionsPerMinute).toFixed(0),
    Number(row.pdfsPerMinute).toFixed(0),
    Number(row.postgresCores).toFixed(2),
    row.serverErrors,
    row.within ? 'yes' : 'no',
  ];
  process.stdout.write(`| ${cells.join(' | ')} |\n`);
}
