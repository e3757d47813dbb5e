import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigurationError, type Env } from './env';

/**
 * AES-256-GCM for the few answers kept encrypted at rest (the SSN). A ciphertext is
 * `v2.<key id>.<iv>.<tag>.<data>` in base64url, bound to what it belongs to (`ssn:<applicant id>`,
 * as associated data): moved to another applicant's row, it no longer opens. The key id names the
 * key that sealed it, so that previous keys open what they sealed while `rotate-answers-key` seals
 * it again with the current one. `v1.<iv>.<tag>.<data>` (current key, unbound) is read as well.
 */
export class SecretBox {
  private readonly keys: Map<string, Buffer>;
  private readonly currentId: string;

  constructor(
    private readonly key: Buffer,
    previousKeys: Buffer[] = [],
  ) {
    for (const candidate of [key, ...previousKeys]) {
      if (candidate.length !== 32)
        throw new ConfigurationError('ANSWERS_ENCRYPTION_KEY: must be 32 bytes, base64-encoded');
    }
    this.currentId = keyId(key);
    this.keys = new Map([...previousKeys, key].map((candidate) => [keyId(candidate), candidate]));
  }

  seal(plaintext: string, boundTo: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(boundTo, 'utf8'));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [
      'v2',
      this.currentId,
      ...[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')),
    ].join('.');
  }

  /** The plaintext; throws for a value sealed for something else, by an unknown key, or altered. */
  open(sealed: string, boundTo: string): string {
    const parts = sealed.split('.');
    if (parts[0] === 'v1' && parts.length === 4) return decipher(this.key, parts.slice(1), undefined);
    const [version, id, ...rest] = parts;
    const key = id === undefined ? undefined : this.keys.get(id);
    if (version !== 'v2' || !key || rest.length !== 3) throw new Error('not a sealed value of a known key');
    return decipher(key, rest, boundTo);
  }

  /** Whether the value should be sealed again: by an older key, or in the unbound first format. */
  isStale(sealed: string): boolean {
    return !sealed.startsWith(`v2.${this.currentId}.`);
  }
}

function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

function decipher(key: Buffer, [iv, tag, data]: string[], boundTo: string | undefined): string {
  if (!iv || !tag || data === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  if (boundTo !== undefined) decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** What an applicant's SSN ciphertext is bound to. */
export const ssnBinding = (applicantId: string) => `ssn:${applicantId}`;

/** loadSecretBox's options from the environment. */
export function secretBoxOptions(env: Env) {
  return {
    ...(env.ANSWERS_ENCRYPTION_KEY ? { keyBase64: env.ANSWERS_ENCRYPTION_KEY } : {}),
    ...(env.ANSWERS_ENCRYPTION_PREVIOUS_KEYS
      ? { previousKeysBase64: env.ANSWERS_ENCRYPTION_PREVIOUS_KEYS }
      : {}),
    dataDir: env.DATA_DIR,
    shared: Boolean(env.DATABASE_URL),
  };
}

/**
 * The key: ANSWERS_ENCRYPTION_KEY when set (required with PostgreSQL, where several processes must
 * share it); otherwise, on the embedded default, a key file made once under DATA_DIR.
 */
export async function loadSecretBox(options: {
  keyBase64?: string;
  /** Keys being rotated away from (ANSWERS_ENCRYPTION_PREVIOUS_KEYS), still able to open. */
  previousKeysBase64?: string[];
  dataDir: string;
  shared: boolean;
}): Promise<SecretBox> {
  const previous = (options.previousKeysBase64 ?? []).map((key) => Buffer.from(key, 'base64'));
  if (options.keyBase64) return new SecretBox(Buffer.from(options.keyBase64, 'base64'), previous);
  if (options.shared) {
    throw new ConfigurationError(
      'ANSWERS_ENCRYPTION_KEY: must be set when DATABASE_URL is set (e.g. `openssl rand -base64 32`)',
    );
  }
  await mkdir(options.dataDir, { recursive: true });
  const path = join(options.dataDir, 'answers.key');
  try {
    const file = await open(path, 'wx', 0o600);
    await file.writeFile(randomBytes(32).toString('base64'));
    await file.close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new SecretBox(Buffer.from((await readFile(path, 'utf8')).trim(), 'base64'), previous);
}
