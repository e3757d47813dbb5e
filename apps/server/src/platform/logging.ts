import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/** Query parameters that carry secrets: reset ids, temporary-answer and service tokens. */
const SECRET_QUERY_PARAMS = new Set(['token', 'service_token', 'id', 'code', 'password']);

/** Body and header fields that never reach a log, at any depth up to three levels. */
const SECRET_FIELDS = [
  'password',
  'confirm_password',
  'code',
  'token',
  'service_token',
  'ssn',
  'cookie',
  'authorization',
];

export const REDACTED = '[REDACTED]';

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
