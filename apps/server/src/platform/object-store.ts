import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded files and their PDFs are kept: the embedded store writes under DATA_DIR/objects;
 * an S3-compatible bucket can take its place behind the same interface.
 */
export interface ObjectStore {
  put(key: string, body: Buffer): Promise<void>;
  /** The object, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes every object whose key starts with `prefix` (a whole folder, ending in '/'), or one key. */
  remove(keyOrPrefix: string): Promise<void>;
  /** The keys under `prefix` (a folder, ending in '/') last written before `before`. */
  listWrittenBefore(prefix: string, before: Date): Promise<string[]>;
}

/** Object keys are paths of plain segments: no '..', no empty segment, nothing a shell or a disk reads specially. */
const OBJECT_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*\/?$/;

export function isValidObjectKey(key: string): boolean {
  return OBJECT_KEY.test(key) && !key.split('/').some((segment) => segment === '.' || segment === '..');
}

export class LocalObjectStore implements ObjectStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    if (!isValidObjectKey(key)) throw new Error(`not a valid object key: ${key}`);
    const path = resolve(join(this.root, key));
    if (path !== this.root && !path.startsWith(this.root + sep))
      throw new Error(`key outside the store: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (
        (error as NodeJS.ErrnoException).code === 'ENOENT' ||
        (error as NodeJS.ErrnoException).code === 'EISDIR'
      )
        return undefined;
      throw error;
    }
  }

  async remove(keyOrPrefix: string): Promise<void> {
    await rm(this.pathOf(keyOrPrefix), { recursive: true, force: true });
  }

  async listWrittenBefore(prefix: string, before: Date): Promise<string[]> {
    const entries = await readdir(this.pathOf(prefix), { recursive: true, withFileTypes: true }).catch(
      (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      },
    );
    const keys: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const written = await stat(path).then(
        (stats) => stats.mtime,
        () => null,
      );
      if (written && written < before)
        keys.push(
          path
            .slice(this.root.length + 1)
            .split(sep)
            .join('/'),
        );
    }
    return keys;
  }
}
