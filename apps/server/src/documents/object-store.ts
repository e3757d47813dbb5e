import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
}
