import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { SiteConfig } from '@portico/application';
import {
  isApiPath,
  ROUTE_PRELOADS_FILE,
  SITE_CONFIG_ELEMENT_ID,
  SITE_CONFIG_PLACEHOLDER,
  type RoutePreloads,
} from '@portico/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { ConfigurationError } from './env';

/**
 * The site configuration as a JSON data block. A data block is never executed, so the CSP's
 * `script-src 'self'` still holds; escaping '<' keeps any text in the configuration from closing
 * the element early.
 */
export function siteConfigElement(config: SiteConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/**
 * The build's list of what each account route's first screen needs beyond index.html
 * (ROUTE_PRELOADS_FILE); none when the web app was built without it.
 */
async function readRoutePreloads(webRoot: string): Promise<RoutePreloads> {
  try {
    return JSON.parse(await readFile(join(webRoot, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * index.html naming a route's own scripts and stylesheets, so that the browser fetches them with
 * the entry rather than after it has run (D-PRF-14). `crossorigin` as Vite writes it: a module
 * script is fetched in CORS mode, and a preload must match it to be used.
 */
export function withPreloads(html: string, preloads: RoutePreloads[string]): string {
  const links = [
    ...preloads.scripts.map(
      (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`,
    ),
    ...preloads.styles.map(
      (href) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${href}">`,
    ),
  ];
  return html.replace('</head>', `${links.join('')}</head>`);
}

export async function renderIndexHtml(webRoot: string, config: SiteConfig): Promise<string> {
  let template: string;
  try {
    template = await readFile(join(webRoot, 'index.html'), 'utf8');
  } catch {
    throw new ConfigurationError(
      `The web app is not built: ${webRoot}/index.html is missing. Run \`npm run build\`.`,
    );
  }
  if (!template.includes(SITE_CONFIG_PLACEHOLDER)) {
    throw new ConfigurationError(`${webRoot}/index.html has no ${SITE_CONFIG_PLACEHOLDER} placeholder.`);
  }
  return template.replace(SITE_CONFIG_PLACEHOLDER, siteConfigElement(config));
}

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '/';

/** The encodings the web app is sent in, best first; the build writes each asset's .br and .gz. */
const ENCODINGS = ['br', 'gzip'] as const;

/** index.html as it is sent: filled in once at start, and compressed once in each encoding. */
function encodedIndexHtml(html: string): Record<(typeof ENCODINGS)[number] | 'identity', Buffer> {
  const body = Buffer.from(html, 'utf8');
  return {
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
    identity: body,
  };
}

/**
 * Serves the built web app: hashed assets as immutable files, and for any other path that is not
 * an API path, the app's index.html, whose router then decides what to show. Every file goes in
 * the best encoding the browser accepts (brotli, then gzip), compressed at build time, never per
 * request.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  config: SiteConfig,
): Promise<void> {
  const html = await renderIndexHtml(webRoot, config);
  const indexHtml = encodedIndexHtml(html);
  const routeHtml = new Map(
    Object.entries(await readRoutePreloads(webRoot)).map(([route, preloads]) => [
      route,
      encodedIndexHtml(withPreloads(html, preloads)),
    ]),
  );
  const negotiator = new Negotiator({ supportedValues: [...ENCODINGS] });
  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    preCompressed: true,
    // index.html is only ever served with the configuration injected, by the handler below, which
    // alone reads the preloads' list.
    allowedPath: (pathName) => pathName !== '/index.html' && pathName !== `/${ROUTE_PRELOADS_FILE}`,
    setHeaders(reply, path) {
      if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = negotiator.negotiate(request.headers['accept-encoding'] ?? '') as
      (typeof ENCODINGS)[number] | null;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send((routeHtml.get(pathOf(request)) ?? indexHtml)[encoding ?? 'identity']);
  };
  // The static plugin refuses the root folder itself (403), so the root gets its own route.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendApp(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    // A missing asset (a stale tab asking for an old chunk) is a 404, not the app's page: the
    // browser would otherwise report a MIME-type error instead of a missing file.
    const isAsset = path.startsWith('/assets/') || (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html'));
    if (isApiPath(path) || isAsset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND', (c) => c.server.nothingHere);
    }
    return sendApp(request, reply);
  });
}

/** Without a built web app (integration tests), every unknown path is a JSON 404. */
export function registerApiOnlyNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(() => {
    throw new AppError('NOT_FOUND', (c) => c.server.nothingHere);
  });
}
