import fastifySwagger from '@fastify/swagger';
import { APPLICATION, buildDataModel, siteConfigsIn, type SiteConfigFile } from '@portico/application';
import { STAFF_ROUTES } from '@portico/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyCookie from '@fastify/cookie';
import type { AnswersContext } from './answers/answers-context';
import { answersRoutes, prefillRoute, saveAnswersRoute } from './answers/routes';
import { KnownVisibility } from './answers/known-visibility';
import { SavingSessions } from './answers/saving-sessions';
import { catchUpApplicationIndex } from './staff/application-index';
import { writeSiteRules } from './staff/site-rules';
import { sweepObjects, SWEEP_OBJECTS_QUEUE, SWEEP_SCHEDULE } from './documents/sweep-objects';
import type { SecretBox } from './platform/secret-box';
import type { AccountsContext } from './accounts/accounts-context';
import { ACCOUNT_MAIL_QUEUE, sendAccountMail, type AccountMailJob } from './accounts/account-mail-jobs';
import { logoutRoute, publicAccountRoutes, sessionRoutes } from './accounts/routes';
import type { LookupsOptions } from './lookups/lookups-context';
import { lookupRoutes } from './lookups/routes';
import { staffRoutes } from './staff/routes';
import {
  publishDueReleases,
  queueDueReleases,
  RELEASE_QUEUE,
  RELEASE_SWEEP_QUEUE,
  RELEASE_SWEEP_SCHEDULE,
} from './staff/release-decisions';
import { queueReleaseMails, RELEASE_MAIL_QUEUE, sendReleaseMails } from './staff/release-mail';
import { studentRecordRoutes, SYSTEM_CREDENTIAL_SCHEME } from './student-records/routes';
import { OidcClient } from './staff/oidc-client';
import type { DocumentsContext } from './documents/documents-context';
import { STORAGE_UPLOAD_PATH } from './documents/documents-context';
import { storageContextFrom, type DocumentStorage } from './documents/object-storage';
import { documentRoutes, storageUploadRoute } from './documents/routes';
import { forgetUsedUploadForms } from './documents/used-upload-forms';
import {
  CONVERT_DOCUMENT_QUEUE,
  readDocumentPdf,
  runConversion,
  type ConversionJob,
} from './documents/conversions';
import { RENDER_APPLICATION_QUEUE, renderApplicationPdf, type RenderJob } from './pdf/application-pdf';
import { currentApplicationPdf } from './pdf/current-application-pdf';
import { closeAssembly } from './pdf/assemble-in-background';
import type { PdfContext } from './pdf/pdf-context';
import { applicationPdfRoutes, serviceRoutes } from './pdf/routes';
import { statusRoutes } from './status/routes';
import { openJobQueue } from './platform/jobs';
import { createPdfRenderer, PRINT_PAGES, type PdfRenderer } from './platform/pdf-renderer';
import { liveSessionsOf } from './accounts/live-sessions';
import { closePasswordHashing } from './accounts/passwords';
import { requireApplicant } from './accounts/sessions';
import type { DatabaseHandle } from './platform/database/open-database';
import { createMailer, mailFrom } from './platform/mail';
import type { OidcSettings } from './platform/env';
import { registerSameOriginCheck } from './platform/same-origin';
import { DEFAULT_LIMITS, forgetExpiredLimits, Throttle, type Limits } from './platform/throttle';
import { refuseUnstorableText } from './platform/storable-text';
import { fileQuestionKeys } from './applications/document-answers';
import { contractRoute } from './platform/contract-routes';
import { registerErrorHandling } from './platform/errors';
import { serializeResponse, validateRequest } from './platform/request-validation';
import { registerLanguage } from './platform/language';
import { healthRoutes } from './platform/health';
import { loggerOptions, requestLogger } from './platform/logging';
import { registerSecurityHeaders } from './platform/security';
import { registerApiOnlyNotFound, registerWebApp } from './platform/web-app';

export interface AppOptions {
  /** The site configuration as its file gives it, every language's texts (platform/site-config.ts). */
  siteConfig: SiteConfigFile;
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
  /** Readable lines instead of JSON on standard output (a terminal, not production). */
  prettyLogs?: boolean;
  /** Where the JSON logs go; standard output by default. */
  logStream?: DestinationStream;
  /**
   * Where uploaded documents are kept: the embedded store (its folder and signing secret) or an
   * S3-compatible bucket (`kind: 's3'`); documents/object-storage.ts.
   */
  documents: DocumentStorage;
  /** The Chromium that prints documents and the application; one of its own by default. */
  renderer?: PdfRenderer;
  /** Jobs of each queue this process works at once (JOB_CONCURRENCY); 2 by default. */
  jobConcurrency?: number;
  /** Staff single sign-on by the institution's OpenID Connect provider (OIDC_*); none without it. */
  oidc?: OidcSettings;
  /** Tries after a failure of ours, the first after `retryDelaySeconds` and then doubling; 4 from 2 s by default. */
  jobRetries?: { retryLimit: number; retryDelaySeconds: number };
}

/**
 * Where this process answers, on loopback when it listens everywhere: its own Chromium prints the
 * web app from there, whatever the public URL (a proxy, TLS) in front of it.
 */
function loopbackUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  const unspecified = address.address === '0.0.0.0' || address.address === '::';
  const host = unspecified ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
  return `http://${address.family === 'IPv6' ? `[${host}]` : host}:${address.port}`;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // The configuration in each language (issue 32): what an applicant reads is in theirs; staff,
  // the student record system and the page as first sent read the English.
  const siteConfigs = siteConfigsIn(options.siteConfig);
  const siteConfig = siteConfigs.en;
  const logger = {
    ...loggerOptions(options.logLevel ?? 'info', { pretty: options.prettyLogs ?? false }),
    ...(options.logStream ? { stream: options.logStream } : {}),
  };
  const app = Fastify({
    logger,
    childLoggerFactory: requestLogger,
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validateRequest);
  app.setSerializerCompiler(serializeResponse);
  registerLanguage(app);
  registerErrorHandling(app);
  refuseUnstorableText(app);
  const secure = options.publicUrl.protocol === 'https:';
  const storage = storageContextFrom(options.documents, options.publicUrl);
  const uploadOrigin = new URL(storage.uploadUrl).origin;
  // Answers of the API get no-store with their headers (they may carry personal data), set before
  // any other hook can answer (a refused origin too); a route with a policy of its own replaces it.
  registerSecurityHeaders(app, secure, uploadOrigin === options.publicUrl.origin ? [] : [uploadOrigin]);
  await app.register(fastifyCookie);
  registerSameOriginCheck(app, {
    publicUrl: options.publicUrl,
    // Logout is a GET in the spec: a cross-site link must not be able to sign an applicant out.
    stateChangingGets: ['/api/logout'],
    // The embedded store's upload is a no-cors form post, authorised by its signed policy alone.
    exempt: (request) => request.method === 'POST' && request.url.split('?', 1)[0] === STORAGE_UPLOAD_PATH,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Portico API', version: '0.1.0' },
      components: {
        securitySchemes: {
          // The student record system's credential (issue 28), made by `npm run cli -- system-credential create`.
          [SYSTEM_CREDENTIAL_SCHEME]: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes, { database: options.database });
  const { db } = options.database;
  // What the database's status rule reads of the configuration, before anything asks for a status.
  await writeSiteRules(db, options.siteConfig);
  const liveSessions = liveSessionsOf(options.database);
  // Background work (account mail, conversions, application PDFs), on a queue in the same database.
  const jobs = await openJobQueue(options.database, app.log);
  const context: AccountsContext = {
    db,
    jobs,
    mailer: createMailer({
      smtpUrl: options.mail.smtpUrl,
      mailDir: options.mail.dir,
      from: mailFrom(siteConfig, options.publicUrl, options.mail.from),
      logger: app.log,
    }),
    throttle: new Throttle(db, options.limits ?? DEFAULT_LIMITS),
    siteConfig,
    publicUrl: options.publicUrl,
    cookies: { secure },
    secretBox: options.secretBox,
    liveSessions,
  };
  const answersContext: AnswersContext = {
    db,
    secretBox: options.secretBox,
    definition: APPLICATION,
    dataModel: buildDataModel(APPLICATION, { textAreaLimit: siteConfig.textAreaLimit }),
    knownVisibility: new KnownVisibility(),
    store: storage.store,
    liveSessions,
    savingSessions: liveSessions ? null : new SavingSessions(),
    throttle: context.throttle,
  };
  const renderer = options.renderer ?? createPdfRenderer();
  app.addHook('onClose', async () => {
    await jobs.stop();
    if (!options.renderer) await renderer.close();
    await closePasswordHashing();
    await closeAssembly();
  });
  const documentsContext: DocumentsContext = {
    db,
    jobs,
    throttle: context.throttle,
    renderer,
    log: app.log,
    ...storage,
    fileUploadKeys: fileQuestionKeys(APPLICATION),
    checklist: siteConfig.checklist,
  };
  const pdfContext: PdfContext = {
    db,
    store: documentsContext.store,
    jobs,
    throttle: context.throttle,
    renderer,
    log: app.log,
    definition: APPLICATION,
    applicationTitle: siteConfig.applicationTitle,
    institutionName: siteConfig.institution.name,
    renderBaseUrl: () => loopbackUrl(app),
  };
  // A failure of ours (Chromium or the converter cannot start) is tried again after 2, 4, 8, 16 s.
  const retries = {
    expireInSeconds: 120,
    ...(options.jobRetries ?? { retryLimit: 4, retryDelaySeconds: 2 }),
  };
  const concurrency = options.jobConcurrency ?? 2;
  // Mail waits on a mail server, not on this machine: more at once.
  await jobs.work<AccountMailJob>(ACCOUNT_MAIL_QUEUE, { ...retries, concurrency: 8 }, (job) =>
    sendAccountMail(context, job),
  );
  await jobs.work<ConversionJob>(CONVERT_DOCUMENT_QUEUE, { ...retries, concurrency }, (job, attempt) =>
    runConversion(documentsContext, job, attempt),
  );
  // A render waiting for one of Chromium's pages would spend its time limit waiting.
  await jobs.work<RenderJob>(
    RENDER_APPLICATION_QUEUE,
    { ...retries, concurrency: Math.min(concurrency, PRINT_PAGES) },
    (job, attempt) => renderApplicationPdf(pdfContext, job, attempt),
  );
  // Decision day (issue 28): the release job publishes a release in batches, each queueing its
  // e-mails in an outbox that the mail worker sends. Both are safe to run anywhere, any number of
  // times (staff/release-decisions.ts): each process starts them once, in case one that died left a
  // release or mails half done, and the sweep runs them every minute in case a job was lost.
  const releaseContext = { db, jobs, siteConfig, log: app.log };
  const releaseMailContext = {
    db,
    mailer: context.mailer,
    siteConfigs,
    publicUrl: options.publicUrl,
    log: app.log,
  };
  const publishing = { ...retries, expireInSeconds: 900, concurrency: 1 };
  await jobs.work(RELEASE_QUEUE, publishing, () => publishDueReleases(releaseContext));
  await jobs.work(RELEASE_MAIL_QUEUE, publishing, () => sendReleaseMails(releaseMailContext));
  await jobs.every(RELEASE_SWEEP_QUEUE, RELEASE_SWEEP_SCHEDULE, async () => {
    await publishDueReleases(releaseContext);
    await sendReleaseMails(releaseMailContext);
  });
  await queueDueReleases(jobs);
  await queueReleaseMails(jobs);
  await jobs.every(SWEEP_OBJECTS_QUEUE, SWEEP_SCHEDULE, async () => {
    await sweepObjects(documentsContext);
    await forgetExpiredLimits(db);
    await forgetUsedUploadForms(db);
    // What was saved since the last list that read the staff's index, so that the next finds little
    // to copy.
    await catchUpApplicationIndex(db);
  });
  await app.register(publicAccountRoutes, { context });
  // A bucket takes the browser's upload itself; only the embedded store needs the route.
  if (options.documents.kind !== 's3') await app.register(storageUploadRoute, { context: documentsContext });
  await app.register(logoutRoute, { context });
  await app.register(saveAnswersRoute, { context: answersContext, cookies: context.cookies, prefix: '/api' });
  // Every other /api route needs a live session.
  await app.register(
    async (api) => {
      api.addHook('preHandler', requireApplicant(db, context.cookies));
      await api.register(sessionRoutes, { context });
      await api.register(answersRoutes, {
        context: { ...answersContext, mailer: context.mailer, siteConfigs },
      });
      await api.register(documentRoutes, { context: documentsContext });
      await api.register(applicationPdfRoutes, { context: pdfContext });
      await api.register(statusRoutes, {
        context: {
          db,
          definition: APPLICATION,
          siteConfigs,
          renderer,
          throttle: context.throttle,
        },
      });
    },
    { prefix: '/api' },
  );

  // The staff area: its own prefix, cookie and sessions (issue 17).
  await app.register(staffRoutes, {
    context: {
      db,
      secretBox: options.secretBox,
      definition: APPLICATION,
      mailer: context.mailer,
      jobs,
      throttle: context.throttle,
      siteConfig,
      publicUrl: options.publicUrl,
      cookies: context.cookies,
      ...(options.oidc && {
        oidc: new OidcClient(options.oidc, new URL(STAFF_ROUTES.staffOidcCallback.path, options.publicUrl)),
      }),
      applicationPdf: currentApplicationPdf(pdfContext),
      readDocumentPdf: (applicantId, answerKey) =>
        readDocumentPdf(documentsContext, { id: applicantId }, answerKey),
    },
  });
  // The student record system's read API (issue 28): a system credential, not a session.
  await app.register(studentRecordRoutes, {
    context: {
      db,
      secretBox: options.secretBox,
      definition: APPLICATION,
      siteConfig,
      throttle: context.throttle,
    },
  });
  await app.register(prefillRoute, { context: answersContext });
  await app.register(serviceRoutes, { context: answersContext });
  await app.register(lookupRoutes, { db, ...(options.lookups ? { options: options.lookups } : {}) });
  // Every language's texts: the browser reads the configuration in the one chosen (issue 32).
  app.route({ ...contractRoute(app, 'siteConfig', ['site']), handler: async () => options.siteConfig });

  if (options.webRoot) {
    await registerWebApp(app, options.webRoot, siteConfig);
  } else {
    registerApiOnlyNotFound(app);
  }
  return app;
}
