import { isValidEmail, MESSAGES, STAFF_MESSAGES, ZNewPassword } from '@portico/application';
import { z } from 'zod';
import { ZWebStatus } from './answers';
import { STAFF_STATUSES } from './statuses';
import { ZServiceSnapshot } from './documents';

/** The staff area's bodies (issue 17). Unknown fields are refused. */
export const ZStaffRole = z.enum(['reader', 'admin'], { message: 'role must be reader or admin' });
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
/** GET /staff-api/applications: one page of applications, newest activity first (keyset paging). */
export const ZStaffApplicationsQuery = z.object({
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
  /** The `next` of the page before: where this page starts. */
  after: z.string().max(200).optional(),
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
});
export const ZStaffApplications = z.object({
  applications: z.array(ZStaffApplicationRow),
  next: z.string().nullable(),
});

export const ZStaffApplicationParams = z.object({ id: z.uuid() });
/** GET /staff-api/applications/{id}/documents/{key}: an applicant's document, as its PDF. */
export const ZStaffDocumentParams = z.object({ id: z.uuid(), key: z.string().regex(/^[a-z0-9_]{1,64}$/) });
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
/** GET /staff-api/assignments: submitted applications no one is assigned, and each reader's count. */
export const ZStaffAssignmentCounts = z.object({
  unassigned: z.number().int(),
  readers: z.array(z.object({ id: z.string(), email: z.string(), assigned: z.number().int() })),
});

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
  /** The checklist item a mark or its undo was about; none for other events. */
  detail: z.string().nullable(),
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
