import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the unit tests and the journeys start in, from the durations committed in
 * test-durations.json, so that a clean clone (CI: vitest has no cache of its own there) packs its
 * workers as well as a warm one.
 *
 * The pool takes files in this order, each as a worker frees up. Long files go first, whatever their
 * project, so that none starts near the end and runs on alone. The rest follow a project at a time,
 * longest first within it: a worker of a project that shares modules (`isolate: false`) goes on to
 * the next file only if it is of the same project, and otherwise a new worker imports everything
 * again (seconds of CPU each time). Projects with more to do come first; the last files of all are
 * the shortest. A file not in the durations (new since they were written) counts as a middling
 * one. How to refresh the durations: scripts/test-durations.ts.
 */
export const DURATIONS_FILE = new URL('../test-durations.json', import.meta.url);

/** A file at least this long starts among the first, alone of its project if need be (seconds). */
const LONG_FILE_SECONDS = 20;

/** The repository, which the paths in test-durations.json start from, whichever config runs. */
export const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));

/** How a file is named in test-durations.json: its project and its path from the repository. */
export const durationKey = (projectName: string, path: string) =>
  `${projectName}:${relative(REPOSITORY, path).replaceAll('\\', '/')}`;

function readDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] ?? 0) : 0;
}

export default class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = readDurations();
    // A file not in the durations counts as a middling one of the projects being run: the journeys
    // are longer than most unit test files.
    const running = new Set(files.map((file) => file.project.name));
    const middling = median(
      Object.entries(durations)
        .filter(([key]) => running.has(key.slice(0, key.indexOf(':'))))
        .map(([, seconds]) => seconds),
    );
    const seconds = new Map(
      files.map((file) => [file, durations[durationKey(file.project.name, file.moduleId)] ?? middling]),
    );
    const longestFirst = (a: TestSpecification, b: TestSpecification) =>
      (seconds.get(b) ?? 0) - (seconds.get(a) ?? 0);

    const long = files.filter((file) => (seconds.get(file) ?? 0) >= LONG_FILE_SECONDS).sort(longestFirst);
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of files) {
      if ((seconds.get(file) ?? 0) >= LONG_FILE_SECONDS) continue;
      const name = file.project.name;
      byProject.set(name, [...(byProject.get(name) ?? []), file]);
    }
    const total = (project: TestSpecification[]) =>
      project.reduce((sum, file) => sum + (seconds.get(file) ?? 0), 0);
    const projects = [...byProject.values()].sort((a, b) => total(b) - total(a));
    return [...long, ...projects.flatMap((project) => project.sort(longestFirst))];
  }
}
