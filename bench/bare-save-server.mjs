// The yardstick of bench/answers.mjs: a bare Fastify route that does one upsert of a JSONB row per
// request, with nothing else (no session, no checks, no rules). It runs as its own process, as the
// project's server does, so that both sides of the ratio pay for HTTP the same way. The row starts
// with the answers the project's application starts with (BARE_SEED, JSON), so that both sides
// merge into the same JSONB row.
//   BARE_SEED='{…}' node bench/bare-save-server.mjs <port> pglite <dir>
//   BARE_SEED='{…}' node bench/bare-save-server.mjs <port> postgres <url>
import Fastify from 'fastify';

const [portArgument, kind, where] = process.argv.slice(2);
const port = Number(portArgument);
const UPSERT = `insert into applications (applicant_id, answers) values ($1, $2::jsonb)
  on conflict (applicant_id) do update set answers = applications.answers || excluded.answers, updated_at = now()`;
const CREATE = `create table if not exists applications (applicant_id uuid primary key,
  answers jsonb not null default '{}', updated_at timestamptz not null default now())`;
const APPLICANT = '00000000-0000-4000-8000-000000000001';

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
await db.query(CREATE);
await db.query(UPSERT, [APPLICANT, process.env.BARE_SEED ?? '{}']);
const app = Fastify();
app.put('/api/answer', async (request) => {
  const { answers } = /** @type {{ answers: Record<string, unknown> }} */ (request.body);
  await db.query(UPSERT, [APPLICANT, JSON.stringify(answers)]);
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
