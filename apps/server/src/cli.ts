import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { APPLICATION, buildDataModel, ZAnswers } from '@portico/application';
import { loadSiteConfig } from './platform/site-config';
import { createPrefillToken } from './answers/prefill-tokens';
import { openDatabase, type DatabaseHandle } from './platform/database/open-database';
import { ConfigurationError, publicUrl, readEnv, type Env } from './platform/env';
import { AppError } from './platform/errors';
import { formatImportReport, importSchools, SchoolListError } from './lookups/import-schools';

/**
 * Operator commands, run beside the server with the same environment:
 *   portico create-prefill-token --file answers.json [--hours 72]
 *   portico import-schools --category hs_ceeb --file schools.csv [--replace]
 * On the embedded default (PGlite) only one process may open DATA_DIR: stop the server first.
 */
const USAGE = `Usage:
  npm run cli -- create-prefill-token --file <answers.json> [--hours <hours, default 72>]
  npm run cli -- import-schools --category <hs_ceeb|college_ceeb> --file <list.csv> [--replace]
    CSV columns: code,name,address_line_1,city,state,zip,country (docs/lookups.md). Each row adds
    or updates the school with its code; --replace also removes the schools the file does not list.`;

type Command = (args: string[], database: DatabaseHandle, env: Env) => Promise<string>;

const commands: Record<string, Command> = {
  async 'create-prefill-token'(args, database, env) {
    const { values } = parseArgs({
      args,
      options: { file: { type: 'string' }, hours: { type: 'string', default: '72' } },
    });
    if (!values.file) throw new UsageError('--file is required');
    const hours = Number(values.hours);
    if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 90)
      throw new UsageError('--hours must be between 0 and 2160');
    const answers = ZAnswers.parse(JSON.parse(await readFile(values.file, 'utf8')));
    const siteConfig = await loadSiteConfig(env.SITE_CONFIG);
    const dataModel = buildDataModel(APPLICATION, { textAreaLimit: siteConfig.textAreaLimit });
    const token = await createPrefillToken(database.db, dataModel, answers, hours);
    const link = new URL('/about', publicUrl(env));
    link.searchParams.set('token', token);
    return `Prefill link (valid ${hours} hours):\n${link}`;
  },
  async 'import-schools'(args, database) {
    const { values } = parseArgs({
      args,
      options: {
        category: { type: 'string' },
        file: { type: 'string' },
        replace: { type: 'boolean', default: false },
      },
    });
    if (values.category !== 'hs_ceeb' && values.category !== 'college_ceeb')
      throw new UsageError('--category must be hs_ceeb or college_ceeb');
    if (!values.file) throw new UsageError('--file is required');
    const report = await importSchools(database.db, {
      category: values.category,
      csv: await readFile(values.file),
      replace: values.replace,
      source: basename(values.file),
    });
    return formatImportReport(report);
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
