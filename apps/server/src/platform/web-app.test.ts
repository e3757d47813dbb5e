import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ROUTE_PRELOADS_FILE, SITE_CONFIG_PLACEHOLDER, type RoutePreloads } from '@portico/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { renderIndexHtml } from './web-app';

const APP_JS = `console.log(${JSON.stringify('the app '.repeat(200))});`;
const INDEX_HTML = `<!doctype html><html lang="en"><head>${SITE_CONFIG_PLACEHOLDER}<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;
/** As the build writes it (apps/web/route-preloads.ts). */
const ROUTE_PRELOADS: RoutePreloads = {
  '/login': {
    scripts: ['/assets/login-screen-abc.js', '/assets/zod-abc.js'],
    styles: ['/assets/card-abc.css'],
  },
};

/** The scripts and stylesheets a page names in its head, beyond the entry. */
function preloadsIn(html: string): string[] {
  return [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
}

function configFrom(html: string): unknown {
  const match = /<script id="site-config" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no site-config element');
  return JSON.parse(match[1]);
}

describe('serving the web app', () => {
  let webRoot: string;
  let testApp: TestApp;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'portico-web-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), INDEX_HTML);
    await writeFile(join(webRoot, 'assets', 'app-abc123.js'), APP_JS);
    // As the build writes them (vite-plugin-compression2).
    await writeFile(join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
    await writeFile(join(webRoot, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
    await writeFile(join(webRoot, ROUTE_PRELOADS_FILE), JSON.stringify(ROUTE_PRELOADS));
    testApp = await buildTestApp({ webRoot });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/about', '/no/such/page?x=1', '/reset?username=a&id=b', '/index.html', '/no.such/page'])(
    'answers %s with the app and the site configuration injected',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).not.toContain(SITE_CONFIG_PLACEHOLDER);
      // The configuration in English, every text a string: Spanish comes only when chosen (issue 32).
      expect(configFrom(response.body)).toEqual(JSON.parse(JSON.stringify(testApp.siteConfig)));
      expect(response.body).not.toContain('Solicitud de admisión');
    },
  );

  it('serves hashed assets as immutable files', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends assets and the app brotli- or gzip-compressed as the browser accepts, identity otherwise', async () => {
    const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      for (const url of ['/assets/app-abc123.js', '/about']) {
        const response = await testApp.app.inject({
          method: 'GET',
          url,
          headers: accept ? { 'accept-encoding': accept } : {},
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
        const body = encoding ? decode[encoding](response.rawPayload).toString('utf8') : response.body;
        if (url === '/about')
          expect(configFrom(body)).toEqual(JSON.parse(JSON.stringify(testApp.siteConfig)));
        else expect(body).toBe(APP_JS);
      }
    }
  });

  it("names an account route's own scripts and stylesheets in its page, at low priority, and no other route's", async () => {
    for (const url of ['/login', '/login?next=%2Fabout']) {
      for (const accept of ['br', 'gzip', 'identity']) {
        const response = await testApp.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': accept },
        });
        const body =
          accept === 'br'
            ? brotliDecompressSync(response.rawPayload).toString('utf8')
            : accept === 'gzip'
              ? gunzipSync(response.rawPayload).toString('utf8')
              : response.body;
        expect(preloadsIn(body)).toEqual([
          '/assets/login-screen-abc.js',
          '/assets/zod-abc.js',
          '/assets/card-abc.css',
        ]);
        expect(body).toContain(
          '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/zod-abc.js">',
        );
        expect(body).toContain(
          '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/card-abc.css">',
        );
        expect(configFrom(body)).toEqual(JSON.parse(JSON.stringify(testApp.siteConfig)));
      }
    }
    for (const url of ['/', '/about', '/signup', '/login/more']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(preloadsIn(response.body)).toEqual([]);
    }
    const list = await testApp.app.inject({ method: 'GET', url: `/${ROUTE_PRELOADS_FILE}` });
    expect(list.statusCode).toBe(404);
  });

  it('answers a missing asset with 404, not with the app', async () => {
    for (const url of ['/assets/app-old123.js', '/favicon.ico', '/robots.txt']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('keeps API paths and non-GET requests out of the app', async () => {
    const api = await testApp.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const post = await testApp.app.inject({ method: 'POST', url: '/about', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('escapes configuration text so that it cannot close the element', async () => {
    const html = await renderIndexHtml(webRoot, {
      ...testApp.siteConfig,
      applicationTitle: '</script><script>alert(1)</script>',
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect((configFrom(html) as { applicationTitle: string }).applicationTitle).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('refuses to start without a built app', async () => {
    await expect(renderIndexHtml('/no/such/dist', testApp.siteConfig)).rejects.toThrow(
      /The web app is not built/,
    );
  });
});
