import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/sessions';
import type { ApplicationReader } from '../applications/application-state';
import { contractRoute } from '../platform/contract-routes';
import { storedMessageIn } from '../platform/language';
import { readApplicationPdf, requestApplicationPdf } from './application-pdf';
import type { PdfContext } from './pdf-context';
import { readServiceSnapshot } from '../applications/application-snapshot';
import { useServiceToken } from './service-tokens';

/** The applicant's whole-application PDF, under /api behind the session check. */
export const applicationPdfRoutes: FastifyPluginAsyncZod<{ context: PdfContext }> = async (
  app,
  { context },
) => {
  app.route({
    ...contractRoute(app, 'applicationPdf', ['pdf']),
    handler: async (request) =>
      storedMessageIn(await requestApplicationPdf(context, signedIn(request)), request.catalogue),
  });
  app.route({
    ...contractRoute(app, 'applicationPdfFile', ['pdf']),
    handler: async (request, reply) => {
      const pdf = await readApplicationPdf(context, signedIn(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('application.pdf'))
        .send(pdf);
    },
  });
};

/** GET /service/tmp-pdf?service_token=: the staff print view's data, read-only. */
export const serviceRoutes: FastifyPluginAsyncZod<{
  context: ApplicationReader;
}> = async (app, { context }) => {
  app.route({
    ...contractRoute(app, 'serviceSnapshot', ['service']),
    handler: async (request) => {
      const { applicantId, purpose } = await useServiceToken(
        context.db,
        request.query.service_token,
        request.ip,
      );
      // Staff (an operator's link) read the SSN whole; the applicant's own PDF copy shows it masked.
      return readServiceSnapshot(context, applicantId, { ssn: purpose === 'operator' ? 'whole' : 'masked' });
    },
  });
};
