import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject, vi } from 'vitest';
import type * as workerScripts from '../src/platform/worker-script';
import { onePerWorker } from './one-per-worker';

/**
 * The server's worker threads (document conversion, password hashing) run the scripts of its
 * bundle, as in production, built once per run by build.mjs (global-setup.ts). From source each
 * thread registers tsx and compiles the TypeScript again: 1.3 s of CPU per conversion against 0.4 s
 * bundled, for some hundred conversions a run. A setup file of the server test projects
 * (vitest.config.ts); a test that wants the source, as `npm run dev` runs it, says so with
 * `mockReturnValueOnce` (convert-to-pdf.test.ts, passwords.test.ts).
 */
vi.mock('../src/platform/worker-script', () => ({
  // One function for all the files of a worker, which share the modules that call it
  // (one-per-worker.ts).
  workerScript: onePerWorker('workerScript', () =>
    vi.fn<typeof workerScripts.workerScript>((name) => ({
      url: pathToFileURL(join(inject('serverBuild'), `${name}.js`)),
      fromSource: false,
    })),
  ),
}));
