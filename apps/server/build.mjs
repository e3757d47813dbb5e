// Bundles the server (dist/main.js), its document conversion worker (dist/conversion-worker.js and
// the decoder it loads, dist/conversion-decoder.js),
// its password hashing threads (dist/password-worker.js), the application PDF's assembly threads
// (dist/assemble-worker.js) and the operator commands (dist/cli.js)
// with the workspace packages they import; npm dependencies stay external and load from
// node_modules. The migrations folder, the sample school lists and Chromium's launcher are copied
// beside the bundle. Into dist/, or into the folder given as its argument (the tests' own build,
// test/global-setup.ts), which must be inside this package so that the bundle finds node_modules.
import { cp, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const dist = process.argv[2] ? pathToFileURL(`${resolve(process.argv[2])}/`) : new URL('dist/', here);

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: new URL('src/main.ts', here).pathname,
    cli: new URL('src/cli.ts', here).pathname,
    // Beside main.js, where convert-to-pdf.ts starts it from.
    'conversion-worker': new URL('src/documents/conversion-worker.ts', here).pathname,
    // Beside it, loaded by it once its thread is lowered.
    'conversion-decoder': new URL('src/documents/conversion-decoder.ts', here).pathname,
    // Beside main.js and cli.js, where passwords.ts starts its hashing threads from.
    'password-worker': new URL('src/accounts/password-worker.ts', here).pathname,
    // Beside main.js, where assemble-in-background.ts starts the application PDF's assembly threads.
    'assemble-worker': new URL('src/pdf/assemble-worker.ts', here).pathname,
  },
  outdir: dist.pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-dependencies',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@portico/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// Chromium's launcher at the lowest priority (src/platform/pdf-renderer.ts), executable as in the tree.
await cp(new URL('src/platform/low-priority-chromium.sh', here), new URL('low-priority-chromium.sh', dist));
await cp(new URL('src/platform/database/migrations', here), new URL('migrations', dist), { recursive: true });
// The sample school lists, loaded on a new site's first start (src/lookups/load-sample-schools.ts).
await cp(new URL('src/lookups/sample-lists', here), new URL('sample-lists', dist), {
  recursive: true,
  filter: (source) => !source.endsWith('.mjs'),
});
