import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiPath } from '@portico/contracts';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

type Headers = Record<string, string | number | string[]>;

/**
 * Security headers on every response, worked out once: a page's, and the API's.
 *
 * A page (the web app) gets helmet's headers with a CSP that allows no inline script. An answer of
 * the API (JSON, a PDF, a CSV: everything under API_PREFIXES) is no document that runs anything, so
 * it gets the set OWASP's REST Security Cheat Sheet names for APIs: no-store (it may carry personal
 * data), a CSP that lets nothing load or frame it (a file opened in a tab runs nothing), nosniff,
 * X-Frame-Options DENY, and Cross-Origin-Resource-Policy. The document-only headers (COOP,
 * Origin-Agent-Cluster, referrer and DNS-prefetch policies, IE's download and XSS switches) are
 * left off it: they cost every autosave about 500 bytes and eight header calls (D-PRF-19). A route
 * with a policy of its own (a PDF shown in the staff's frame) replaces these.
 *
 * HSTS and upgrade-insecure-requests only when the site is served over https: over plain http on
 * anything but localhost they would break the page.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  secure: boolean,
  /** Other origins the page may send requests to: an S3 bucket that takes uploads. */
  connectOrigins: string[] = [],
): void {
  const strictTransportSecurity = secure ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  const pageHeaders = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...connectOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders: Headers = {
    ...headersOf({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      strictTransportSecurity,
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
    'cache-control': 'no-store',
  };
  // Through Fastify's reply, not the raw response: with no header set on the raw response, Node
  // writes the reply's headers as they are, without setting each again.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url.split('?', 1)[0] ?? '') ? apiHeaders : pageHeaders);
    done();
  });
}

/** The headers helmet sets with these options, recorded from its middleware run once. */
function headersOf(options: HelmetOptions): Headers {
  const headers: Headers = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = typeof value === 'object' ? [...value] : value;
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}
