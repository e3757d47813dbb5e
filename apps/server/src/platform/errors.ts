import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@portico/contracts';
import { EN, type Catalogue } from '@portico/application';
import type { FastifyError, FastifyInstance } from 'fastify';
import { translateEnglish, type Text } from './language';
import { isRequestIssue } from './request-validation';

/**
 * What an error says: a function of the catalogue for what an applicant reads, answered in the
 * request's language (D-VAL-15); a plain string for the staff's and systems' errors, English only.
 */
export type ErrorText = Text | string;

function textIn(text: ErrorText, catalogue: Catalogue): string {
  return typeof text === 'string' ? text : text(catalogue);
}

/** An error the API answers as it is: its code decides the status, its message is for the user. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  /** For 429: when the client may try again (the Retry-After header). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    readonly text: ErrorText,
    readonly errors?: Record<string, ErrorText[]>,
  ) {
    // The logs' and tests' message is English; the answer's is the request's language.
    super(textIn(text, EN));
    this.status = ERROR_STATUS[code];
  }

  /** The answer's body in the catalogue's language. */
  bodyIn(catalogue: Catalogue): ErrorBody {
    const errors =
      this.errors &&
      Object.fromEntries(
        Object.entries(this.errors).map(([field, texts]) => [field, texts.map((t) => textIn(t, catalogue))]),
      );
    return body(this.code, textIn(this.text, catalogue), errors);
  }
}

function body(code: ErrorCode, message: string, errors?: Record<string, string[]>): ErrorBody {
  return errors ? { code, message, errors } : { code, message };
}

/**
 * Fastify's own refusals of a request, by their codes, in the catalogue's words: its English texts
 * ('Request body is too large') would otherwise reach a reader of any language (issue 32). Any other
 * refusal of Fastify's says that the request is not valid.
 */
const FASTIFY_REFUSALS: Readonly<Record<string, Text>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (c) => c.server.bodyTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: (c) => c.server.bodyNotJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: (c) => c.server.bodyEmpty,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (c) => c.server.bodyTypeRefused,
};

/**
 * One error handler: every failure becomes `{code, message}`. Client errors keep their message, in
 * the request's language (request.catalogue): ours, the schemas' (request-validation.ts) and
 * Fastify's own alike; server errors are logged with the request and answered with the generic
 * text only.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { catalogue } = request;
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(error.bodyIn(catalogue));
    }
    if (error.validation && error.validation.length > 0) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)';
        (errors[field] ??= []).push(
          isRequestIssue(issue)
            ? issue.text(catalogue)
            : translateEnglish(issue.message ?? catalogue.server.fieldNotValid, catalogue),
        );
      }
      const message = Object.entries(errors)
        .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
        .join('; ');
      return reply
        .status(400)
        .send(body('VALIDATION_FAILED', `${catalogue.server.requestNotValid} ${message}`, errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const text = FASTIFY_REFUSALS[error.code] ?? ((c: Catalogue) => c.server.requestNotValid);
      return reply.status(status).send(body(codeForStatus(status), text(catalogue)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('INTERNAL', catalogue.messages.unexpectedError));
  });
}

function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, value]) => value === status);
  return match ? match[0] : 'BAD_REQUEST';
}
