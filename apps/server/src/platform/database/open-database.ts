import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

/** The one query layer: drizzle over PGlite or node-postgres, the same schema and SQL on both. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Rows of a raw SQL query. Both drivers answer `{ rows }`; drizzle's shared type cannot say so,
 * so this is the one place that knows it.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Applicant ids as the list of an SQL `in (…)`, each a uuid. */
export function uuidList(ids: readonly string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/**
 * Rows of a statement that the database parses and plans once per connection, by its `name`: for
 * the few statements that run on every keystroke's save. On PostgreSQL, pg's named statements; on
 * PGlite, the same in its wire protocol (`preparedOnPglite`).
 */
export async function queryPrepared<Row>(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  return (await runPrepared<Row>(db, name, text, values)).rows;
}

/**
 * The rows a prepared statement that answers none changed (`queryPrepared`'s, for an UPDATE
 * without `returning`): an answer costs both sides at every execution, the database writing it and
 * the driver reading its description and row (D-PRF-20).
 */
export async function executePrepared(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<number> {
  return (await runPrepared(db, name, text, values)).changed;
}

interface PreparedResult<Row> {
  rows: Row[];
  /** Rows an INSERT, UPDATE or DELETE changed. */
  changed: number;
}

async function runPrepared<Row>(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<PreparedResult<Row>> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof PGlite) return preparedOnPglite<Row>(client, name, text, values);
  const result = await client.query<Row & object>({ name, text, values });
  return { rows: result.rows, changed: result.rowCount ?? 0 };
}

type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;

/** A statement PGlite holds by name: its parameter types and the description of its rows. */
interface PgliteStatement {
  parameterTypes: number[];
  rowDescription: RowDescription | undefined;
}

const pgliteStatements = new WeakMap<PGlite, Map<string, Promise<PgliteStatement>>>();

/**
 * PGlite's `query` sends every statement unnamed, in six trips into its WebAssembly: parse,
 * describe, bind, describe, execute, sync, and PostgreSQL plans it again each time (measured: a
 * third of a save's time in the embedded database). Here the statement is parsed once by name;
 * each call is one trip of bind, execute and sync, on a plan PostgreSQL keeps. It waits for the
 * same two locks as `query`, so it never runs inside another caller's transaction.
 */
async function preparedOnPglite<Row>(
  client: PGlite,
  name: string,
  text: string,
  values: unknown[],
): Promise<PreparedResult<Row>> {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const statement = await pgliteStatement(client, name, text);
      const parameters = values.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[statement.parameterTypes[index] ?? 0];
        return serializer ? serializer(value as never) : String(value);
      });
      const messages = await client.execProtocolStream(
        Buffer.concat([
          protocol.serialize.bind({ statement: name, values: parameters }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      await client.syncToFs();
      const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      const [result] = parse.parseResults(described, client.parsers);
      return { rows: (result?.rows ?? []) as Row[], changed: result?.affectedRows ?? 0 };
    }),
  );
}

/** Parses the statement under its name on first use (called under PGlite's query lock). */
function pgliteStatement(client: PGlite, name: string, text: string): Promise<PgliteStatement> {
  let statements = pgliteStatements.get(client);
  if (!statements) pgliteStatements.set(client, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) {
    statement = client
      .execProtocolStream(
        Buffer.concat([
          protocol.serialize.parse({ name, text }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      )
      .then((messages) => ({
        parameterTypes: parse.parseDescribeStatementResults(messages),
        rowDescription: messages.find(
          (message): message is RowDescription => message.name === 'rowDescription',
        ),
      }));
    statements.set(name, statement);
    statement.catch(() => statements.delete(name));
  }
  return statement;
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** How the job queue reaches the same database: PGlite's one connection, or PostgreSQL's URL. */
  readonly queueConnection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The migrations folder. In the source tree it sits beside this file; the server's build copies it
 * beside the bundle (dist/migrations), where `import.meta.url` then points.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** A key for pg_advisory_lock so that processes starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_302_148_113;

/** PostgreSQL extensions the migrations create; on PostgreSQL they ship with the server (contrib). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

export async function openDatabase(
  target: DatabaseTarget,
  migrationsDir = MIGRATIONS_DIR,
): Promise<DatabaseHandle> {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir, target.loadDataDir, migrationsDir)
    : openPostgres(target.url, migrationsDir);
}

async function openPglite(dataDir: string | null, loadDataDir: Blob | undefined, migrationsDir: string) {
  const release = dataDir ? await lockAndPrepare(dataDir) : async () => {};
  const client = await PGlite.create(dataDir ? `${dataDir}/pglite` : undefined, {
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  return handle(db as unknown as Database, { kind: 'pglite', client }, async () => {
    await client.close();
    await release();
  });
}

async function lockAndPrepare(dataDir: string) {
  // PGlite.create needs the parent folder to exist.
  await mkdir(dataDir, { recursive: true });
  return acquireDataDirLock(dataDir);
}

async function openPostgres(url: string, migrationsDir: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ended (a restart, a failover, an administrator): the pool drops it
  // and opens another for the next query, which reports any error of its own. Unhandled, this event
  // would end the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  return handle(db as unknown as Database, { kind: 'postgres', url }, () => pool.end());
}

function handle(
  db: Database,
  queueConnection: DatabaseHandle['queueConnection'],
  close: () => Promise<void>,
): DatabaseHandle {
  return {
    db,
    kind: queueConnection.kind,
    queueConnection,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close,
  };
}
