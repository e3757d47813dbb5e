import type { TestProject } from 'vitest/node';
import { startPortico } from './support/portico-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test listens, e.g. http://127.0.0.1:41234. */
    baseURL: string;
    /** The server's DATA_DIR: journeys read the mail it writes under DATA_DIR/mail. */
    dataDir: string;
  }
}

/**
 * Starts the built server once for the run, on a free port with a fresh DATA_DIR (PGlite), as
 * `npm start` would, and stops it afterwards.
 */
export default async function setup(project: TestProject) {
  const server = await startPortico();
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
