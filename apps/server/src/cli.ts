import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ZAnswers } from '@portico/contracts';
import { createPrefillToken } from './answers/prefill-tokens';
import { openDatabase, type DatabaseHandle } from './platform/database/open-database';
import { ConfigurationError, publicUrl, readEnv } from './platform/env';
import { AppError } from './platform/errors';

/**
 * Operator commands, run beside the server with the same environment:
 *   portico create-prefill-token --file answers.json [--hours 72]
 * On the embedded default (PGlite) only one process may open DATA_DIR: stop the server first.
 */
const USAGE = `Usage:
  npm run cli -- create-prefill-token --file <answers.json> [--hours <hours, default 72>]`;

const commands: Record<string, (args: string[], database: DatabaseHandle) => Promise<string>> = {
  async 'create-prefill-token'(args, database) {
    const { values } = parseArgs({
      args,
      options: { file: { type: 'string' }, hours: { type: 'string', default: '72' } },
    });
    if (!values.file) throw new UsageError('--file is required');
    const hours = Number(values.hours);
    if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 90)
      throw new UsageError('--hours must be between 0 and 2160');
    const answers = ZAnswers.parse(JSON.parse(await readFile(values.file, 'utf8')));
    const token = await createPrefillToken(database.db, answers, hours);
    const link = new URL('/about', publicUrl(readEnv(process.env)));
    link.searchParams.set('token', token);
    return `Prefill link (valid ${hours} hours):\n${link}`;
  },
};

class UsageError extends Error {}

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
    process.stdout.write(`${await command(args, database)}\n`);
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) process.stderr.write(`${error.message}\n${USAGE}\n`);
  else if (error instanceof ConfigurationError || error instanceof AppError)
    process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
