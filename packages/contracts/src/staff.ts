import { isValidEmail, MESSAGES, STAFF_MESSAGES, ZNewPassword } from '@portico/application';
import { z } from 'zod';
import { ZWebStatus } from './answers';
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

/** GET /staff-api/applications: one page of applications, newest activity first (keyset paging). */
export const ZStaffApplicationsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: ZWebStatus.optional(),
  term: z.string().max(20).optional(),
  major: z.string().max(20).optional(),
  /** The `next` of the page before: where this page starts. */
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZStaffApplicationRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: ZWebStatus,
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
/** GET /staff-api/applications/{id}: the print view's data (the SSN masked), its statuses and receipt. */
export const ZStaffApplication = z.object({
  row: ZStaffApplicationRow,
  snapshot: ZServiceSnapshot,
  status_history: z.array(z.object({ web_status: ZWebStatus, at: z.string() })),
});
export const ZStaffSsn = z.object({ ssn: z.string().nullable() });
