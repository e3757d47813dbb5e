import { STAFF_MESSAGES, type SiteConfig } from '@portico/application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApplicationReader } from '../applications/application-state';
import { contractRoute } from '../platform/contract-routes';
import { AppError } from '../platform/errors';
import type { Throttle } from '../platform/throttle';
import { listChangedApplications } from './list-changed-applications';
import { requireSystemCredential, systemCallerOf } from './system-credentials';

/** The OpenAPI document's name for the credential (app.ts declares it). */
export const SYSTEM_CREDENTIAL_SCHEME = 'systemCredential';

export interface StudentRecordsContext extends ApplicationReader {
  siteConfig: SiteConfig;
  throttle: Throttle;
}

/**
 * The student record system's API (issue 28), under /staff-api/v1: a system credential made by the
 * operator's command (`system-credential create`), never a staff or applicant session. Each call
 * is counted per credential (429 past the limit) before any work, and audited.
 */
export const studentRecordRoutes: FastifyPluginAsyncZod<{ context: StudentRecordsContext }> = async (
  app,
  { context },
) => {
  const authenticate = requireSystemCredential(context.db);
  const route = contractRoute(app, 'systemApplications', ['student record system']);
  app.route({
    ...route,
    schema: { ...route.schema, security: [{ [SYSTEM_CREDENTIAL_SCHEME]: [] }] },
    onRequest: authenticate,
    handler: async (request) => {
      const caller = systemCallerOf(request);
      await context.throttle.hit('system-api', caller.id, STAFF_MESSAGES.systemApiTooMany);
      return listChangedApplications(context, { ...caller, ip: request.ip }, request.query);
    },
  });
  // Read-only: a credential asks for nothing to be changed. Refused in words (403) rather than
  // left to the not-found handler, and only after the credential: a stranger learns nothing.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/staff-api/v1/*',
    schema: { hide: true },
    onRequest: authenticate,
    handler: async () => {
      throw new AppError('FORBIDDEN', STAFF_MESSAGES.systemApiReadOnly);
    },
  });
};
