import { commandRefusal, commands, UsageError } from './cli-commands';
import { runInServer } from './operator-socket';
import { openDatabase } from './platform/database/open-database';
import { readEnv } from './platform/env';
import { makeDataDirPrivate } from './platform/private-data-dir';

/**
 * The operator commands' entry (cli-commands.ts), run as `npm run cli -- <command> …`. On the
 * embedded default a running server holds DATA_DIR, so the command runs inside it (through its
 * operator socket); otherwise, or with PostgreSQL, here.
 */
async function run(argv: string[]): Promise<string> {
  const [name, ...args] = argv;
  const command = name && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) throw new UsageError(name ? `unknown command: ${name}` : 'no command given');
  const env = readEnv(process.env);
  if (!env.DATABASE_URL) {
    const answer = await runInServer(env.DATA_DIR, argv);
    if (answer?.ok) return answer.output;
    if (answer) throw new RefusedInServer(answer.message);
  }
  await makeDataDirPrivate(env.DATA_DIR);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  try {
    return await command(args, database, env);
  } finally {
    await database.close();
  }
}

/** A refusal the server already put in words. */
class RefusedInServer extends Error {}

run(process.argv.slice(2)).then(
  (output) => process.stdout.write(`${output}\n`),
  (error: unknown) => {
    const refusal = error instanceof RefusedInServer ? error.message : commandRefusal(error);
    process.stderr.write(`${refusal ?? (error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
