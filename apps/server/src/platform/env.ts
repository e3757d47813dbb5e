import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** The process environment the server reads (README "Configuration"). Paths are relative to the working directory. */
const ZEnvSettings = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('localhost'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  /** Whether this process serves the web app; `npm run dev` turns it off, as Vite serves it there. */
  SERVE_WEB_APP: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  /** The built web app; the default is apps/web/dist beside the server. */
  WEB_ROOT: z.string().min(1, 'must not be empty').optional(),
  SITE_CONFIG: z.string().min(1, 'must not be empty').default('./config/site.json'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  /** Outgoing mail over SMTP; without it every message is written under DATA_DIR/mail as an .eml file. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender of every message; the default uses the institution's name and PUBLIC_URL's host. */
  MAIL_FROM: z.string().min(3, 'must be an address like "Admissions <admissions@example.edu>"').optional(),
  /**
   * Behind a load balancer or proxy, so that throttling sees the client's address: `true` (trust
   * X-Forwarded-For entirely) or the proxies' addresses or CIDRs, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
  /** Overrides of the throttling limits as JSON, e.g. {"login-ip":{"limit":2000}}; docs/operations.md. */
  RATE_LIMITS: z.string().optional(),
  /** Where address suggestions come from: `zip` (embedded U.S. ZIP codes) or `photon`; docs/lookups.md. */
  ADDRESS_PROVIDER: z.enum(['zip', 'photon'], { message: 'must be zip or photon' }).default('zip'),
  /** The Photon server's base URL (GET {PHOTON_URL}/api?q=…); required with ADDRESS_PROVIDER=photon. */
  PHOTON_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  /** How long an address search waits for Photon before it answers no suggestions. */
  PHOTON_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be between 100 and 10000')
    .max(10_000, 'must be between 100 and 10000')
    .default(1500),
  /** Requests to /lookup/find per client address per minute, counted in each process. */
  LOOKUP_RATE_LIMIT: z.coerce
    .number({ message: 'must be a number of requests per minute' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(1200),
  /**
   * Background jobs (conversions, application PDFs) each process works at once, per queue; by
   * default as many as the machine has cores (at least 2). Chromium prints at most 2 pages at once.
   */
  JOB_CONCURRENCY: z.coerce
    .number({ message: 'must be a number of jobs' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(64, 'must be at most 64')
    .default(Math.max(2, availableParallelism())),
  /** 32 random bytes, base64: the key that encrypts SSNs at rest. Required with DATABASE_URL. */
  ANSWERS_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  /**
   * Keys being rotated away from, comma-separated: they still open what they sealed until
   * `rotate-answers-key` has sealed it again with ANSWERS_ENCRYPTION_KEY (docs/operations.md, 'Keys').
   */
  ANSWERS_ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .refine(
      (keys) => keys.every((key) => Buffer.from(key, 'base64').length === 32),
      'must be keys of 32 bytes, base64-encoded, separated by commas',
    )
    .optional(),
  /**
   * The secret that signs upload forms of the embedded document store (DATA_DIR/objects). Set it when
   * several processes serve the site, so that each accepts the others' forms; random per process otherwise.
   */
  STORAGE_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Keep documents in this bucket of an S3-compatible service rather than under DATA_DIR/objects;
   * docs/operations.md "Storing documents in a bucket". Needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
   */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  /** The service's base URL (MinIO, Ceph, R2…); AWS S3 of S3_REGION without it. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  /** The region in the signatures; most S3-compatible services accept us-east-1. */
  S3_REGION: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  /** `${endpoint}/${bucket}` rather than `${bucket}.${host}`; unset, true with S3_ENDPOINT and false without. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  /** The bucket's credentials: the server signs the browser's upload forms with them, so they are required with S3_BUCKET. Never logged. */
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * Single sign-on for staff (issue 17): the institution's OpenID Connect provider, found by
   * discovery at {OIDC_ISSUER}/.well-known/openid-configuration. https, or http on this machine
   * only (a provider started beside the server, as the tests do): tokens never cross a network in
   * the clear. All three or none; docs/decisions.md 'Staff single sign-on'.
   */
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/, message: 'must be an https:// URL (http:// only for localhost)' })
    .refine(
      // Not a URL at all: the check above has said so.
      (value) =>
        !URL.canParse(value) || new URL(value).protocol === 'https:' || isLoopback(new URL(value).hostname),
      'must be an https:// URL (http:// only for localhost)',
    )
    .optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  /** The client's secret at the provider, sent only to its token endpoint. Never logged. */
  OIDC_CLIENT_SECRET: z.string().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

/** localhost, 127.0.0.0/8 or ::1: an address that never leaves this machine. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** The environment with the rules that tie settings together; every problem is named. */
export const ZEnv = ZEnvSettings.superRefine(
  (env, context) => {
    const missing = (name: string, message: string) =>
      context.addIssue({ code: 'custom', path: [name], message });
    if (env.S3_BUCKET) {
      const why = 'is required when S3_BUCKET is set: the server signs the upload forms with it';
      if (!env.AWS_ACCESS_KEY_ID) missing('AWS_ACCESS_KEY_ID', why);
      if (!env.AWS_SECRET_ACCESS_KEY) missing('AWS_SECRET_ACCESS_KEY', why);
    } else {
      // A bucket half configured would silently keep documents on the local disk instead.
      const why = 'is set but S3_BUCKET is not: documents would be kept under DATA_DIR/objects';
      if (env.S3_ENDPOINT !== undefined) missing('S3_ENDPOINT', why);
      if (env.S3_FORCE_PATH_STYLE !== undefined) missing('S3_FORCE_PATH_STYLE', why);
    }
    // Single sign-on half configured would either not start or quietly offer no button: all or none.
    const oidc = {
      OIDC_ISSUER: env.OIDC_ISSUER,
      OIDC_CLIENT_ID: env.OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET: env.OIDC_CLIENT_SECRET,
    };
    const oidcSet = Object.keys(oidc).filter((name) => oidc[name as keyof typeof oidc] !== undefined);
    if (oidcSet.length > 0) {
      for (const name of Object.keys(oidc).filter((name) => !oidcSet.includes(name)))
        missing(
          name,
          `is required when ${oidcSet.join(' and ')} ${oidcSet.length > 1 ? 'are' : 'is'} set: single sign-on needs all three`,
        );
    }
  },
  // Run even when other settings are bad, so that every problem is listed at once.
  { when: () => true },
);
export type Env = z.infer<typeof ZEnv>;

/** A configuration problem that stops start-up. Its message names every bad setting. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/** Reads and checks the environment; empty strings count as unset, as a shell `FOO=` means. */
export function readEnv(source: NodeJS.ProcessEnv): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = ZEnv.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigurationError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function publicUrl(env: Env): URL {
  return new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
}

/** The institution's OpenID Connect provider and this site's client there, when all three are set. */
export interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

export function oidcSettings(env: Env): OidcSettings | undefined {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  // readEnv has refused a partial set: all three or none.
  return issuer && clientId && clientSecret ? { issuer: new URL(issuer), clientId, clientSecret } : undefined;
}
