import fastifySwagger from '@fastify/swagger';
import { ZSiteConfig, type SiteConfig } from '@portico/application';
import { isApiPath } from '@portico/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './platform/database/open-database';
import { registerErrorHandling } from './platform/errors';
import { healthRoutes } from './platform/health';
import { loggerOptions } from './platform/logging';
import { registerSecurityHeaders } from './platform/security';
import { registerApiOnlyNotFound, registerWebApp } from './platform/web-app';

export interface AppOptions {
  siteConfig: SiteConfig;
  database: DatabaseHandle;
  publicUrl: URL;
  /** The built web app to serve; without it only the API answers (integration tests). */
  webRoot?: string;
  logLevel?: string;
  /** Where the JSON logs go; standard output by default. */
  logStream?: DestinationStream;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const logger = { ...loggerOptions(options.logLevel ?? 'info'), ...(options.logStream ? { stream: options.logStream } : {}) };
  const app = Fastify({ logger }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, options.publicUrl.protocol === 'https:');

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
  app.get('/public/site-config', { schema: { response: { 200: ZSiteConfig } } }, async () => options.siteConfig);

  if (options.webRoot) {
    await registerWebApp(app, options.webRoot, options.siteConfig);
  } else {
    registerApiOnlyNotFound(app);
  }
  return app;
}
