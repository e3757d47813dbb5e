import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The browser-based upload of Amazon S3 (the AWS Signature Version 4 POST policy): the server signs
 * a policy that fixes the object's key and its size; the browser posts a form with the policy, the
 * signature and the file; the store checks them before it keeps the file. The embedded store checks
 * them here exactly as S3 does, so that an S3 bucket can take its place.
 */
export interface PolicySigner {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface PostPolicyRequest {
  key: string;
  minBytes: number;
  maxBytes: number;
  expiresInSeconds: number;
  now?: Date;
}

export type PostPolicyFields = Record<string, string>;

const ALGORITHM = 'AWS4-HMAC-SHA256';

function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** The SigV4 signing key: date, region, service and 'aws4_request', each an HMAC of the one before. */
function signingKey(secret: string, date: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
}

function sign(signer: PolicySigner, date: string, policy: string): string {
  return hmac(signingKey(signer.secretAccessKey, date, signer.region), policy).toString('hex');
}

/** The form fields of a signed POST policy for one key. */
export function createPostPolicy(signer: PolicySigner, request: PostPolicyRequest): PostPolicyFields {
  const now = request.now ?? new Date();
  const xAmzDate = amzDate(now);
  const date = xAmzDate.slice(0, 8);
  const credential = `${signer.accessKeyId}/${date}/${signer.region}/s3/aws4_request`;
  const policy = Buffer.from(
    JSON.stringify({
      expiration: new Date(now.getTime() + request.expiresInSeconds * 1000).toISOString(),
      conditions: [
        { bucket: signer.bucket },
        ['eq', '$key', request.key],
        ['content-length-range', request.minBytes, request.maxBytes],
        { 'x-amz-algorithm': ALGORITHM },
        { 'x-amz-credential': credential },
        { 'x-amz-date': xAmzDate },
      ],
    }),
  ).toString('base64');
  return {
    key: request.key,
    policy,
    'x-amz-algorithm': ALGORITHM,
    'x-amz-credential': credential,
    'x-amz-date': xAmzDate,
    'x-amz-signature': sign(signer, date, policy),
  };
}

/** Why a store refuses a POST: the signature or the policy (403), or the size (400). */
export type PolicyRefusal = 'signature' | 'expired' | 'condition' | 'too-small' | 'too-large';

export interface VerifiedPolicy {
  key: string;
  minBytes: number;
  maxBytes: number;
}

interface Policy {
  expiration: string;
  conditions: unknown[];
}

/**
 * Checks the form's signature and policy, before the file is read: every form field but the
 * policy, the signature and the file must satisfy a condition, and every condition must hold.
 */
export function verifyPostPolicy(
  signer: PolicySigner,
  fields: Record<string, string>,
  now = new Date(Date.now()),
): { ok: true; policy: VerifiedPolicy } | { ok: false; refusal: PolicyRefusal } {
  const refuse = (refusal: PolicyRefusal) => ({ ok: false as const, refusal });
  const { policy: encoded, 'x-amz-signature': signature, 'x-amz-credential': credential } = fields;
  if (!encoded || !signature || !credential || fields['x-amz-algorithm'] !== ALGORITHM)
    return refuse('signature');
  const [accessKeyId, date, region, service, terminator] = credential.split('/');
  if (
    accessKeyId !== signer.accessKeyId ||
    region !== signer.region ||
    service !== 's3' ||
    terminator !== 'aws4_request' ||
    !date ||
    !/^\d{8}$/.test(date)
  )
    return refuse('signature');
  const expected = Buffer.from(sign(signer, date, encoded), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refuse('signature');

  let policy: Policy;
  try {
    policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Policy;
  } catch {
    return refuse('condition');
  }
  const expiration = Date.parse(policy.expiration);
  if (!Number.isFinite(expiration) || expiration <= now.getTime()) return refuse('expired');
  if (!Array.isArray(policy.conditions)) return refuse('condition');

  const values: Record<string, string> = { ...fields, bucket: signer.bucket };
  const covered = new Set(['policy', 'x-amz-signature', 'file', 'bucket']);
  let range: [number, number] | undefined;
  for (const condition of policy.conditions) {
    if (Array.isArray(condition)) {
      const [operator, first, second] = condition as [unknown, unknown, unknown];
      if (operator === 'content-length-range' && typeof first === 'number' && typeof second === 'number') {
        range = [first, second];
        continue;
      }
      if (typeof first !== 'string' || !first.startsWith('$') || typeof second !== 'string')
        return refuse('condition');
      const name = first.slice(1).toLowerCase();
      const value = values[name] ?? '';
      if (
        operator === 'eq' ? value !== second : operator === 'starts-with' ? !value.startsWith(second) : true
      )
        return refuse('condition');
      covered.add(name);
    } else if (condition && typeof condition === 'object') {
      for (const [name, expectedValue] of Object.entries(condition)) {
        if (values[name.toLowerCase()] !== expectedValue) return refuse('condition');
        covered.add(name.toLowerCase());
      }
    } else {
      return refuse('condition');
    }
  }
  // A field the policy does not speak of is refused (S3: 'Extra input fields').
  if (Object.keys(fields).some((name) => !covered.has(name.toLowerCase()))) return refuse('condition');
  const key = fields.key;
  if (!key || !range) return refuse('condition');
  return { ok: true, policy: { key, minBytes: range[0], maxBytes: range[1] } };
}
