// PUT /api/answer with 50 changed keys under autocannon, against the built server on its embedded
// default (PGlite), beside the bare database work it stands on: the same 50-key merge of the same
// row, run directly on a PGlite of its own in this process. The ratio says what the HTTP layer,
// the session check, the data-model check and the visibility rules cost on top of the database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { startPortico } from '../e2e/support/portico-server.mjs';
import { signedInCookie } from './accounts.mjs';

export const name = 'answers';
const CONNECTIONS = 10;
const DURATION_SECONDS = 10;
const BARE_UPSERTS = 2_000;

/**
 * 50 text answers the application knows, changed on every request; values of at most 5 characters
 * fit every one of them (the shortest, hs_gpa, allows 6).
 */
const KEYS = [
  'first_name',
  'middle_name',
  'last_name',
  'preferred_name',
  'city',
  'address_line_1',
  'address_line_2',
  'zip',
  'parent_first_name',
  'parent_last_name',
  'parent_address_line_1',
  'parent_address_line_2',
  'parent_city',
  'parent_zip',
  'parent_2_first_name',
  'parent_2_last_name',
  'parent_2_address_line_1',
  'parent_2_address_line_2',
  'parent_2_city',
  'parent_2_zip',
  'business_employ',
  'business_org',
  'counselor_first_name',
  'counselor_last_name',
  'hs_name',
  'hs_address_line_1',
  'hs_city',
  'hs_zip',
  'college_name',
  'college_address_line_1',
  'college_city',
  'college_zip',
  'college_2_name',
  'college_2_address_line_1',
  'college_2_city',
  'college_2_zip',
  'college_3_name',
  'college_3_address_line_1',
  'college_3_city',
  'college_3_zip',
  'college_4_name',
  'college_4_address_line_1',
  'college_4_city',
  'college_4_zip',
  'college_5_name',
  'college_5_address_line_1',
  'college_5_city',
  'college_5_zip',
  'waiver_code',
  'hs_gpa',
];
/** @param {number} n */
const answers = (n) =>
  Object.fromEntries(KEYS.map((key, i) => [key, String((n * KEYS.length + i) % 100_000)]));

/** @param {number[]} values @param {number} q */
const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;

async function bareUpserts() {
  const dir = await mkdtemp(join(tmpdir(), 'portico-bench-bare-'));
  const db = await PGlite.create(join(dir, 'pglite'));
  try {
    await db.exec(
      `create table applications (applicant_id uuid primary key, answers jsonb not null default '{}', updated_at timestamptz not null default now())`,
    );
    const id = '00000000-0000-4000-8000-000000000001';
    const times = [];
    for (let n = 0; n < BARE_UPSERTS; n += 1) {
      const started = performance.now();
      await db.query(
        `insert into applications (applicant_id, answers) values ($1, $2::jsonb)
         on conflict (applicant_id) do update set answers = applications.answers || excluded.answers, updated_at = now()`,
        [id, JSON.stringify(answers(n))],
      );
      times.push(performance.now() - started);
    }
    const total = times.reduce((a, b) => a + b, 0);
    return { perSecond: (BARE_UPSERTS / total) * 1000, p99: quantile(times, 0.99) };
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function run() {
  const server = await startPortico();
  let api;
  try {
    const cookie = await signedInCookie(server, 'bench.answers@example.edu');
    let n = 0;
    api = await autocannon({
      url: `${server.baseURL}/api/answer`,
      method: 'PUT',
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: { 'content-type': 'application/json', cookie, origin: server.baseURL },
      requests: [
        { setupRequest: (request) => ({ ...request, body: JSON.stringify({ answers: answers((n += 1)) }) }) },
      ],
    });
  } finally {
    await server.stop();
  }
  const bare = await bareUpserts();
  const failed = api.non2xx + api.errors;
  const ratio = api.requests.average / bare.perSecond;
  return {
    report: [
      `PUT /api/answer, 50 keys: ${api.requests.average.toFixed(0)} req/s, p50 ${api.latency.p50} ms, p99 ${api.latency.p99} ms, ${failed} failed (${CONNECTIONS} connections)`,
      `bare PGlite upsert of the same 50-key merge: ${bare.perSecond.toFixed(0)} per second, p99 ${bare.p99.toFixed(1)} ms (one at a time)`,
      `ratio (API / bare): ${ratio.toFixed(2)}`,
    ],
    figures: [
      {
        name: 'PUT /api/answer (50 keys) throughput',
        value: Math.round(api.requests.average),
        unit: 'req/s',
        budget: null,
        pass: failed === 0,
      },
      {
        name: 'PUT /api/answer (50 keys) p99',
        value: api.latency.p99,
        unit: 'ms',
        budget: null,
        pass: failed === 0,
      },
      {
        name: 'bare upsert throughput',
        value: Math.round(bare.perSecond),
        unit: 'per s',
        budget: null,
        pass: true,
      },
      {
        name: 'API / bare ratio',
        value: Number(ratio.toFixed(2)),
        unit: '',
        budget: null,
        pass: failed === 0,
      },
    ],
    details: { api: { requests: api.requests, latency: api.latency, non2xx: api.non2xx }, bare },
  };
}
