import { fileURLToPath } from 'node:url';
import { siteConfigIn, type SiteConfig, type SiteConfigFile } from '@portico/application';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type AppOptions } from '../src/app';
import { SecretBox } from '../src/platform/secret-box';
import type { Limits } from '../src/platform/throttle';
import type { DatabaseHandle } from '../src/platform/database/open-database';
import { loadSiteConfig } from '../src/platform/site-config';
import { createTestDatabase } from './test-database';
import { startTestMailServer, type TestMailServer } from './test-mail-server';

export const DEFAULT_SITE_CONFIG_PATH = fileURLToPath(new URL('../../../config/site.json', import.meta.url));

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The configuration as its file gives it, every language's texts. */
  siteConfigFile: SiteConfigFile;
  /** The configuration in English, as staff read it. */
  siteConfig: SiteConfig;
  close(): Promise<void>;
}

/** The real app on a real database of its own, called over `inject`. */
type TestAppOptions = Parameters<typeof buildTestApp>[0];

export interface MailedTestApp extends TestApp {
  /** A real SMTP server on loopback that receives everything the app sends. */
  mail: TestMailServer;
}

/** The real app whose mail goes by SMTP to a test mail server; close() stops both. */
export async function buildMailedTestApp(options: Omit<TestAppOptions, 'mail'> = {}): Promise<MailedTestApp> {
  const mail = await startTestMailServer();
  const testApp = await buildTestApp({ ...options, mail: { smtpUrl: mail.url, dir: '/nonexistent' } });
  return {
    ...testApp,
    mail,
    async close() {
      await testApp.close();
      await mail.close();
    },
  };
}

export async function buildTestApp(
  options: {
    webRoot?: string;
    logStream?: DestinationStream;
    database?: DatabaseHandle;
    mail?: AppOptions['mail'];
    limits?: Limits;
    lookups?: AppOptions['lookups'];
    objectsDir?: string;
    /** Where documents are kept; the embedded store under `objectsDir` by default. */
    documents?: AppOptions['documents'];
    renderer?: AppOptions['renderer'];
    jobRetries?: AppOptions['jobRetries'];
    /** The site's address; http://localhost:3000 by default. */
    publicUrl?: URL;
    /** The SSN key; a random one by default. */
    secretBox?: SecretBox;
    /** Staff single sign-on; none by default. */
    oidc?: AppOptions['oidc'];
  } = {},
): Promise<TestApp> {
  const siteConfigFile = await loadSiteConfig(DEFAULT_SITE_CONFIG_PATH);
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    siteConfig: siteConfigFile,
    database,
    publicUrl: options.publicUrl ?? new URL('http://localhost:3000'),
    mail: options.mail ?? { dir: join(tmpdir(), `portico-mail-${randomUUID()}`) },
    secretBox: options.secretBox ?? new SecretBox(randomBytes(32)),
    documents: options.documents ?? {
      objectsDir: options.objectsDir ?? join(tmpdir(), `portico-objects-${randomUUID()}`),
      signingSecret: randomBytes(32).toString('base64'),
    },
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.lookups ? { lookups: options.lookups } : {}),
    ...(options.renderer ? { renderer: options.renderer } : {}),
    ...(options.jobRetries ? { jobRetries: options.jobRetries } : {}),
    ...(options.oidc ? { oidc: options.oidc } : {}),
    logLevel: options.logStream ? 'info' : 'silent',
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    siteConfigFile,
    siteConfig: siteConfigIn(siteConfigFile, 'en'),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
