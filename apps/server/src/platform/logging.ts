import { APPLICATION, indexDefinition } from '@portico/application';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import {
  stdSerializers,
  type Bindings,
  type ChildLoggerOptions,
  type Logger,
  type LoggerOptions,
} from 'pino';

/**
 * Query parameters that carry secrets: reset ids, temporary-answer and service tokens, and a
 * single sign-on's authorization code and state.
 */
const SECRET_QUERY_PARAMS = new Set(['token', 'service_token', 'id', 'code', 'password', 'state']);

/** The application's secret answer (the question marked `secret`: the SSN). */
const SECRET_ANSWER_KEYS = [indexDefinition(APPLICATION).secretKey ?? []].flat();

/** Body and header fields that never reach a log, at any depth up to three levels. */
const SECRET_FIELDS = [
  'password',
  'confirm_password',
  'code',
  'token',
  'service_token',
  ...SECRET_ANSWER_KEYS,
  'cookie',
  'authorization',
];

export const REDACTED = '[REDACTED]';

/**
 * The fields of a database error that carry what was sent or stored: drizzle's `params` (a whole
 * merged answer set, an SSN ciphertext), PostgreSQL's `detail` ('Key (email)=(…) already exists')
 * and `where`. The query's text stays: it is the code's, not the applicant's.
 */
const QUERY_VALUE_FIELDS = ['params', 'parameters', 'detail', 'where'];

/** An error as logged: pino's own serializer, then every query value removed, in its causes too. */
export function serializeError(error: Error): Record<string, unknown> {
  // As JSON first: pino's serialized error keeps some fields behind accessors that it writes out itself.
  const serialized = JSON.parse(JSON.stringify(stdSerializers.err(error))) as Record<string, unknown>;
  return withoutQueryValues(serialized, error);
}

function withoutQueryValues(serialized: Record<string, unknown>, error: unknown): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  // drizzle writes the values into its message as well ('Failed query: …\nparams: …', at the end),
  // which pino repeats in the message (with the causes') and at the top of the stack.
  const own = error instanceof DrizzleQueryError ? error.message : '';
  const cut = own.indexOf('\nparams: ');
  const safe = cut === -1 ? own : `${own.slice(0, cut)}\nparams: ${REDACTED}`;
  for (const [key, value] of Object.entries(serialized)) {
    if (QUERY_VALUE_FIELDS.includes(key)) continue;
    if ((key === 'message' || key === 'stack') && typeof value === 'string' && own) {
      clean[key] = value.replace(own, () => safe);
    } else if (key === 'cause' && value !== null && typeof value === 'object') {
      clean[key] = withoutQueryValues(value as Record<string, unknown>, (error as { cause?: unknown }).cause);
    } else clean[key] = value;
  }
  return clean;
}

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_PARAMS.has(key)) params.set(key, REDACTED);
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/**
 * pino options: structured JSON, with passwords, codes, tokens, cookies and SSNs redacted. `pretty`
 * (a person at a terminal, not production) prints the same entries as readable lines instead;
 * redaction happens before either.
 */
export function loggerOptions(level: string, { pretty = false }: { pretty?: boolean } = {}): LoggerOptions {
  const paths = [
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
  ];
  return {
    level,
    redact: { paths, censor: REDACTED },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
    serializers: {
      err: serializeError,
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}

/** Readable logs for a person at a terminal; JSON when piped, collected, or in production. */
export function wantsPrettyLogs(stdout: { isTTY?: boolean }, nodeEnv: string | undefined): boolean {
  return stdout.isTTY === true && nodeEnv !== 'production';
}

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * A request's logger (Fastify's `childLoggerFactory`), made into pino's child when the request first
 * logs at a level it writes. pino makes a child by running the redaction above over its bindings
 * (the request id): 3% of an autosave's CPU on deadline night (D-PRF-19), where an autosave logs only
 * its failures (its route's level is warn). A request that logs gets the same child, and line, as
 * before.
 */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(parent as Logger, bindings, options);
}

class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }

  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }

  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }

  info(...args: unknown[]): void {
    this.#log('info', args);
  }

  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }

  error(...args: unknown[]): void {
    this.#log('error', args);
  }

  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }

  silent(): void {}

  #made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  #log(level: Level, args: unknown[]): void {
    const values = this.parent.levels.values;
    if ((values[level] ?? 0) < (values[this.level] ?? 0)) return;
    (this.#made()[level] as (...logged: unknown[]) => void)(...args);
  }
}
