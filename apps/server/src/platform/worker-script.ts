/**
 * The scripts of the server's worker threads. In production they sit beside the bundle
 * (dist/conversion-worker.js and the conversion-decoder.js it loads, dist/password-worker.js,
 * dist/assemble-worker.js, build.mjs); when the server runs from source
 * (`npm run dev`), the TypeScript sources, which a thread loads through tsx. The tests run the
 * bundled scripts, built once per run by the same build (test/global-setup.ts,
 * test/bundled-workers.ts).
 */
export interface WorkerScript {
  url: URL;
  /** TypeScript: the thread must register tsx before loading it. */
  fromSource: boolean;
}

const SOURCES = {
  'conversion-worker': '../documents/conversion-worker.ts',
  'password-worker': '../accounts/password-worker.ts',
  'assemble-worker': '../pdf/assemble-worker.ts',
} as const;

export type WorkerName = keyof typeof SOURCES;

export function workerScript(name: WorkerName): WorkerScript {
  // Bundled, this module is part of dist/main.js (or dist/cli.js), beside the workers' scripts.
  return import.meta.url.endsWith('.ts')
    ? { url: new URL(SOURCES[name], import.meta.url), fromSource: true }
    : { url: new URL(`./${name}.js`, import.meta.url), fromSource: false };
}
