import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response. The CSP allows no inline script. HSTS and
 * upgrade-insecure-requests only when the site is served over https: over plain http on anything
 * but localhost they would break the page.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  secure: boolean,
  /** Other origins the page may send requests to: an S3 bucket that takes uploads. */
  connectOrigins: string[] = [],
): void {
  // Helmet's headers do not depend on the request: they are worked out once, by running its
  // middleware on a response that records them, and then set on every response.
  const setHeaders = helmet({
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
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const headers: [string, string | number | readonly string[]][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, value]),
    removeHeader: () => {},
  };
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
