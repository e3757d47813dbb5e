import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isValidObjectKey, type ObjectStore } from './object-store';

/** Where the bucket is: AWS S3 by its region, or any S3-compatible service (MinIO, Ceph, R2…) by its endpoint. */
export interface S3Location {
  bucket: string;
  /** The service's base URL; AWS S3 of `region` without it. */
  endpoint?: string;
  region: string;
  /** `${endpoint}/${bucket}` rather than `${bucket}.${host}`: most self-hosted services want it. */
  forcePathStyle: boolean;
}

export interface S3ObjectStoreOptions extends S3Location {
  /** The SDK's default chain (environment, profile, instance role) without them. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Keys per ListObjectsV2 page and per DeleteObjects request; S3 allows at most 1000. Tests make it small. */
  batchSize?: number;
}

const MAX_BATCH_SIZE = 1000;

/**
 * The URL the browser posts a signed upload form to: the bucket itself (S3's POST Object), path-style
 * or virtual-hosted as the SDK addresses it.
 */
export function bucketUploadUrl(location: S3Location): string {
  const base = new URL(location.endpoint ?? `https://s3.${location.region}.amazonaws.com`);
  if (location.forcePathStyle) {
    base.pathname = `${base.pathname.replace(/\/+$/, '')}/${location.bucket}`;
  } else if (location.endpoint) {
    base.hostname = `${location.bucket}.${base.hostname}`;
  } else {
    return `https://${location.bucket}.s3.${location.region}.amazonaws.com`;
  }
  return base.href.replace(/\/$/, '');
}

/** The object store on an S3-compatible bucket. Objects are private: only the server reads them. */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly batchSize: number;

  constructor(options: S3ObjectStoreOptions) {
    this.bucket = options.bucket;
    this.batchSize = Math.min(options.batchSize ?? MAX_BATCH_SIZE, MAX_BATCH_SIZE);
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      // A copy: the SDK writes its own bookkeeping ($source) into the object it is given.
      ...(options.credentials ? { credentials: { ...options.credentials } } : {}),
      // Since SDK 3.729 every upload carries a CRC32 checksum header by default, which several
      // S3-compatible services refuse (aws/aws-sdk-js-v3#6819, boto/s3transfer#327); send checksums
      // only where the API demands one (DeleteObjects).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** The same keys as the embedded store, so that a key that works on one works on the other. */
  private checked(key: string): string {
    if (!isValidObjectKey(key)) throw new Error(`not a valid object key: ${key}`);
    return key;
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.checked(key), Body: body }));
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }),
      );
      if (!response.Body) return undefined;
      return Buffer.from(await response.Body.transformToByteArray());
    } catch (error) {
      // By name rather than instanceof: an error of another copy of the SDK is still NoSuchKey.
      if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async remove(keyOrPrefix: string): Promise<void> {
    const key = this.checked(keyOrPrefix);
    if (!key.endsWith('/')) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
      return;
    }
    // Every key is listed before any is deleted, so that no listing runs over a folder that is
    // changing under it.
    const keys = (await this.list(key)).map((object) => object.key);
    for (let start = 0; start < keys.length; start += this.batchSize) {
      const batch = keys.slice(start, start + this.batchSize);
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      // DeleteObjects answers 200 even when some keys could not be deleted.
      const [failure] = result.Errors ?? [];
      if (failure)
        throw new Error(
          `could not delete ${failure.Key ?? 'an object'} from bucket ${this.bucket}: ${failure.Code ?? ''} ${failure.Message ?? ''}`.trim(),
        );
    }
  }

  async listWrittenBefore(prefix: string, before: Date): Promise<string[]> {
    return (await this.list(this.checked(prefix)))
      .filter((object) => object.written && object.written < before)
      .map((object) => object.key);
  }

  private async list(prefix: string): Promise<{ key: string; written: Date | undefined }[]> {
    const keys: { key: string; written: Date | undefined }[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          MaxKeys: this.batchSize,
          ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
        }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key) keys.push({ key: object.Key, written: object.LastModified });
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    return keys;
  }
}
