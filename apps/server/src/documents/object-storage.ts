import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ConfigurationError, type Env } from '../platform/env';
import { STORAGE_UPLOAD_PATH, type DocumentsContext } from './documents-context';
import { LocalObjectStore } from '../platform/object-store';
import { bucketUploadUrl, S3ObjectStore, type S3Location } from '../platform/s3-object-store';

/** Where uploaded documents are kept: the embedded store (the default) or an S3-compatible bucket. */
export type DocumentStorage = LocalStorage | BucketStorage;

/**
 * The embedded store: its folder (DATA_DIR/objects) and the secret that signs its upload policies
 * (STORAGE_SIGNING_KEY; docs/decisions.md D-DOC-02). `kind` may be left out: it is the default.
 */
export interface LocalStorage {
  kind?: 'local';
  objectsDir: string;
  signingSecret: string;
}

/**
 * A bucket (docs/operations.md "Storing documents in a bucket"). The keys are required, not left to
 * the SDK's default chain: the server signs the browser's POST policies with the same secret the
 * bucket checks them against.
 */
export interface BucketStorage extends S3Location {
  kind: 's3';
  accessKeyId: string;
  secretAccessKey: string;
}

export function documentStorageFromEnv(env: Env): DocumentStorage {
  if (!env.S3_BUCKET) {
    return {
      kind: 'local',
      objectsDir: join(env.DATA_DIR, 'objects'),
      // Without a configured key each process signs with its own: a form is good for 10 minutes.
      signingSecret: env.STORAGE_SIGNING_KEY ?? randomBytes(32).toString('base64'),
    };
  }
  // ZEnv refuses a bucket without its keys already; this tells the compiler so.
  if (!env.AWS_ACCESS_KEY_ID || !env.AWS_SECRET_ACCESS_KEY) {
    throw new ConfigurationError(
      'Invalid environment:\n  AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: are required when S3_BUCKET is set',
    );
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    region: env.S3_REGION,
    // Self-hosted services (MinIO, Ceph) rarely have a DNS name per bucket; AWS S3 prefers one.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    accessKeyId: env.AWS_ACCESS_KEY_ID,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
  };
}

/** The storage's part of the documents' context: where objects go, who signs upload forms, where forms are posted. */
export type StorageContext = Pick<DocumentsContext, 'store' | 'signer' | 'uploadUrl'>;

export function storageContextFrom(storage: DocumentStorage, publicUrl: URL): StorageContext {
  if (storage.kind === 's3') {
    const { accessKeyId, secretAccessKey } = storage;
    const location: S3Location = {
      bucket: storage.bucket,
      ...(storage.endpoint ? { endpoint: storage.endpoint } : {}),
      region: storage.region,
      forcePathStyle: storage.forcePathStyle,
    };
    return {
      store: new S3ObjectStore({ ...location, credentials: { accessKeyId, secretAccessKey } }),
      signer: { bucket: location.bucket, region: location.region, accessKeyId, secretAccessKey },
      uploadUrl: bucketUploadUrl(location),
    };
  }
  return {
    store: new LocalObjectStore(storage.objectsDir),
    // The embedded store checks its own forms: bucket, region and key id are fixed names, the secret is what matters.
    signer: {
      bucket: 'portico',
      region: 'local',
      accessKeyId: 'portico',
      secretAccessKey: storage.signingSecret,
    },
    uploadUrl: new URL(STORAGE_UPLOAD_PATH, publicUrl).href,
  };
}
