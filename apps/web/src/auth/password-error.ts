import { MESSAGES } from '@portico/application';
import type { FieldError } from 'react-hook-form';

/**
 * The message beside a new password. The rules' own wording belongs to the checklist below the
 * field ('is at least 12 characters' reads as a requirement, not as an error), so a password that
 * breaks a rule gets one sentence that points to it. What the server says (a password too common)
 * is shown as it is.
 */
export function newPasswordError(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return error.type === 'server' ? error.message : MESSAGES.passwordRequirementsUnmet;
}
