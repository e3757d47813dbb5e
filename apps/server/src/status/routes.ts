import { create as contentDisposition } from 'content-disposition';
import type { RouteName } from '@portico/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/sessions';
import { contractRoute } from '../platform/contract-routes';
import { decisionLetterPdf } from './decision-letter-pdf';
import { readApplicationStatus } from './read-application-status';
import type { StatusContext } from './status-context';
import { updateContact } from './update-contact';

/** The applicant's status page after submitting (issue 28), under /api behind the session check. */
export const statusRoutes: FastifyPluginAsyncZod<{ context: StatusContext }> = async (app, { context }) => {
  const route = <N extends RouteName>(name: N) => contractRoute(app, name, ['status']);
  app.route({
    ...route('applicationStatus'),
    handler: (request) => readApplicationStatus(context, signedIn(request), request.language),
  });
  app.route({
    ...route('updateContact'),
    handler: (request) => updateContact(context, signedIn(request), request.body.answers, request),
  });
  app.route({
    ...route('decisionLetterPdf'),
    handler: async (request, reply) => {
      const pdf = await decisionLetterPdf(context, signedIn(request), request.query.tz, request);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('decision-letter.pdf'))
        .send(pdf);
    },
  });
};
