import { SERVER_MESSAGES, type DataModel } from '@portico/application';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/errors';

/** The most bytes of JSON one UTF-16 code unit takes: a control character escaped as \u0000. */
const JSON_BYTES_PER_CODE_UNIT = 6;

/**
 * The largest body a real save can have: every writable key of the data model at once, each value
 * as long as it may be with every character escaped. PUT /api/answer's body limit, derived from the
 * definition and the site's text-area limit so that it follows them (about 340 KB for the site's
 * application).
 */
export function largestSaveBytes(dataModel: DataModel): number {
  let bytes = '{"answers":{}}'.length;
  for (const [key, entry] of dataModel) {
    if (!entry.writable) continue;
    const value =
      entry.type === 'boolean' ? 'false'.length : 2 + (entry.maxLength ?? 0) * JSON_BYTES_PER_CODE_UNIT;
    // "key":value,
    bytes += key.length + 4 + value;
  }
  return bytes;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;

/**
 * Whether `text` holds more than `most` colons, commas and opening brackets outside its strings: a
 * cheap bound, read before JSON.parse and stopping at the bound, on how many members and elements
 * the parse would build. The characters are counted, not understood; JSON.parse still refuses what
 * is not JSON.
 */
export function hasMoreTokensThan(text: string, most: number): boolean {
  let tokens = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === COLON || code === COMMA || code === OPEN_BRACE || code === OPEN_BRACKET) {
      tokens += 1;
      if (tokens > most) return true;
    }
  }
  return false;
}

/**
 * PUT /api/answer's body, bounded before it is parsed (issue 27, M2). 60,000 unknown keys in 770 KB
 * once took seconds of the event loop (the parse, the walk for unstorable text, the contract's
 * schema, a 3.5 MB list of errors) while every other applicant's save waited; under the body limit
 * alone, 27,000 unknown keys in 340 KB still took 40 to 120 ms each on a loaded machine. A real save
 * is `{"answers":{…}}` with at most every writable key once: one brace and one colon each for the
 * body and the answers, a colon and a comma per key. A body with more is refused after reading that
 * many tokens, a few kilobytes in, before anything is parsed; one within the bound parses in about
 * a millisecond, and the route's check stops at its first unknown key.
 *
 * Registered on the route's own plugin: other routes keep Fastify's parser.
 */
export function registerSaveBodyParser(app: FastifyInstance, dataModel: DataModel): void {
  const writableKeys = [...dataModel.values()].filter((entry) => entry.writable).length;
  const mostTokens = 2 * (writableKeys + 2);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (hasMoreTokensThan(body as string, mostTokens)) {
      return done(
        new AppError(
          'VALIDATION_FAILED',
          `${SERVER_MESSAGES.answersRefused} ${SERVER_MESSAGES.tooManyAnswers}`,
        ),
        undefined,
      );
    }
    parseJson(request, body as string, done);
  });
}
