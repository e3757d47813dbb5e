import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Half of a surrogate pair, which is no character (a pair is one code point under the u flag). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** A NUL, which PostgreSQL text cannot hold, or a lone surrogate. */
function isUnstorable(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

/**
 * How deeply a request's JSON may nest. The API's deepest body (answers: an object of objects) is 3
 * levels; 32 leaves room for any shape a route may take. JSON.parse itself reads 500,000 levels
 * (1 MB of brackets) without trouble, but every walk of the parsed value that recurses (this one,
 * zod's) overflows the stack at a few thousand: 4,000 levels in 8 KB were a 500 with an error-level
 * stack trace on every route (issue 27, L1).
 */
export const MAX_JSON_DEPTH = 32;

type Problem = { field: string; kind: 'unstorable' | 'tooDeep' };

/**
 * The path of the first string (or object key) in `value` that no text column can store, if any:
 * `answers.first_name`, `(query).text`; or of the first value nested deeper than MAX_JSON_DEPTH,
 * where the walk stops, so that no later walk recurses into it.
 */
function findProblem(value: unknown, path: string, depth = 0): Problem | undefined {
  if (typeof value === 'string') return isUnstorable(value) ? { field: path, kind: 'unstorable' } : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_JSON_DEPTH) return { field: path, kind: 'tooDeep' };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findProblem(item, `${path}.${index}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorable(key)) {
      return {
        field: `${path}.${key.replaceAll('\0', '?').replace(LONE_SURROGATE, '?')}`,
        kind: 'unstorable',
      };
    }
    const found = findProblem(item, `${path}.${key}`, depth + 1);
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
 * the value, the request fails with 500, and the failure is logged with what was sent. A body
 * nested deeper than MAX_JSON_DEPTH is refused by the same walk, for the same reason.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const problem =
      findProblem(request.body, '(body)') ??
      findProblem(request.query, '(query)') ??
      findProblem(request.params, '(path)');
    if (!problem) return done();
    if (problem.kind === 'tooDeep') {
      // Named by the part alone ('(body)'): the path down is as long as the nesting.
      const part = problem.field.split('.', 1)[0] ?? problem.field;
      return done(
        new AppError('VALIDATION_FAILED', (c) => c.server.nestedTooDeeply, {
          [part]: [(c) => c.server.nestedTooDeeply],
        }),
      );
    }
    const name = problem.field.replace(/^\((body|query|path)\)\.?/, '') || problem.field;
    done(
      new AppError('VALIDATION_FAILED', (c) => c.server.unstorableText, {
        [name]: [(c) => c.server.unstorableText],
      }),
    );
  });
}
