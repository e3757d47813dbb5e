import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { startPasswordThreads } from './accounts/passwords';
import { documentStorageFromEnv } from './documents/object-storage';
import { loadSampleSchools } from './lookups/load-sample-schools';
import { lookupsOptionsFromEnv } from './lookups/lookups-options';
import { listenOperatorSocket } from './operator-socket';
import { openDatabase } from './platform/database/open-database';
import { ConfigurationError, oidcSettings, publicUrl, readEnv } from './platform/env';
import { makeDataDirPrivate } from './platform/private-data-dir';
import { loadSiteConfig } from './platform/site-config';
import { loadSecretBox, secretBoxOptions } from './platform/secret-box';
import { readLimits } from './platform/throttle';
import { wantsPrettyLogs } from './platform/logging';

/** The built web app, beside this package: apps/web/dist from apps/server/{src,dist}/main. */
const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function start(): Promise<void> {
  const env = readEnv(process.env);
  await makeDataDirPrivate(env.DATA_DIR);
  const siteConfig = await loadSiteConfig(env.SITE_CONFIG);
  const lookups = lookupsOptionsFromEnv(env);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  const app = await buildApp({
    siteConfig,
    database,
    publicUrl: publicUrl(env),
    mail: { smtpUrl: env.SMTP_URL, dir: join(env.DATA_DIR, 'mail'), from: env.MAIL_FROM },
    limits: readLimits(env.RATE_LIMITS),
    lookups,
    secretBox: await loadSecretBox(secretBoxOptions(env)),
    trustProxy: env.TRUST_PROXY,
    ...(env.SERVE_WEB_APP ? { webRoot: env.WEB_ROOT ?? DEFAULT_WEB_ROOT } : {}),
    logLevel: env.LOG_LEVEL,
    documents: documentStorageFromEnv(env),
    jobConcurrency: env.JOB_CONCURRENCY,
    oidc: oidcSettings(env),
    prettyLogs: wantsPrettyLogs(process.stdout, process.env.NODE_ENV),
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });

  // A new site gets the sample school lists, so that the form can be tried at once (docs/lookups.md).
  await loadSampleSchools(database.db, app.log).catch(async (error: unknown) => {
    await app.close();
    await database.close();
    throw error;
  });

  // Operator commands run in this process while it holds DATA_DIR (PGlite: one process only).
  const operatorSocket = env.DATABASE_URL
    ? undefined
    : await listenOperatorSocket(env.DATA_DIR, database, env, app.log).catch((err: unknown) => {
        app.log.warn({ err }, 'no operator socket: stop the server to run operator commands');
        return undefined;
      });

  // SIGTERM and SIGINT: stop taking requests, finish those in flight, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    operatorSocket?.close();
    await app.close();
    await database.close();
  });

  // Ready before the first sign-in rather than at it (issue 30); app.close() ends them.
  await startPasswordThreads();
  await app.listen({
    port: env.PORT,
    host: env.HOST,
    listenTextResolver: (address) => `listening on ${address}`,
  });
  const url = publicUrl(env).href.replace(/\/$/, '');
  app.log.info({ url }, `Portico is running at ${url}`);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigurationError) {
    process.stderr.write(`Portico cannot start.\n${error.message}\n`);
  } else {
    process.stderr.write(`Portico cannot start: ${(error as Error).stack ?? String(error)}\n`);
  }
  process.exit(1);
});
