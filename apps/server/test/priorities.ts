import { beforeAll, expect } from 'vitest';
import { priorities } from '../src/platform/priorities';

/** The files about the priorities of the work beside the requests (passwords.test.ts lowers its own pool for one test). */
const PRIORITY_FILES = [
  'src/documents/background-priority.test.ts',
  'src/pdf/assemble-in-background.test.ts',
];

/**
 * A setup file of the server test projects (vitest.config.ts): only the files about priorities
 * lower their hashing threads, conversion threads and Chromium (platform/priorities.ts). Every
 * other file's would wait behind the other test files' work at niceness 0, on every core, for a
 * turn. Set before each file, since a worker's files share their modules (`isolate: false`).
 */
beforeAll(() => {
  const testPath = expect.getState().testPath?.replaceAll('\\', '/') ?? '';
  priorities.lowered = PRIORITY_FILES.some((file) => testPath.endsWith(`/apps/server/${file}`));
});
