import react from '@vitejs/plugin-react';
import type { Plugin, ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
// By path, not '@portico/contracts': Vite bundles a config's relative imports but leaves packages
// to Node, which cannot load the workspace packages' TypeScript sources.
import {
  API_PREFIXES,
  SITE_CONFIG_ELEMENT_ID,
  SITE_CONFIG_PLACEHOLDER,
} from '../../packages/contracts/src/paths.ts';
import { AUTH_ROUTES } from '../../packages/application/src/pages.ts';
import { siteConfigIn } from '../../packages/application/src/site-config-in.ts';
import type { SiteConfigFile } from '../../packages/application/src/site-config.schema.ts';
import { routePreloads } from './route-preloads.ts';

/** The account screens' chunks, named after their modules: '/login' is auth/login-screen.tsx. */
const AUTH_SCREEN_CHUNK = new RegExp(`/(${AUTH_ROUTES.map((route) => route.slice(1)).join('|')})-screen-`);

const apiOrigin = `http://127.0.0.1:${process.env.PORTICO_API_PORT || 3000}`;

/** Everything the API server answers in development: the API itself and its health checks. */
const API_PATHS = [...API_PREFIXES, '/healthz', '/readyz'];

/**
 * In development index.html comes from Vite, not from the API server, so this plugin does the
 * server's job: it fetches the site configuration and writes the same JSON element in its place,
 * in English as the server does (the file's other languages come when chosen: issue 32).
 */
function siteConfigFromApi(): Plugin {
  return {
    name: 'portico-site-config',
    apply: 'serve',
    async transformIndexHtml(html) {
      const url = `${apiOrigin}/public/site-config`;
      let config: SiteConfigFile;
      try {
        const response = await fetch(url, { headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`status ${response.status}`);
        config = (await response.json()) as SiteConfigFile;
      } catch (cause) {
        throw new Error(`The site configuration could not be read from ${url}. Is the API server running?`, {
          cause,
        });
      }
      // '<' escaped so that no value can close the <script> element.
      const json = JSON.stringify(siteConfigIn(config, 'en')).replaceAll('<', '\\u003c');
      return html.replace(
        SITE_CONFIG_PLACEHOLDER,
        `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`,
      );
    },
  };
}

/** `/api` but not `/apinotes`: each prefix matches itself, or itself followed by / or ?. */
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  API_PATHS.map((prefix) => [`^${prefix}(?:[/?]|$)`, { target: apiOrigin }]),
);

export default defineConfig({
  plugins: [
    react(),
    siteConfigFromApi(),
    routePreloads(),
    // Every asset also as .br and .gz, made once at build time at the highest levels, for the server
    // to send by Accept-Encoding. index.html is left out: the server fills it in and compresses it;
    // so is the preloads' list, which only the server reads.
    compression({
      // The plugin's defaults are the highest levels: brotli 11, gzip 9.
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [/index\.html$/, /route-preloads\.json$/],
      logLevel: 'silent',
    }),
  ],
  server: { proxy },
  build: {
    // index.html preloads the entry's own chunks (vendor, form), so the browser fetches them with
    // the entry rather than a round trip after it. Of the lazy chunks only the account screens
    // (auth/*-screen.tsx), a first screen too, carry preload lists: the others' would cost 0.9 KB of
    // the first visit's 120 KB, so such a screen loads its few shared chunks one after another (its
    // CSS still before it renders). No polyfill: every browser we support has modulepreload.
    // docs/decisions.md, 'Lighthouse after issue 16'.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, dependencies, { hostType }) =>
        hostType === 'html' || AUTH_SCREEN_CHUNK.test(file) ? dependencies : [],
    },
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The first visit in as few files as possible: gzip compresses one file better than twenty
        // small ones (issue 12: 129.5 KB in 23 files, 118 KB in 4). What every page needs (React,
        // the query cache, the history) is one chunk; the form's frame and step screen, with all
        // they import, another. Everything else still loads when first needed: account screens,
        // the print view, uploads, the address search, the password estimator.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|history|@babel[\\/]runtime)[\\/]/,
            },
            {
              name: 'form',
              test: /src[\\/](form[\\/]form-step-screen|shell[\\/]form-layout)\.tsx$/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Which files: the root vitest.config.ts, which splits them into a shared and an isolated project.
    setupFiles: ['./src/testing/setup.ts'],
    // The form page renders some 600 elements in jsdom; on a loaded 2-core machine a test that
    // walks it takes seconds, so the per-test limit is generous (a hang still fails). Twice a
    // `findBy*`'s 30 s (src/testing/setup.ts), so that an element that never comes fails with the
    // page as it was, not with a bare timeout.
    testTimeout: 60_000,
  },
});
