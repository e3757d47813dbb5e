import { create as contentDisposition } from 'content-disposition';
import { ZApplicationPdfResponse, ZErrorBody, ZServiceSnapshot } from '@portico/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../accounts/sessions';
import type { AnswersContext } from '../answers/answers-context';
import { readApplicationPdf, requestApplicationPdf } from './application-pdf';
import type { PdfContext } from './pdf-context';
import { readServiceSnapshot } from './service-snapshot';
import { useServiceToken } from './service-tokens';

/** The applicant's whole-application PDF, under /api behind the session check. */
export const applicationPdfRoutes: FastifyPluginAsyncZod<{ context: PdfContext }> = async (
  app,
  { context },
) => {
  const tags = ['pdf'];
  app.get(
    '/pdf',
    { schema: { tags, response: { 200: ZApplicationPdfResponse, 401: ZErrorBody } } },
    (request) => requestApplicationPdf(context, signedIn(request)),
  );
  app.get(
    '/pdf/file',
    { schema: { tags, querystring: z.object({ v: z.string().max(64).optional() }) } },
    async (request, reply) => {
      const pdf = await readApplicationPdf(context, signedIn(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('application.pdf'))
        .send(pdf);
    },
  );
};

/** GET /service/tmp-pdf?service_token=: the staff print view's data, read-only. */
export const serviceRoutes: FastifyPluginAsyncZod<{
  context: Pick<AnswersContext, 'db' | 'secretBox'>;
}> = async (app, { context }) => {
  app.get(
    '/service/tmp-pdf',
    {
      schema: {
        tags: ['service'],
        querystring: z.object({ service_token: z.string().min(1).max(100) }),
        response: { 200: ZServiceSnapshot, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => {
      const { applicantId, purpose } = await useServiceToken(
        context.db,
        request.query.service_token,
        request.ip,
      );
      // Staff (an operator's link) read the SSN whole; the applicant's own PDF copy shows it masked.
      return readServiceSnapshot(context, applicantId, { ssn: purpose === 'operator' ? 'whole' : 'masked' });
    },
  );
};
