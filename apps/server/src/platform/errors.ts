import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@portico/contracts';
import { MESSAGES } from '@portico/application';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error the API answers as it is: its code decides the status, its message is for the user. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  /** For 429: when the client may try again (the Retry-After header). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

function body(code: ErrorCode, message: string, errors?: Record<string, string[]>): ErrorBody {
  return errors ? { code, message, errors } : { code, message };
}

/**
 * One error handler: every failure becomes `{code, message}`. Client errors keep their message;
 * server errors are logged with the request and answered with the generic text only.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(body(error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)';
        (errors[field] ??= []).push(issue.message ?? 'is not valid');
      }
      const message = Object.entries(errors)
        .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
        .join('; ');
      return reply
        .status(400)
        .send(body('VALIDATION_FAILED', `The request is not valid. ${message}`, errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      return reply.status(status).send(body(code, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('INTERNAL', MESSAGES.unexpectedError));
  });
}

function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, value]) => value === status);
  return match ? match[0] : 'BAD_REQUEST';
}
