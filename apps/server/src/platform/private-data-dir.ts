import { chmod, mkdir } from 'node:fs/promises';

/**
 * DATA_DIR holds password hashes, answers, documents and the SSN key: only the account that runs
 * Portico may read it. The folder is made 0700 (which also closes files an earlier version left
 * readable), and everything this process creates from now on is 0600 or 0700 (umask 077).
 */
export async function makeDataDirPrivate(dataDir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
}
