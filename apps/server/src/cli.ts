import { commands, USAGE, UsageError } from './cli-commands';
import { openDatabase } from './platform/database/open-database';
import { ConfigurationError, readEnv } from './platform/env';
import { AppError } from './platform/errors';
import { SchoolListError } from './lookups/import-schools';

/** The operator commands' entry (cli-commands.ts), run as `npm run cli -- <command> …`. */
async function run(argv: string[]): Promise<void> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) throw new UsageError(name ? `unknown command: ${name}` : 'no command given');
  const env = readEnv(process.env);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  try {
    process.stdout.write(`${await command(args, database, env)}\n`);
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) process.stderr.write(`${error.message}\n${USAGE}\n`);
  else if (
    error instanceof ConfigurationError ||
    error instanceof AppError ||
    error instanceof SchoolListError
  )
    process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
