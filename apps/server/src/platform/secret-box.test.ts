import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox, ssnBinding } from './secret-box';

const A = ssnBinding('00000000-0000-4000-8000-00000000000a');
const B = ssnBinding('00000000-0000-4000-8000-00000000000b');

/** A ciphertext in the first format: `v1.<iv>.<tag>.<data>`, bound to nothing. */
function sealedV1(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

describe('SecretBox', () => {
  it('opens what it sealed for the same applicant only: moved to another row, it does not open', () => {
    const box = new SecretBox(randomBytes(32));
    const sealed = box.seal('123-45-6789', A);
    expect(sealed).not.toContain('6789');
    expect(box.open(sealed, A)).toBe('123-45-6789');
    expect(() => box.open(sealed, B)).toThrow();
    // Altered (a bit of its tag), it does not open either.
    const parts = sealed.split('.');
    const tag = Buffer.from(parts[3]!, 'base64url');
    tag[0] = tag[0]! ^ 1;
    parts[3] = tag.toString('base64url');
    expect(() => box.open(parts.join('.'), A)).toThrow();
  });

  it('opens with a previous key what that key sealed, and tells what should be sealed again', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const sealedBefore = new SecretBox(oldKey).seal('123-45-6789', A);
    const rotating = new SecretBox(newKey, [oldKey]);
    expect(rotating.open(sealedBefore, A)).toBe('123-45-6789');
    expect(rotating.isStale(sealedBefore)).toBe(true);
    expect(rotating.isStale(rotating.seal('123-45-6789', A))).toBe(false);
    // Once the old key is gone, what it sealed no longer opens.
    expect(() => new SecretBox(newKey).open(sealedBefore, A)).toThrow();
  });

  it('reads the first format, unbound, with the current key, and calls it stale', () => {
    const key = randomBytes(32);
    const box = new SecretBox(key);
    const legacy = sealedV1(key, '987-65-4321');
    expect(box.open(legacy, A)).toBe('987-65-4321');
    expect(box.isStale(legacy)).toBe(true);
  });
});
