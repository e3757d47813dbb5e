import { SERVER_MESSAGES } from '@portico/application';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Half of a surrogate pair, which is no character (a pair is one code point under the u flag). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** A NUL, which PostgreSQL text cannot hold, or a lone surrogate. */
function isUnstorable(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

/**
 * The path of the first string (or object key) in `value` that no text column can store, if any:
 * `answers.first_name`, `(query).text`.
 */
function findUnstorableText(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return isUnstorable(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorable(key)) return `${path}.${key.replaceAll('\0', '?').replace(LONE_SURROGATE, '?')}`;
    const found = findUnstorableText(item, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * A record of parsed values: a JSON object, or a parsed query string (whose prototype is neither
 * Object's nor null). Not bytes or a stream, which hold no text to check.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * Every request's body, query string and path parameters are refused with 400 when a string in
 * them holds a NUL or a lone surrogate, before any route sees it: otherwise the database refuses
 * the value, the request fails with 500, and the failure is logged with what was sent.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      findUnstorableText(request.body, '(body)') ??
      findUnstorableText(request.query, '(query)') ??
      findUnstorableText(request.params, '(path)');
    if (!field) return done();
    const name = field.replace(/^\((body|query|path)\)\.?/, '') || field;
    done(
      new AppError('VALIDATION_FAILED', SERVER_MESSAGES.unstorableText, {
        [name]: [SERVER_MESSAGES.unstorableText],
      }),
    );
  });
}
