import { z } from 'zod';

/**
 * The error codes of the API and the HTTP status each one answers with. One table: the server
 * raises `AppError(code)`, the browser's client reads `code` and `message` from the body.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  /** Login: an unknown address and a wrong password answer alike (no user enumeration). */
  INVALID_CREDENTIALS: 400,
  /** A confirmation code or reset link that is wrong, used up or expired. */
  INVALID_CODE: 400,
  ACCOUNT_NOT_CONFIRMED: 403,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** Every error the API answers is this body: a message the UI can show as it is. */
export const ZErrorBody = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** Per-field messages, keyed by the request's field or question key, for validation failures. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;
