import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigurationError } from './env';

/**
 * AES-256-GCM for the few answers kept encrypted at rest (the SSN). A ciphertext is
 * `v1.<iv>.<tag>.<data>` in base64url; the version leaves room for a key rotation.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32)
      throw new ConfigurationError('ANSWERS_ENCRYPTION_KEY: must be 32 bytes, base64-encoded');
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

/**
 * The key: ANSWERS_ENCRYPTION_KEY when set (required with PostgreSQL, where several processes must
 * share it); otherwise, on the embedded default, a key file made once under DATA_DIR.
 */
export async function loadSecretBox(options: {
  keyBase64?: string;
  dataDir: string;
  shared: boolean;
}): Promise<SecretBox> {
  if (options.keyBase64) return new SecretBox(Buffer.from(options.keyBase64, 'base64'));
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
  return new SecretBox(Buffer.from((await readFile(path, 'utf8')).trim(), 'base64'));
}
