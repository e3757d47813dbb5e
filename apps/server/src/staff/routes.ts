import { STAFF_MESSAGES } from '@portico/application';
import { create as contentDisposition } from 'content-disposition';
import type { RouteName } from '@portico/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../platform/contract-routes';
import {
  downloadApplicationPdf,
  downloadDocumentPdf,
  listApplications,
  readApplication,
  revealSsn,
} from './staff-applications';
import type { StaffContext } from './staff-context';
import { exportApplications } from './staff-export';
import { staffLogIn, staffLogOut, staffSecondFactor } from './staff-login';
import { listAuditEvents } from './list-audit-events';
import { finishOidcSignIn, startOidcSignIn } from './oidc-sign-in';
import { confirmStaffTotp, inviteStaff, readInvitation, setStaffPassword } from './staff-members';
import { requireStaff, signedInStaff } from './staff-sessions';

/** A PDF as a download named `fileName`. */
function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply.type('application/pdf').header('content-disposition', contentDisposition(fileName)).send(pdf);
}

/** A staff body is small: anything over 16 KB is refused with 413 unread. */
const STAFF_BODY_LIMIT = 16 * 1024;

/**
 * The staff area's API under /staff-api: setup and sign-in are open (the invitation's token, the
 * password, or the provider's answer to a sign-in this browser started are their credentials);
 * everything else needs a whole staff session (second factor given), and inviting needs an
 * admin's. An applicant's session is no staff session.
 */
export const staffRoutes: FastifyPluginAsyncZod<{ context: StaffContext }> = async (app, { context }) => {
  const route = <N extends RouteName>(name: N) => ({
    ...contractRoute(app, name, ['staff']),
    bodyLimit: STAFF_BODY_LIMIT,
  });
  const { db, cookies } = context;

  app.route({
    ...route('staffInvitation'),
    handler: (request) => readInvitation(context, request.query.token, request.ip),
  });
  app.route({
    ...route('staffSetPassword'),
    handler: (request) => setStaffPassword(context, request.body, request.ip),
  });
  app.route({
    ...route('staffConfirmTotp'),
    handler: (request) => confirmStaffTotp(context, request.body, request.ip),
  });
  app.route({
    ...route('staffLogIn'),
    handler: (request, reply) => staffLogIn(context, request.body, request, reply),
  });
  app.route({
    ...route('staffSecondFactor'),
    handler: (request) => staffSecondFactor(context, request.body.code, request),
  });
  app.route({
    ...route('staffSignInOptions'),
    handler: async () => ({ single_sign_on: context.oidc !== undefined }),
  });
  app.route({
    ...route('staffOidcStart'),
    handler: (request, reply) => startOidcSignIn(context, request, reply),
  });
  app.route({
    ...route('staffOidcCallback'),
    handler: (request, reply) => finishOidcSignIn(context, request, reply),
  });
  app.route({ ...route('staffLogOut'), handler: (request, reply) => staffLogOut(context, request, reply) });
  app.route({
    ...route('staffSession'),
    preHandler: requireStaff(db, cookies),
    handler: async (request) => {
      const { email, role } = signedInStaff(request);
      return { email, role };
    },
  });
  app.route({
    ...route('staffApplications'),
    preHandler: requireStaff(db, cookies),
    handler: (request) => listApplications(context, request.query),
  });
  app.route({
    ...route('staffExportCsv'),
    preHandler: requireStaff(db, cookies),
    handler: async (request, reply) => {
      const today = new Intl.DateTimeFormat('en-CA', {
        timeZone: context.siteConfig.institution.timeZone,
      }).format(new Date());
      const csv = exportApplications(
        context,
        { id: signedInStaff(request).id, ip: request.ip },
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`applications-${today}.csv`))
        .send(csv);
    },
  });
  app.route({
    ...route('staffApplication'),
    preHandler: requireStaff(db, cookies),
    handler: (request) =>
      readApplication(context, { id: signedInStaff(request).id, ip: request.ip }, request.params.id),
  });
  app.route({
    ...route('staffRevealSsn'),
    preHandler: requireStaff(db, cookies),
    handler: (request) =>
      revealSsn(context, { id: signedInStaff(request).id, ip: request.ip }, request.params.id),
  });
  app.route({
    ...route('staffApplicationPdf'),
    preHandler: requireStaff(db, cookies),
    handler: async (request, reply) => {
      const { pdf, fileName } = await downloadApplicationPdf(
        context,
        { id: signedInStaff(request).id, ip: request.ip },
        request.params.id,
      );
      return sendPdf(reply, fileName, Buffer.from(pdf));
    },
  });
  app.route({
    ...route('staffDocumentPdf'),
    preHandler: requireStaff(db, cookies),
    handler: async (request, reply) => {
      const { pdf, fileName } = await downloadDocumentPdf(
        context,
        { id: signedInStaff(request).id, ip: request.ip },
        request.params.id,
        request.params.key,
      );
      return sendPdf(reply, fileName, pdf);
    },
  });
  app.route({
    ...route('staffAudit'),
    preHandler: requireStaff(db, cookies, 'admin'),
    handler: (request) => listAuditEvents(db, request.query),
  });
  app.route({
    ...route('staffInvite'),
    preHandler: requireStaff(db, cookies, 'admin'),
    handler: async (request) => {
      await inviteStaff(context, { ...request.body, ip: request.ip, by: signedInStaff(request).id });
      return { message: STAFF_MESSAGES.invited };
    },
  });
};
