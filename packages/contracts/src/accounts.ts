import {
  isValidEmail,
  LANGUAGES,
  LIMITS,
  MESSAGES,
  SERVER_MESSAGES,
  ZConfirmationCode,
  ZNewPassword,
  ZUsername,
} from '@portico/application';
import { z } from 'zod';

/** Bodies of the account endpoints. Unknown fields are refused. */
export const ZSignupRequest = z.strictObject({ username: ZUsername, password: ZNewPassword });

export const ZLoginRequest = z.strictObject({
  username: z
    .string({ message: MESSAGES.loginEmailInvalid })
    .refine(isValidEmail, MESSAGES.loginEmailInvalid),
  password: z
    .string({ message: MESSAGES.loginPasswordRequired })
    .min(1, MESSAGES.loginPasswordRequired)
    .max(LIMITS.passwordMaxLength, MESSAGES.invalidCredentials),
});

export const ZConfirmRequest = z.strictObject({
  username: ZUsername,
  code: ZConfirmationCode,
});

export const ZResendConfirmRequest = z.strictObject({
  username: z
    .string({ message: MESSAGES.resendEmailInvalid })
    .refine(isValidEmail, MESSAGES.resendEmailInvalid),
});

export const ZForgotPasswordRequest = z.strictObject({ username: ZUsername });

export const ZResetPasswordRequest = z
  .strictObject({
    username: ZUsername,
    password: ZNewPassword,
    confirm_password: z.string({ message: MESSAGES.passwordsMustMatch }),
    id: z
      .string({ message: MESSAGES.resetLinkInvalid })
      .min(1, MESSAGES.resetLinkInvalid)
      .max(200, MESSAGES.resetLinkInvalid),
  })
  .refine((body) => body.password === body.confirm_password, {
    message: MESSAGES.passwordsMustMatch,
    path: ['confirm_password'],
  });

/** Every account endpoint answers a message the UI shows as it is. */
export const ZMessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof ZMessageResponse>;

/** A language the applicant may read (issue 32): 'en' or 'es'. */
export const ZLanguage = z.enum(LANGUAGES, { message: SERVER_MESSAGES.languageNotOffered });

/** The signed-in applicant, and the language of the account, which the browser adopts. */
export const ZApplicantSession = z.object({ username: z.string(), language: ZLanguage });
export type ApplicantSession = z.infer<typeof ZApplicantSession>;

export const ZLoginResponse = ZApplicantSession.extend({ message: z.string() });
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** PUT /api/account/language: the account's language from now on. */
export const ZLanguageRequest = z.strictObject({ language: ZLanguage });
export type LanguageRequest = z.infer<typeof ZLanguageRequest>;

export type SignupRequest = z.infer<typeof ZSignupRequest>;
export type LoginRequest = z.infer<typeof ZLoginRequest>;
export type ConfirmRequest = z.infer<typeof ZConfirmRequest>;
export type ResendConfirmRequest = z.infer<typeof ZResendConfirmRequest>;
export type ForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
