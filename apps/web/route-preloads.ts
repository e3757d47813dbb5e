import type { Plugin } from 'vite';
// By path, as in vite.config.ts: Node loads this file, not Vite.
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../packages/contracts/src/paths.ts';
import { AUTH_ROUTES } from '../../packages/application/src/pages.ts';

/** The modules a first visit to an account route runs after the entry: its layout and its screen. */
const routeModules = (route: string) => [
  '/src/shell/auth-layout.tsx',
  `/src/auth/${route.slice(1)}-screen.tsx`,
];

/**
 * Writes `route-preloads.json` beside index.html: for each account route (/login, /signup…), the
 * scripts and stylesheets its screen needs beyond what index.html names. The server names them in
 * the page it sends for that route, so the browser fetches them with the entry instead of two
 * round trips after it (the entry loads the layout, the layout the screen). D-PRF-14.
 */
export function routePreloads(): Plugin {
  return {
    name: 'portico-route-preloads',
    apply: 'build',
    // After Vite's own plugins, which drop the chunks that only held CSS.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byModule = new Map(
        chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])),
      );
      // What index.html already names: the entry, every chunk it imports, and their stylesheets.
      const named = new Set<string>();
      const name = (fileName: string) => {
        if (named.has(fileName)) return;
        named.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) named.add(css);
        for (const imported of chunk.imports) name(imported);
      };
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) name(entry.fileName);
      const preloads: RoutePreloads = {};
      for (const route of AUTH_ROUTES) {
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || named.has(fileName) || scripts.has(fileName)) return;
          scripts.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) if (!named.has(css)) styles.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const module of routeModules(route)) {
          const chunk = [...byModule].find(([id]) => id.endsWith(module))?.[1];
          if (!chunk) this.error(`No chunk holds ${module}, which ${route} shows.`);
          visit(chunk.fileName);
        }
        preloads[route] = {
          scripts: [...scripts].map((file) => `/${file}`),
          styles: [...styles].map((file) => `/${file}`),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 2),
      });
    },
  };
}
