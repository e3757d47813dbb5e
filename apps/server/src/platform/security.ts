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
  // Built once: the Fastify plugin builds helmet's middleware again on every request, which cost
  // more than a quarter of a request's time.
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
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
