import { isValidEmail, MESSAGES, STAFF_MESSAGES, ZAnswers, ZNewPassword } from '@portico/application';
import { z } from 'zod';
import { ZWebStatus } from './answers';
import { STAFF_STATUSES } from './statuses';
import { ZServiceSnapshot } from './documents';

/**
 * The staff area's bodies (issue 17). Unknown fields are refused. A reader sees and exports; a
 * decider also records decisions (issue 28); an admin also releases them and manages staff.
 */
export const ZStaffRole = z.enum(['reader', 'decider', 'admin'], {
  message: 'role must be reader, decider or admin',
});
const ZStaffEmail = z.string().max(254).refine(isValidEmail, MESSAGES.loginEmailInvalid);
const ZInvitationToken = z.string().min(1).max(100);

export const ZStaffInvitationQuery = z.object({ token: ZInvitationToken });
export const ZStaffInvitation = z.object({ email: z.string() });

export const ZStaffPasswordRequest = z.strictObject({ token: ZInvitationToken, password: ZNewPassword });
/** The authenticator to set up: its secret typed in, or its otpauth:// address as a QR code (SVG). */
export const ZStaffEnrolment = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });

export const ZStaffCode = z
  .string({ message: STAFF_MESSAGES.codeFormat })
  .trim()
  .regex(/^(\d{6}|[a-z2-7]{4}-[a-z2-7]{4})$/, STAFF_MESSAGES.codeFormat);
export const ZStaffTotpRequest = z.strictObject({
  token: ZInvitationToken,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, STAFF_MESSAGES.codeFormat),
});
export const ZStaffRecoveryCodes = z.object({ message: z.string(), recovery_codes: z.array(z.string()) });

export const ZStaffLoginRequest = z.strictObject({
  email: ZStaffEmail,
  password: z.string().min(1, MESSAGES.loginPasswordRequired).max(128, STAFF_MESSAGES.loginFailed),
});
export const ZStaffCodeRequest = z.strictObject({ code: ZStaffCode });
export const ZStaffMember = z.object({ email: z.string(), role: ZStaffRole });
export const ZStaffInviteRequest = z.strictObject({ email: ZStaffEmail, role: ZStaffRole });

/**
 * Where a staff member stands (issue 27): `active`, set up or signed in before; `invited`, an
 * invitation open (unused, unexpired) and neither yet; `lapsed`, an invitation that expired unused;
 * `disabled`, access taken away by an admin.
 */
export const ZStaffMemberStatus = z.enum(['active', 'invited', 'lapsed', 'disabled']);
export type StaffMemberStatus = z.infer<typeof ZStaffMemberStatus>;
/** GET /staff-api/staff (admins): every staff member, by address. */
export const ZStaffMembers = z.object({
  members: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      role: ZStaffRole,
      status: ZStaffMemberStatus,
      /** The last sign-in the audit records, by either method; null when never. */
      last_sign_in: z.string().nullable(),
    }),
  ),
});
export const ZStaffMemberParams = z.object({ id: z.uuid() });
export const ZStaffRoleRequest = z.strictObject({ role: ZStaffRole });
/** A new setup link (invite again, reset the authenticator): e-mailed, and shown to the admin. */
export const ZStaffSetupLink = z.object({ message: z.string(), link: z.string() });

/** GET /staff-api/sign-in-options: whether the login page offers single sign-on (OIDC_ISSUER is set). */
export const ZStaffSignInOptions = z.object({ single_sign_on: z.boolean() });

/**
 * Why a single sign-on came back to /staff/login (`/staff/login?sso=…`): `refused`, the provider
 * signed in someone the staff area does not let in (an address not invited, or one the provider has
 * not verified); `lapsed`, an address invited whose invitation expired unused; `disabled`, a staff
 * member whose access an admin took away; `failed`, the sign-in did not complete (a stale, forged
 * or already used state, the provider's error, the provider unreachable).
 */
export const ZStaffSsoFailure = z.enum(['refused', 'lapsed', 'disabled', 'failed']);
export type StaffSsoFailure = z.infer<typeof ZStaffSsoFailure>;
export const STAFF_SSO_FAILURE_PARAM = 'sso';
/** The staff pages the server sends a browser to at the end of a single sign-on. */
export const STAFF_PAGES = { home: '/staff', login: '/staff/login' } as const;

/** How a staff member signed in (or tried to): a password and a code, or the institution's provider. */
export const ZSignInMethod = z.enum(['password', 'oidc']);
export type SignInMethod = z.infer<typeof ZSignInMethod>;

/** Where a file stands for the office (issue 28): contracts/statuses.ts. */
export const ZStaffStatus = z.enum(STAFF_STATUSES);
/**
 * What selects applications in the list (issue 17, 28): a search, a status, a term, a major, a
 * reader. The export, the count, 'select all' and a saved view take the same.
 */
const STAFF_FILTER_FIELDS = {
  /** Part of a name, an e-mail address or a reference. */
  q: z.string().trim().max(100).optional(),
  /** Where the file stands for the office (issue 28), not the applicant's own steps. */
  status: ZStaffStatus.optional(),
  term: z.string().max(20).optional(),
  major: z.string().max(20).optional(),
  /**
   * Whose queue (issue 28): `me`, the signed-in staff member's ('Assigned to me'); `none`, the
   * applications no one is assigned; or a staff member's id.
   */
  reader: z.union([z.enum(['me', 'none']), z.uuid()]).optional(),
};
export const ZStaffApplicationsFilter = z.object(STAFF_FILTER_FIELDS);
/**
 * The list's columns it can be sorted by (issue 28). A status sorts in the order a file moves
 * through them, a decision in the site configuration's order; what is blank (not submitted, no
 * reader, no decision) sorts before any value.
 */
export const STAFF_SORTS = ['name', 'submitted', 'activity', 'status', 'reader', 'decision'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];
export const ZStaffSort = z.enum(STAFF_SORTS, { message: STAFF_MESSAGES.sortInvalid });
export const ZSortOrder = z.enum(['asc', 'desc'], { message: STAFF_MESSAGES.sortInvalid });
export type SortOrder = z.infer<typeof ZSortOrder>;
/** GET /staff-api/applications: one page of applications, by a column (newest activity first unless asked), by keyset. */
export const ZStaffApplicationsQuery = z.object({
  ...STAFF_FILTER_FIELDS,
  sort: ZStaffSort.default('activity'),
  order: ZSortOrder.default('desc'),
  /** The `next` of the page before, of the same sort: where this page starts. */
  after: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZStaffApplicationRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The furthest step of the applicant's own (started, validating, submitted): the exports' column. */
  status: ZWebStatus,
  /** Where the file stands for the office (issue 28): what the staff pages show. */
  staff_status: ZStaffStatus,
  /** The staff member assigned to read it (issue 28), by address; null when no one is. */
  reader_email: z.string().nullable(),
  last_page: z.string().nullable(),
  last_activity: z.string(),
  submitted_at: z.string().nullable(),
  reference: z.string().nullable(),
  /** The decision recorded (issue 28), by its key in the site configuration; null when none is. */
  decision: z.string().nullable(),
});
export const ZStaffApplications = z.object({
  applications: z.array(ZStaffApplicationRow),
  next: z.string().nullable(),
});

export const ZStaffApplicationParams = z.object({ id: z.uuid() });
/** GET /staff-api/applications/{id}/documents/{key}: an applicant's document, as its PDF. */
export const ZStaffDocumentParams = z.object({ id: z.uuid(), key: z.string().regex(/^[a-z0-9_]{1,64}$/) });
/**
 * `?inline=1`: the document shown in the reading screen's frame (content-disposition inline,
 * audited as `document.view`) rather than downloaded.
 */
export const ZStaffDocumentQuery = z.object({ inline: z.literal('1').optional() });
/** GET /staff-api/applications/{id}: the print view's data (the SSN masked), its statuses and receipt. */
/**
 * An application's checklist of materials (issue 28), each item as the site configuration names it:
 * received by the applicant's upload or by a staff member's mark (the day, in the institution's
 * calendar), or missing; complete once every required item is in.
 */
export const ZStaffChecklist = z.object({
  items: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      required: z.boolean(),
      received: z
        .discriminatedUnion('by', [
          z.object({ by: z.literal('upload'), on: z.string() }),
          z.object({ by: z.literal('staff'), on: z.string(), staff_email: z.string().nullable() }),
        ])
        .nullable(),
      marked: z.boolean(),
    }),
  ),
  complete: z.boolean(),
});
/** What a mark or its undo answers: the checklist, and where the file now stands. */
export const ZStaffChecklistChange = z.object({ checklist: ZStaffChecklist, staff_status: ZStaffStatus });
export const ZStaffChecklistParams = z.object({ id: z.uuid(), item: z.string().regex(/^[a-z0-9_]{1,40}$/) });
/** PUT …/checklist/{item}: the day it came; the institution's today when left out. */
export const ZStaffChecklistMark = z.strictObject({
  received_on: z.iso
    .date({ message: STAFF_MESSAGES.receivedOnInvalid })
    .refine((day) => day >= '1900-01-01', STAFF_MESSAGES.receivedOnInvalid)
    .optional(),
});
/**
 * What the applicant changed after submitting (issue 28): a document for a missing checklist item,
 * or contact details. `detail` says what, in words; newest first.
 */
export const ZStaffApplicantUpdate = z.object({
  kind: z.enum(['document', 'contact']),
  detail: z.string(),
  at: z.string(),
});
export const ZStaffApplication = z.object({
  row: ZStaffApplicationRow,
  checklist: ZStaffChecklist,
  snapshot: ZServiceSnapshot,
  status_history: z.array(z.object({ web_status: ZWebStatus, at: z.string() })),
  applicant_updates: z.array(ZStaffApplicantUpdate),
});
export const ZStaffSsn = z.object({ ssn: z.string().nullable() });

/** Most applications one assignment takes: a few thousand is a season's day of files. */
export const MAX_ASSIGNED_AT_ONCE = 5000;
/**
 * POST /staff-api/assignments (admins, issue 28): the applications to assign to one staff member,
 * or to no one (`reader_id` null). Every id must be an application; none is changed otherwise.
 */
export const ZStaffAssignRequest = z.strictObject({
  application_ids: z
    .array(z.uuid())
    .min(1, STAFF_MESSAGES.assignNone)
    .max(MAX_ASSIGNED_AT_ONCE, STAFF_MESSAGES.assignTooMany(MAX_ASSIGNED_AT_ONCE)),
  reader_id: z.uuid().nullable(),
});
export const ZStaffAssigned = z.object({ message: z.string(), assigned: z.number().int() });
/** GET /staff-api/applications/count: how many applications the filter selects (issue 28). */
export const ZStaffApplicationCount = z.object({ total: z.number().int() });
/**
 * GET /staff-api/applications/ids: the applications the filter selects, for a bulk action's 'select
 * all' (issue 28): at most MAX_ASSIGNED_AT_ONCE of them, and how many there are in all.
 */
export const ZStaffApplicationIds = z.object({ ids: z.array(z.string()), total: z.number().int() });

/** GET /staff-api/assignments: submitted applications no one is assigned, and each reader's count. */
export const ZStaffAssignmentCounts = z.object({
  unassigned: z.number().int(),
  readers: z.array(z.object({ id: z.string(), email: z.string(), assigned: z.number().int() })),
});

const ZDecisionKey = z.string().regex(/^[a-z0-9_]{1,40}$/, STAFF_MESSAGES.decisionUnknown);
const ZReasonKeys = z.array(z.string().regex(/^[a-z0-9_]{1,40}$/)).max(30);
/**
 * PUT /staff-api/applications/{id}/decision (admins and deciders, issue 28): a decision of the site
 * configuration's `decisions` with reasons of its own; each must be one, or nothing is recorded.
 */
export const ZStaffDecisionRequest = z.strictObject({ decision: ZDecisionKey, reasons: ZReasonKeys });
/** An application's decision as staff see it; null when none is recorded. */
export const ZStaffDecision = z.object({
  decision: z
    .object({
      decision: z.string(),
      reasons: z.array(z.string()),
      recorded_at: z.string(),
      recorded_by_email: z.string().nullable(),
      /** When the applicant could first see it; null while it is not released. */
      released_at: z.string().nullable(),
    })
    .nullable(),
});
export const ZStaffDecisionRecorded = ZStaffDecision.extend({ message: z.string() });
/**
 * POST /staff-api/decisions (admins and deciders): one decision for many applications, all of them
 * or none (every one must be submitted, none released).
 */
export const ZStaffDecisionsRequest = z.strictObject({
  application_ids: z
    .array(z.uuid())
    .min(1, STAFF_MESSAGES.decideNone)
    .max(MAX_ASSIGNED_AT_ONCE, STAFF_MESSAGES.decideTooMany(MAX_ASSIGNED_AT_ONCE)),
  decision: ZDecisionKey,
  reasons: ZReasonKeys,
});
export const ZStaffDecisionsRecorded = z.object({ message: z.string(), recorded: z.number().int() });

/**
 * Which recorded decisions a release publishes (issue 28): those of one decision, not yet
 * released, narrowed like the list (entry term, major) or to chosen applications.
 */
export const ZReleaseSelection = z.strictObject({
  decision: ZDecisionKey,
  term: z.string().max(20).optional(),
  major: z.string().max(20).optional(),
  application_ids: z
    .array(z.uuid())
    .min(1, STAFF_MESSAGES.decideNone)
    .max(MAX_ASSIGNED_AT_ONCE, STAFF_MESSAGES.decideTooMany(MAX_ASSIGNED_AT_ONCE))
    .optional(),
});
export type ReleaseSelection = z.infer<typeof ZReleaseSelection>;
/** GET /staff-api/releases/preview (admins): how many decisions a release of the selection would hold now. */
export const ZReleasePreviewQuery = ZReleaseSelection.omit({ application_ids: true });
export const ZReleasePreview = z.object({ count: z.number().int(), message: z.string() });
/**
 * POST /staff-api/releases (admins): the selection, released now, or from `release_at` (a time to
 * come, with its offset: the page sends the institution's time as an instant).
 */
export const ZReleaseRequest = ZReleaseSelection.extend({
  release_at: z.iso.datetime({ offset: true, message: STAFF_MESSAGES.releaseAtInvalid }).optional(),
});
export const ZReleaseState = z.enum(['scheduled', 'running', 'finished', 'cancelled']);
export const ZRelease = z.object({
  id: z.string(),
  selection: ZReleaseSelection,
  state: ZReleaseState,
  created_at: z.string(),
  created_by_email: z.string().nullable(),
  release_at: z.string(),
  /** How many decisions the selection held when the release was made. */
  decisions: z.number().int(),
  /** How many it has published, and of their e-mails how many were sent or given up. */
  released: z.number().int(),
  mails_sent: z.number().int(),
  mails_failed: z.number().int(),
  finished_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export const ZReleaseCreated = z.object({ message: z.string(), release: ZRelease });
/** GET /staff-api/releases (admins): the releases, newest first (the last 100). */
export const ZReleases = z.object({ releases: z.array(ZRelease) });
export const ZReleaseParams = z.object({ id: z.uuid() });

/**
 * A saved view (issue 28): a staff member's own named filter and sort of the list, as the list's
 * address holds them. Unknown fields are refused.
 */
export const ZStaffViewQuery = z.strictObject({
  ...STAFF_FILTER_FIELDS,
  sort: ZStaffSort.optional(),
  order: ZSortOrder.optional(),
});
export const MAX_VIEW_NAME = 60;
export const ZStaffViewRequest = z.strictObject({
  name: z
    .string({ message: STAFF_MESSAGES.viewNameRequired })
    .trim()
    .min(1, STAFF_MESSAGES.viewNameRequired)
    .max(MAX_VIEW_NAME, STAFF_MESSAGES.viewNameTooLong(MAX_VIEW_NAME)),
  query: ZStaffViewQuery,
});
export const ZStaffView = z.object({ id: z.string(), name: z.string(), query: ZStaffViewQuery });
/** GET /staff-api/views: the signed-in staff member's saved views, by name. */
export const ZStaffViews = z.object({ views: z.array(ZStaffView) });
export const ZStaffViewParams = z.object({ id: z.uuid() });

/**
 * PUT /staff-api/applications/{id}/review (issue 28): the signed-in staff member's review, the
 * ratings keyed by the rubric's questions and the recommendation's value. The server checks them
 * with the application's validator against the site configuration's rubric (400 with a message per
 * question, nothing saved).
 */
export const ZStaffReviewRequest = z.strictObject({
  ratings: ZAnswers,
  recommendation: z.string().max(100),
});
export const ZStaffReview = z.object({
  staff_email: z.string(),
  ratings: ZAnswers,
  recommendation: z.string(),
  updated_at: z.string(),
});
/**
 * GET /staff-api/applications/{id}/review: the signed-in member's own review (null before the
 * first save) and whether they may save one (the assigned reader, or an admin); an admin also
 * reads everyone else's, read-only (docs/decisions.md D-STF-29).
 */
export const ZStaffReviews = z.object({
  may_review: z.boolean(),
  own: ZStaffReview.nullable(),
  others: z.array(ZStaffReview),
});
export const ZStaffReviewSaved = z.object({ message: z.string(), review: ZStaffReview });

/** Most characters a note holds. */
export const NOTE_MAX_LENGTH = 5000;
/** POST /staff-api/applications/{id}/notes: a note, trimmed; an empty one is refused. */
export const ZStaffNoteRequest = z.strictObject({
  body: z
    .string({ message: STAFF_MESSAGES.noteEmpty })
    .trim()
    .min(1, STAFF_MESSAGES.noteEmpty)
    .max(NOTE_MAX_LENGTH, STAFF_MESSAGES.noteTooLong(NOTE_MAX_LENGTH)),
});
export const ZStaffNote = z.object({
  id: z.string(),
  /** Its author's address (a staff member with notes is never deleted). */
  staff_email: z.string(),
  body: z.string(),
  created_at: z.string(),
});
/** GET /staff-api/applications/{id}/notes: every note of the application, oldest first. */
export const ZStaffNotes = z.object({ notes: z.array(ZStaffNote) });
export const ZStaffNoteAdded = z.object({ message: z.string(), note: ZStaffNote });

/** What the audit table records (apps/server/src/staff/audit.ts writes each). */
export const AUDIT_ACTIONS = [
  'staff.invited',
  'staff.setup',
  'staff.sign-in',
  'staff.sign-in-failed',
  'staff.second-factor-failed',
  'staff.sign-out',
  'staff.disabled',
  'staff.enabled',
  'staff.made-admin',
  'staff.made-reader',
  'staff.made-decider',
  'staff.authenticator-reset',
  'application.view',
  'application.pdf-download',
  'document.download',
  'ssn.reveal',
  'applications.export',
  'applications.export-json',
  'service.link-made',
  'service.print-view',
  'checklist.received',
  'checklist.undone',
  'application.assigned',
  'application.unassigned',
  'decision.recorded',
  'decisions.released',
  'release.created',
  'release.cancelled',
  'document.view',
  'review.saved',
  'note.added',
  // The student record system (issue 28): its credentials' making and revoking, and each read.
  'system-credential.created',
  'system-credential.revoked',
  'system-api.read',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof ZAuditAction>;

/**
 * GET /staff-api/audit (admins): the audit table, newest first, a page at a time by keyset;
 * `staff` and `applicant` find a staff member's or an applicant's events by part of an e-mail
 * address (an applicant also by name).
 */
export const ZStaffAuditQuery = z.object({
  staff: z.string().trim().max(254).optional(),
  applicant: z.string().trim().max(254).optional(),
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const ZStaffAuditEvent = z.object({
  id: z.string(),
  at: z.string(),
  action: ZAuditAction,
  /** Who acted: the staff member's address (none for an invitation by the command line). */
  staff_email: z.string().nullable(),
  /**
   * The address the event names: the one a failed sign-in tried, the one invited, or who asked for
   * an operator's print link (its making and each use).
   */
  email: z.string().nullable(),
  applicant_id: z.string().nullable(),
  applicant_email: z.string().nullable(),
  applicant_name: z.string().nullable(),
  /** How a sign-in, or a failed one, was tried; none for other events (and sign-ins before 0014). */
  method: ZSignInMethod.nullable(),
  /** The checklist item a mark or its undo was about, or what a system read; none for other events. */
  detail: z.string().nullable(),
  /** The system credential that acted (issue 28), by its name; none for other events. */
  system_credential: z.string().nullable(),
  ip: z.string(),
});
export const ZStaffAudit = z.object({ events: z.array(ZStaffAuditEvent), next: z.string().nullable() });

/** A calendar day, YYYY-MM-DD, that exists (2027-02-30 does not), from 1900 on (PostgreSQL has no year 0). */
const ZDay = z.iso
  .date({ message: STAFF_MESSAGES.periodDayInvalid })
  .refine((day) => day >= '1900-01-01', STAFF_MESSAGES.periodDayInvalid);

/**
 * GET /staff-api/stuck: where applicants get stuck over a period of days in the institution's time
 * zone, both days included; the last 30 days up to today when a day is not given. A period that
 * ends before it starts is refused by the server, once the defaults are filled in.
 */
export const ZStaffStuckQuery = z.object({ from: ZDay.optional(), to: ZDay.optional() });
const ZCount = z.number().int().nonnegative();
export const ZStaffStuck = z.object({
  /** The period read, both days included, the defaults filled in. */
  from: z.string(),
  to: z.string(),
  /** The applications whose last activity falls in the period, by the furthest status reached. */
  statuses: z.record(ZWebStatus, ZCount),
  /**
   * Those not submitted, by the page they were last on (its path; null when none was recorded),
   * the application's pages first in their order, each whether any stopped there or not.
   */
  stops: z.array(z.object({ page: z.string().nullable(), started: ZCount, validating: ZCount })),
  /**
   * The ten messages that the most of those not submitted met when their browser last validated,
   * each with its question (its key, label and page) and how many applications met it.
   */
  messages: z.array(
    z.object({
      key: z.string(),
      question: z.string(),
      page: z.string(),
      message: z.string(),
      applications: ZCount,
    }),
  ),
});
