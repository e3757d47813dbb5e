import type { DataModel } from '@portico/application';
import { errorCodes, type FastifyInstance } from 'fastify';
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
 * Counts the colons, commas and opening brackets outside strings of a JSON text read in chunks of
 * UTF-8 (every byte of a multi-byte character is 0x80 or more, so none is taken for one of these):
 * a cheap bound, read before JSON.parse, on how many members and elements the parse would build.
 * The characters are counted, not understood; JSON.parse still refuses what is not JSON.
 */
export class TokenCount {
  private tokens = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly most: number) {}

  /** Reads the next bytes; false once the text has had more tokens than the bound. */
  read(bytes: Uint8Array): boolean {
    for (let index = 0; index < bytes.length; index += 1) {
      const byte = bytes[index];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) {
        this.inString = true;
      } else if (byte === COLON || byte === COMMA || byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        this.tokens += 1;
        if (this.tokens > this.most) return false;
      }
    }
    return true;
  }
}

/**
 * PUT /api/answer's body, bounded while it is read (issue 27, M2). 60,000 unknown keys in 770 KB
 * once took seconds of the event loop (the parse, the walk for unstorable text, the contract's
 * schema, a 3.5 MB list of errors) while every other applicant's save waited; under the body limit
 * alone, 27,000 unknown keys in 340 KB still took 40 to 120 ms each on a loaded machine. A real save
 * is `{"answers":{…}}` with at most every writable key once: one brace and one colon each for the
 * body and the answers, a colon and a comma per key. A body with more is refused as soon as its
 * chunks have had that many tokens, a few kilobytes in, and the rest of it is not read (Fastify
 * closes the connection after a parser's error); one larger than the limit likewise; one within the
 * bounds parses in about a millisecond, and the route's check stops at its first unknown key.
 *
 * Registered on the route's own plugin: other routes keep Fastify's parser.
 */
export function registerSaveBodyParser(app: FastifyInstance, dataModel: DataModel): void {
  const writableKeys = [...dataModel.values()].filter((entry) => entry.writable).length;
  const mostTokens = 2 * (writableKeys + 2);
  const limit = largestSaveBytes(dataModel);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const tooLarge = () => new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  const tooMany = () =>
    new AppError('VALIDATION_FAILED', (c) => `${c.server.answersRefused} ${c.server.tooManyAnswers}`);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    let settled = false;
    const settle = (error: Error | null, body?: unknown) => {
      if (settled) return;
      settled = true;
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', settle);
      if (error) payload.pause();
      done(error, body);
    };
    if (Number(request.headers['content-length']) > limit) return settle(tooLarge());
    const count = new TokenCount(mostTokens);
    const chunks: Buffer[] = [];
    let length = 0;
    function onData(chunk: Buffer) {
      length += chunk.length;
      if (length > limit) return settle(tooLarge());
      if (!count.read(chunk)) return settle(tooMany());
      chunks.push(chunk);
    }
    function onEnd() {
      parseJson(request, Buffer.concat(chunks, length).toString('utf8'), (error, body) =>
        settle(error, body),
      );
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', settle);
  });
}
