const STORE = Symbol.for('portico.test.one-per-worker');

/**
 * A value made once per test worker, by whichever of its files asks first.
 *
 * The server projects share modules between the files a worker runs (`isolate: false`), but vitest
 * runs the setup files again for each file, and with them their `vi.mock` factories. A server
 * module that an earlier file imported keeps the mock functions of that file's factory, while the
 * next test file, importing the mocked module, gets the new factory's: its `mockReturnValueOnce` or
 * call count reaches a function the server no longer calls (reset-password.test.ts counted no hash,
 * convert-to-pdf.test.ts ran the bundle instead of the source, whenever an earlier file of their
 * worker had imported the app). So the setup files' factories take their mock functions from here,
 * and every file and every server module of a worker has the same ones.
 */
export function onePerWorker<T>(key: string, make: () => T): T {
  const store = ((globalThis as Record<symbol, unknown>)[STORE] ??= new Map()) as Map<string, unknown>;
  if (!store.has(key)) store.set(key, make());
  return store.get(key) as T;
}
