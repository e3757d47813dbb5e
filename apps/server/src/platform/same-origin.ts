import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing request must come from the site itself (OWASP CSRF cheat sheet, "verifying
 * origin with standard headers"). Browsers send Sec-Fetch-Site, or at least Origin, on every such
 * request; a request with neither comes from no browser and so cannot ride on a victim's cookie.
 * Beside this, the JSON content type that every body must have keeps plain HTML forms out.
 */
export function registerSameOriginCheck(
  app: FastifyInstance,
  options: { publicUrl: URL; stateChangingGets: string[]; exempt: (request: FastifyRequest) => boolean },
): void {
  // Callback-style, as every hook on the autosave's path: no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const changesState = !SAFE_METHODS.has(request.method) || options.stateChangingGets.includes(path);
    if (!changesState || options.exempt(request) || isSameOrigin(request, options.publicUrl)) return done();
    done(new AppError('FORBIDDEN', (c) => c.server.crossSiteRequest));
  });
}

function isSameOrigin(request: FastifyRequest, publicUrl: URL): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.origin;
  if (!origin) return true;
  // The site's own address, scheme and host: never the request's Host header, which the sender
  // writes (http://evil.example with Host: evil.example would otherwise pass).
  return origin === publicUrl.origin;
}
