import { z } from 'zod';
import { LIMITS } from './constants';
import { isValidEmail, PASSWORD_CHECKS } from './auth-rules';
import { MESSAGES } from './messages';

/** The account fields as schemas, for the server's request bodies and the cards' forms. */
export const ZUsername = z
  .string({ message: MESSAGES.emailInvalid })
  .refine(isValidEmail, MESSAGES.emailInvalid);

/** A new password: every checklist rule, and at most 128 characters so that hashing stays bounded. */
export const ZNewPassword = z
  .string({ message: MESSAGES.passwordMinLength })
  .max(LIMITS.passwordMaxLength, `must be at most ${LIMITS.passwordMaxLength} characters`)
  .superRefine((password, context) => {
    for (const check of PASSWORD_CHECKS) {
      if (!check.test(password)) context.addIssue({ code: 'custom', message: check.label });
    }
  });

export const ZConfirmationCode = z
  .string({ message: MESSAGES.confirmationCodeInvalid })
  .regex(/^\d{6}$/, MESSAGES.confirmationCodeInvalid);
