import { isValidEmail, MESSAGES, ZNewPassword } from '@portico/application';
import { z } from 'zod';

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
  .string({ message: MESSAGES.staffCodeFormat })
  .trim()
  .regex(/^(\d{6}|[a-z2-7]{4}-[a-z2-7]{4})$/, MESSAGES.staffCodeFormat);
export const ZStaffTotpRequest = z.strictObject({
  token: ZInvitationToken,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, MESSAGES.staffCodeFormat),
});
export const ZStaffRecoveryCodes = z.object({ message: z.string(), recovery_codes: z.array(z.string()) });

export const ZStaffLoginRequest = z.strictObject({
  email: ZStaffEmail,
  password: z.string().min(1, MESSAGES.loginPasswordRequired).max(128, MESSAGES.staffLoginFailed),
});
export const ZStaffCodeRequest = z.strictObject({ code: ZStaffCode });
export const ZStaffMember = z.object({ email: z.string(), role: ZStaffRole });
export const ZStaffInviteRequest = z.strictObject({ email: ZStaffEmail, role: ZStaffRole });
