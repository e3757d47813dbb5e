import fastifySwagger from '@fastify/swagger';
import {
  APPLICATION,
  buildDataModel,
  indexDefinition,
  ZSiteConfig,
  type SiteConfig,
} from '@portico/application';
import { isApiPath } from '@portico/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import fastifyCookie from '@fastify/cookie';
import type { AnswersContext } from './answers/answers-context';
import { answersRoutes, prefillRoute } from './answers/routes';
import type { SecretBox } from './platform/secret-box';
import type { AccountsContext } from './accounts/accounts-context';
import { logoutRoute, publicAccountRoutes, sessionRoute } from './accounts/routes';
import type { LookupsOptions } from './lookups/lookups-context';
import { lookupRoutes } from './lookups/routes';
import type { DocumentsContext } from './documents/documents-context';
import { STORAGE_UPLOAD_PATH } from './documents/documents-context';
import { LocalObjectStore } from './documents/object-store';
import { documentRoutes, storageUploadRoute } from './documents/routes';
import { requireApplicant } from './accounts/sessions';
import type { DatabaseHandle } from './platform/database/open-database';
import { createMailer } from './platform/mail';
import { registerSameOriginCheck } from './platform/same-origin';
import { DEFAULT_LIMITS, Throttle, type Limits } from './platform/throttle';
import { registerErrorHandling } from './platform/errors';
import { healthRoutes } from './platform/health';
import { loggerOptions } from './platform/logging';
import { registerSecurityHeaders } from './platform/security';
import { registerApiOnlyNotFound, registerWebApp } from './platform/web-app';

export interface AppOptions {
  siteConfig: SiteConfig;
  database: DatabaseHandle;
  publicUrl: URL;
  /** SMTP when smtpUrl is set, otherwise .eml files in `dir`. */
  mail: { smtpUrl?: string; dir: string; from?: string };
  /** Encrypts the answers kept secret at rest (the SSN). */
  secretBox: SecretBox;
  limits?: Limits;
  /** The address provider and the throttling of /lookup/find; the embedded defaults without it. */
  lookups?: LookupsOptions;
  trustProxy?: boolean | string;
  /** The built web app to serve; without it only the API answers (integration tests). */
  webRoot?: string;
  logLevel?: string;
  /** Where the JSON logs go; standard output by default. */
  logStream?: DestinationStream;
  /**
   * The embedded object store of uploaded documents: its folder (DATA_DIR/objects) and the secret
   * that signs its upload policies (STORAGE_SIGNING_KEY; docs/decisions.md 'Documents').
   */
  documents: { objectsDir: string; signingSecret: string };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const logger = {
    ...loggerOptions(options.logLevel ?? 'info'),
    ...(options.logStream ? { stream: options.logStream } : {}),
  };
  const app = Fastify({
    logger,
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const secure = options.publicUrl.protocol === 'https:';
  await registerSecurityHeaders(app, secure);
  await app.register(fastifyCookie);
  registerSameOriginCheck(app, {
    publicUrl: options.publicUrl,
    // Logout is a GET in the spec: a cross-site link must not be able to sign an applicant out.
    stateChangingGets: ['/api/logout'],
    // The embedded store's upload is a no-cors form post, authorised by its signed policy alone.
    exempt: (request) => request.method === 'POST' && request.url.split('?', 1)[0] === STORAGE_UPLOAD_PATH,
  });

  // Answers of the API may carry personal data: no cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url.split('?', 1)[0] ?? '') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Portico API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes, { database: options.database });
  const { db } = options.database;
  const context: AccountsContext = {
    db,
    mailer: createMailer({
      smtpUrl: options.mail.smtpUrl,
      mailDir: options.mail.dir,
      from:
        options.mail.from ??
        `"${options.siteConfig.institution.name}" <no-reply@${options.publicUrl.hostname}>`,
      logger: app.log,
    }),
    throttle: new Throttle(db, options.limits ?? DEFAULT_LIMITS),
    siteConfig: options.siteConfig,
    publicUrl: options.publicUrl,
    cookies: { secure },
  };
  const answersContext: AnswersContext = {
    db,
    secretBox: options.secretBox,
    definition: APPLICATION,
    dataModel: buildDataModel(APPLICATION, { textAreaLimit: options.siteConfig.textAreaLimit }),
  };
  const documentsContext: DocumentsContext = {
    db,
    store: new LocalObjectStore(options.documents.objectsDir),
    signer: {
      bucket: 'portico',
      region: 'local',
      accessKeyId: 'portico',
      secretAccessKey: options.documents.signingSecret,
    },
    uploadUrl: new URL(STORAGE_UPLOAD_PATH, options.publicUrl).href,
    fileUploadKeys: new Set(
      [...indexDefinition(APPLICATION).byPage.values()]
        .flat()
        .filter((question) => question.kind === 'fileUpload')
        .map((question) => question.key),
    ),
  };
  await app.register(publicAccountRoutes, { context });
  await app.register(storageUploadRoute, { context: documentsContext });
  await app.register(logoutRoute, { context });
  // Every other /api route needs a live session.
  await app.register(
    async (api) => {
      api.addHook('preHandler', requireApplicant(db, context.cookies));
      await api.register(sessionRoute);
      await api.register(answersRoutes, {
        context: { ...answersContext, mailer: context.mailer, siteConfig: options.siteConfig },
      });
      await api.register(documentRoutes, { context: documentsContext });
    },
    { prefix: '/api' },
  );

  await app.register(prefillRoute, { context: answersContext });
  await app.register(lookupRoutes, { db, ...(options.lookups ? { options: options.lookups } : {}) });
  app.get(
    '/public/site-config',
    { schema: { response: { 200: ZSiteConfig } } },
    async () => options.siteConfig,
  );

  if (options.webRoot) {
    await registerWebApp(app, options.webRoot, options.siteConfig);
  } else {
    registerApiOnlyNotFound(app);
  }
  return app;
}
