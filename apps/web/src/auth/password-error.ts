import type { FieldError } from 'react-hook-form';
import { currentCatalogue } from '../i18n/language-store';

/**
 * The message beside a new password. The rules' own wording belongs to the checklist below the
 * field ('is at least 12 characters' reads as a requirement, not as an error), so a password that
 * breaks a rule gets one sentence that points to it. So does one the server refuses (too common,
 * easy to guess): its reason shows on the checklist's last line (`passwordRefusal`), said once.
 */
export function newPasswordError(error: FieldError | undefined): string | undefined {
  return error ? currentCatalogue().messages.passwordRequirementsUnmet : undefined;
}

/** The server's reason for refusing the password as typed, for the checklist's last line. */
export function passwordRefusal(error: FieldError | undefined): string | undefined {
  return error?.type === 'server' ? error.message : undefined;
}
