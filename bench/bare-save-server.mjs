// The yardstick of bench/answers.mjs: a bare Fastify route that does one upsert of a JSONB row per
// request, with nothing else (no session, no checks, no rules). It runs as its own process, as the
// project's server does, so that both sides of the ratio pay for HTTP the same way. BARE_ROWS rows
// (one per applicant of the bench), each starting with the answers the project's applications
// start with (BARE_SEED, JSON), so that both sides merge into the same JSONB rows; the request's
// `x-applicant` header (0 to BARE_ROWS - 1) says which, as the project's session cookie does.
//   BARE_SEED='{…}' BARE_ROWS=50 node bench/bare-save-server.mjs <port> pglite <dir>
//   BARE_SEED='{…}' BARE_ROWS=50 node bench/bare-save-server.mjs <port> postgres <url>
import Fastify from 'fastify';

const [portArgument, kind, where] = process.argv.slice(2);
const port = Number(portArgument);
const UPSERT = `insert into applications (applicant_id, answers) values ($1, $2::jsonb)
  on conflict (applicant_id) do update set answers = applications.answers || excluded.answers, updated_at = now()`;
/**
 * The applications table as far as a save writes it: its key, the answers, the activity and the one
 * index of the project's table that a save's columns are in (the staff list's, applications_activity_idx
 * in apps/server/src/platform/database/schema.ts), so that both sides write the same rows and indexes.
 */
const CREATE = [
  `create table if not exists applications (applicant_id uuid primary key,
    answers jsonb not null default '{}', updated_at timestamptz not null default now())`,
  `create index if not exists applications_activity_idx on applications (updated_at, applicant_id)`,
];
const ROWS = Number(process.env.BARE_ROWS ?? 1);
const applicant = (/** @type {number} */ n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** @returns {Promise<{ query: (sql: string, params?: unknown[]) => Promise<unknown>, close: () => Promise<void> }>} */
async function openDatabase() {
  if (kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(where);
    return { query: (sql, params) => db.query(sql, params), close: () => db.close() };
  }
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: where, max: 10 });
  return { query: (sql, params) => pool.query(sql, params), close: () => pool.end() };
}

const db = await openDatabase();
for (const statement of CREATE) await db.query(statement);
for (let n = 0; n < ROWS; n += 1) await db.query(UPSERT, [applicant(n), process.env.BARE_SEED ?? '{}']);
const app = Fastify();
app.put('/api/answer', async (request) => {
  const { answers } = /** @type {{ answers: Record<string, unknown> }} */ (request.body);
  const row = Number(request.headers['x-applicant'] ?? 0) % ROWS;
  await db.query(UPSERT, [applicant(row), JSON.stringify(answers)]);
  return { message: 'saved' };
});
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
});
