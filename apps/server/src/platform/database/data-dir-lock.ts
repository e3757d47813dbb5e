import { open, readFile, unlink } from 'node:fs/promises';
import { ConfigurationError } from '../env';

/**
 * PGlite is one connection inside one process: two processes on the same data folder would
 * corrupt it. A lock file holding the owner's pid refuses a second opening (in this process or
 * another) and is taken over when its owner is gone (a crash leaves it behind).
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const path = `${dataDir}/portico.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(String(process.pid));
      await file.close();
      return () => unlink(path).catch(() => {});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new ConfigurationError(
          `DATA_DIR: ${dataDir} is in use by another Portico process (pid ${owner}). ` +
            'Stop it, or set DATABASE_URL to share a PostgreSQL database between processes.',
        );
      }
      await unlink(path).catch(() => {});
    }
  }
  throw new ConfigurationError(`DATA_DIR: cannot lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
