import { describe, expect, it } from 'vitest';
import { createPostPolicy, verifyPostPolicy, type PolicySigner } from './post-policy';

const signer: PolicySigner = { bucket: 'b', region: 'r', accessKeyId: 'id', secretAccessKey: 'a'.repeat(40) };
const request = { key: 'uploads/a/b/c', minBytes: 1, maxBytes: 10, expiresInSeconds: 600 };

describe('the S3 POST policy', () => {
  it('verifies what it signed, with its key and size range', () => {
    const fields = createPostPolicy(signer, request);
    expect(verifyPostPolicy(signer, fields)).toEqual({
      ok: true,
      policy: { key: 'uploads/a/b/c', minBytes: 1, maxBytes: 10 },
    });
  });

  it('refuses a policy past its expiration', () => {
    const fields = createPostPolicy(signer, { ...request, now: new Date(Date.now() - 601_000) });
    expect(verifyPostPolicy(signer, fields)).toEqual({ ok: false, refusal: 'expired' });
  });

  it('refuses another secret, another credential and a changed field', () => {
    const fields = createPostPolicy(signer, request);
    const other = { ...signer, secretAccessKey: 'b'.repeat(40) };
    expect(verifyPostPolicy(other, fields)).toEqual({ ok: false, refusal: 'signature' });
    expect(verifyPostPolicy({ ...signer, region: 'x' }, fields)).toEqual({ ok: false, refusal: 'signature' });
    expect(verifyPostPolicy(signer, { ...fields, key: 'uploads/a/b/d' })).toEqual({
      ok: false,
      refusal: 'condition',
    });
    expect(verifyPostPolicy(signer, { ...fields, 'x-amz-date': '20200101T000000Z' })).toEqual({
      ok: false,
      refusal: 'condition',
    });
  });
});
