import { STAFF_MESSAGES } from '@portico/application';
import { create as contentDisposition } from 'content-disposition';
import type { RouteName } from '@portico/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../platform/contract-routes';
import {
  countApplications,
  downloadApplicationPdf,
  downloadDocumentPdf,
  listApplicationIds,
  listApplications,
  readApplication,
  revealSsn,
} from './staff-applications';
import { deleteView, listSavedViews, saveView } from './saved-views';
import type { StaffContext } from './staff-context';
import { markChecklistItem, undoChecklistItem } from './application-checklist';
import { addNote, listNotes } from './application-notes';
import { readReviews, saveReview } from './application-reviews';
import { assignApplications, countAssignments } from './assign-applications';
import { readDecision, recordDecision, recordDecisions } from './record-decision';
import { cancelRelease, createRelease, listReleases, previewRelease } from './release-decisions';
import { exportApplications, type ExportFormat } from './staff-export';
import { institutionToday } from '../platform/institution-today';
import { readStuckReport } from './read-stuck-report';
import { staffLogIn, staffLogOut, staffSecondFactor } from './staff-login';
import { listAuditEvents } from './list-audit-events';
import { listStaffMembers } from './list-staff-members';
import {
  disableStaffMember,
  enableStaffMember,
  inviteStaffAgain,
  resetStaffAuthenticator,
  setStaffRole,
} from './change-staff-access';
import { finishOidcSignIn, startOidcSignIn } from './oidc-sign-in';
import { confirmStaffTotp, inviteStaff, readInvitation, setStaffPassword } from './staff-members';
import { requireStaff, signedInStaff } from './staff-sessions';

/**
 * A PDF as a download named `fileName`, or (`inline`) shown in the reading screen's frame. Every
 * other response forbids framing (frame-ancestors 'none'); this one may be framed by the site's
 * own pages only, and loads nothing of its own.
 */
function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer, inline = false) {
  if (inline) {
    reply
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
      .header('x-frame-options', 'SAMEORIGIN');
  }
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(fileName, { type: inline ? 'inline' : 'attachment' }))
    .send(pdf);
}

/** Who acts, as the audit table records them: the signed-in staff member and their address. */
function staffOf(request: FastifyRequest) {
  return { id: signedInStaff(request).id, ip: request.ip };
}

/** Who acts, with their role and address: a review's rules depend on both. */
function memberOf(request: FastifyRequest) {
  const { id, email, role } = signedInStaff(request);
  return { id, email, role, ip: request.ip };
}

/** The content type of each export's file. */
const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** A staff body is small: anything over 16 KB is refused with 413 unread. */
const STAFF_BODY_LIMIT = 16 * 1024;
/**
 * But an assignment's, a bulk decision's or a release's: a few thousand application ids
 * (MAX_ASSIGNED_AT_ONCE, 39 bytes each in JSON).
 */
const ASSIGN_BODY_LIMIT = 256 * 1024;

/** A list's or an export's query with 'Assigned to me' made the signed-in staff member's id. */
function withReader<Q extends { reader?: string | undefined }>(request: FastifyRequest, query: Q): Q {
  return query.reader === 'me' ? { ...query, reader: signedInStaff(request).id } : query;
}

/**
 * The staff area's API under /staff-api: setup and sign-in are open (the invitation's token, the
 * password, or the provider's answer to a sign-in this browser started are their credentials);
 * everything else needs a whole staff session (second factor given), and inviting, the audit and
 * changing anyone's access need an admin's. An applicant's session is no staff session.
 */
export const staffRoutes: FastifyPluginAsyncZod<{ context: StaffContext }> = async (app, { context }) => {
  const route = <N extends RouteName>(name: N) => ({
    ...contractRoute(app, name, ['staff']),
    bodyLimit: STAFF_BODY_LIMIT,
  });
  const { db, cookies } = context;
  /** An export as a download named for the institution's today: applications-YYYY-MM-DD.csv. */
  const sendExport = (
    request: FastifyRequest,
    reply: FastifyReply,
    format: ExportFormat,
    filter: Parameters<typeof exportApplications>[2],
  ) =>
    reply
      .type(EXPORT_TYPES[format])
      .header(
        'content-disposition',
        contentDisposition(`applications-${institutionToday(context.siteConfig)}.${format}`),
      )
      .send(exportApplications(context, staffOf(request), filter, format));

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
    handler: (request, reply) => staffSecondFactor(context, request.body.code, request, reply),
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
    onRequest: requireStaff(db, cookies),
    handler: async (request) => {
      const { email, role } = signedInStaff(request);
      return { email, role };
    },
  });
  app.route({
    ...route('staffApplications'),
    onRequest: requireStaff(db, cookies),
    handler: (request) => listApplications(context, withReader(request, request.query)),
  });
  app.route({
    ...route('staffApplicationCount'),
    onRequest: requireStaff(db, cookies),
    handler: (request) => countApplications(context, withReader(request, request.query)),
  });
  app.route({
    ...route('staffApplicationIds'),
    onRequest: requireStaff(db, cookies),
    handler: (request) => listApplicationIds(context, withReader(request, request.query)),
  });
  app.route({
    ...route('staffViews'),
    onRequest: requireStaff(db, cookies),
    handler: (request) => listSavedViews(db, signedInStaff(request).id),
  });
  app.route({
    ...route('staffSaveView'),
    onRequest: requireStaff(db, cookies),
    handler: (request) => saveView(db, signedInStaff(request).id, request.body),
  });
  app.route({
    ...route('staffDeleteView'),
    onRequest: requireStaff(db, cookies),
    handler: (request) => deleteView(db, signedInStaff(request).id, request.params.id),
  });
  app.route({
    ...route('staffExportCsv'),
    onRequest: requireStaff(db, cookies),
    handler: async (request, reply) => sendExport(request, reply, 'csv', withReader(request, request.query)),
  });
  app.route({
    ...route('staffExportJson'),
    onRequest: requireStaff(db, cookies),
    handler: async (request, reply) => sendExport(request, reply, 'json', withReader(request, request.query)),
  });
  app.route({
    ...route('staffApplication'),
    onRequest: requireStaff(db, cookies),
    handler: (request) => readApplication(context, staffOf(request), request.params.id),
  });
  app.route({
    ...route('staffRevealSsn'),
    onRequest: requireStaff(db, cookies),
    handler: (request) => revealSsn(context, staffOf(request), request.params.id),
  });
  app.route({
    ...route('staffApplicationPdf'),
    onRequest: requireStaff(db, cookies),
    handler: async (request, reply) => {
      const { pdf, fileName } = await downloadApplicationPdf(context, staffOf(request), request.params.id);
      return sendPdf(reply, fileName, Buffer.from(pdf));
    },
  });
  app.route({
    ...route('staffDocumentPdf'),
    onRequest: requireStaff(db, cookies),
    handler: async (request, reply) => {
      const inline = request.query.inline === '1';
      const { pdf, fileName } = await downloadDocumentPdf(
        context,
        staffOf(request),
        request.params.id,
        request.params.key,
        inline ? 'document.view' : 'document.download',
      );
      return sendPdf(reply, fileName, pdf, inline);
    },
  });
  app.route({
    ...route('staffReview'),
    onRequest: requireStaff(db, cookies),
    handler: (request) => readReviews(context, memberOf(request), request.params.id),
  });
  app.route({
    ...route('staffSaveReview'),
    onRequest: requireStaff(db, cookies),
    handler: (request) => saveReview(context, memberOf(request), request.params.id, request.body),
  });
  app.route({
    ...route('staffNotes'),
    onRequest: requireStaff(db, cookies),
    handler: (request) => listNotes(db, request.params.id),
  });
  app.route({
    ...route('staffAddNote'),
    onRequest: requireStaff(db, cookies),
    handler: (request) => addNote(db, memberOf(request), request.params.id, request.body.body),
  });
  app.route({
    ...route('staffChecklistMark'),
    onRequest: requireStaff(db, cookies),
    handler: (request) =>
      markChecklistItem(
        context,
        staffOf(request),
        request.params.id,
        request.params.item,
        request.body.received_on,
      ),
  });
  app.route({
    ...route('staffChecklistUndo'),
    onRequest: requireStaff(db, cookies),
    handler: (request) =>
      undoChecklistItem(context, staffOf(request), request.params.id, request.params.item),
  });
  app.route({
    ...route('staffStuck'),
    onRequest: requireStaff(db, cookies),
    handler: (request) => readStuckReport(context, request.query),
  });
  app.route({
    ...route('staffAssign'),
    bodyLimit: ASSIGN_BODY_LIMIT,
    onRequest: requireStaff(db, cookies, 'admin'),
    handler: (request) => assignApplications(db, staffOf(request), request.body),
  });
  app.route({
    ...route('staffAssignmentCounts'),
    onRequest: requireStaff(db, cookies, 'admin'),
    handler: () => countAssignments(db),
  });
  app.route({
    ...route('staffDecision'),
    onRequest: requireStaff(db, cookies),
    handler: (request) => readDecision(db, request.params.id),
  });
  app.route({
    ...route('staffRecordDecision'),
    onRequest: requireStaff(db, cookies, 'decider'),
    handler: (request) => recordDecision(context, staffOf(request), request.params.id, request.body),
  });
  app.route({
    ...route('staffRecordDecisions'),
    bodyLimit: ASSIGN_BODY_LIMIT,
    onRequest: requireStaff(db, cookies, 'decider'),
    handler: (request) => recordDecisions(context, staffOf(request), request.body),
  });
  app.route({
    ...route('staffReleasePreview'),
    onRequest: requireStaff(db, cookies, 'admin'),
    handler: (request) => previewRelease(context, request.query),
  });
  app.route({
    ...route('staffReleases'),
    onRequest: requireStaff(db, cookies, 'admin'),
    handler: () => listReleases(db),
  });
  app.route({
    ...route('staffCreateRelease'),
    bodyLimit: ASSIGN_BODY_LIMIT,
    onRequest: requireStaff(db, cookies, 'admin'),
    handler: (request) => createRelease(context, staffOf(request), request.body),
  });
  app.route({
    ...route('staffCancelRelease'),
    onRequest: requireStaff(db, cookies, 'admin'),
    handler: (request) => cancelRelease(db, staffOf(request), request.params.id),
  });
  app.route({
    ...route('staffAudit'),
    onRequest: requireStaff(db, cookies, 'admin'),
    handler: (request) => listAuditEvents(db, request.query),
  });
  app.route({
    ...route('staffMembers'),
    onRequest: requireStaff(db, cookies, 'admin'),
    handler: () => listStaffMembers(db),
  });
  app.route({
    ...route('staffDisable'),
    onRequest: requireStaff(db, cookies, 'admin'),
    handler: (request) => disableStaffMember(db, staffOf(request), request.params),
  });
  app.route({
    ...route('staffEnable'),
    onRequest: requireStaff(db, cookies, 'admin'),
    handler: (request) => enableStaffMember(db, staffOf(request), request.params),
  });
  app.route({
    ...route('staffSetRole'),
    onRequest: requireStaff(db, cookies, 'admin'),
    handler: (request) => setStaffRole(db, staffOf(request), request.params, request.body.role),
  });
  app.route({
    ...route('staffResetAuthenticator'),
    onRequest: requireStaff(db, cookies, 'admin'),
    handler: (request) => resetStaffAuthenticator(context, staffOf(request), request.params),
  });
  app.route({
    ...route('staffInviteAgain'),
    onRequest: requireStaff(db, cookies, 'admin'),
    handler: (request) => inviteStaffAgain(context, staffOf(request), request.params),
  });
  app.route({
    ...route('staffInvite'),
    onRequest: requireStaff(db, cookies, 'admin'),
    handler: async (request) => {
      await inviteStaff(context, { ...request.body, ip: request.ip, by: signedInStaff(request).id });
      return { message: STAFF_MESSAGES.invited };
    },
  });
};
