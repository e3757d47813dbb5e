import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, MIN_UPLOAD_BYTES } from './documents-context';
import { readEnv } from '../platform/env';
import { documentStorageFromEnv, storageContextFrom, type BucketStorage } from './object-storage';
import { createPostPolicy } from './post-policy';
import { bucketUploadUrl, S3ObjectStore } from '../platform/s3-object-store';

/**
 * Starts s3rver in a process of its own: its ListObjectsV2 continuation tokens are DES-encrypted,
 * which OpenSSL 3 (Node 17 and later) refuses without the legacy provider, and a flag of the test
 * process cannot turn that on. Answers the port it listens on.
 */
async function startS3rver(
  directory: string,
  bucket: string,
): Promise<{ child: ChildProcess; port: number }> {
  const script = `
    const S3rver = require(process.argv[1]);
    new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: process.argv[2],
      configureBuckets: [{ name: process.argv[3] }] })
      .run()
      .then(({ port }) => console.log(JSON.stringify({ port })), (error) => { console.error(error); process.exit(1); });`;
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      '-e',
      script,
      createRequire(import.meta.url).resolve('s3rver'),
      directory,
      bucket,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    // Once the port is known, a later exit (the kill at the end) settles nothing.
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${String(code)}`)));
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve((JSON.parse(line) as { port: number }).port),
    );
  });
  return { child, port };
}

const BUCKET = 'portico';
/** s3rver's one account (its README); it checks the key id of a signed request, not the signature. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('S3ObjectStore on an S3-compatible server (s3rver)', () => {
  let server: ChildProcess;
  let directory: string;
  let storage: BucketStorage;
  let store: S3ObjectStore;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'portico-s3rver-'));
    const started = await startS3rver(directory, BUCKET);
    server = started.child;
    const { port } = started;
    storage = {
      kind: 's3',
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      ...CREDENTIALS,
    };
    store = new S3ObjectStore({ ...storage, credentials: CREDENTIALS });
  });

  afterAll(async () => {
    const exited = once(server, 'exit');
    server.kill();
    await exited;
    await rm(directory, { recursive: true, force: true });
  });

  it('keeps an object and gives it back', async () => {
    const body = Buffer.from('%PDF-1.7 a transcript');
    await store.put('uploads/a1/hs_transcript/t1', body);
    expect(await store.get('uploads/a1/hs_transcript/t1')).toEqual(body);
  });

  it('gives undefined for an object that is not there', async () => {
    expect(await store.get('uploads/nobody/hs_transcript/none')).toBeUndefined();
  });

  it('removes one object and leaves its neighbours', async () => {
    await store.put('uploads/a2/hs_transcript/one', Buffer.from('1'));
    await store.put('uploads/a2/hs_transcript/two', Buffer.from('2'));
    await store.remove('uploads/a2/hs_transcript/one');
    expect(await store.get('uploads/a2/hs_transcript/one')).toBeUndefined();
    expect(await store.get('uploads/a2/hs_transcript/two')).toEqual(Buffer.from('2'));
  });

  it('removes a whole folder over several pages and batches, and nothing beside it', async () => {
    const small = new S3ObjectStore({ ...storage, credentials: CREDENTIALS, batchSize: 2 });
    const inside = ['a', 'b', 'c'].map((name) => `uploads/a3/conduct_explanation/${name}`);
    // Shares the folder's name as a string prefix, but is another folder.
    const beside = 'uploads/a3/conduct_explanation_2/d';
    for (const key of [...inside, beside]) await small.put(key, Buffer.from(key));

    await small.remove('uploads/a3/conduct_explanation/');

    for (const key of inside) expect(await small.get(key)).toBeUndefined();
    expect(await small.get(beside)).toEqual(Buffer.from(beside));
  });

  it("lists what the sweep may remove: the folder's objects written before a time, over several pages", async () => {
    const small = new S3ObjectStore({ ...storage, credentials: CREDENTIALS, batchSize: 2 });
    const old = ['x', 'y', 'z'].map((name) => `uploads/a5/hs_transcript/${name}`);
    for (const key of old) await small.put(key, Buffer.from(key));
    // S3 keeps the time to the second: a clear second between the old and the new.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const cut = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await small.put('uploads/a5/hs_transcript/new', Buffer.from('new'));
    await small.put('uploads/a6/hs_transcript/other', Buffer.from('other'));

    expect((await small.listWrittenBefore('uploads/a5/', cut)).sort()).toEqual(old);
    expect(await small.listWrittenBefore('uploads/a5/', new Date(0))).toEqual([]);
  });

  it('removing an empty folder is not an error', async () => {
    await expect(store.remove('uploads/a4/hs_transcript/')).resolves.toBeUndefined();
  });

  it('refuses the keys the embedded store refuses', async () => {
    await expect(store.put('uploads/../secrets', Buffer.from('x'))).rejects.toThrow(/not a valid object key/);
    await expect(store.get('/absolute')).rejects.toThrow(/not a valid object key/);
  });

  it("takes the browser's signed form posted to the bucket URL", async () => {
    const context = storageContextFrom(storage, new URL('https://apply.example.edu'));
    expect(context.uploadUrl).toBe(`${storage.endpoint}/${BUCKET}`);
    expect(context.signer).toEqual({ bucket: BUCKET, region: 'us-east-1', ...CREDENTIALS });

    const key = 'uploads/a5/hs_transcript/browser';
    const fields = createPostPolicy(context.signer, {
      key,
      minBytes: MIN_UPLOAD_BYTES,
      maxBytes: MAX_UPLOAD_BYTES,
      expiresInSeconds: 600,
    });
    const body = Buffer.from('%PDF-1.7 posted by a browser');
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    // S3 reads the fields before the file: the file comes last, as the browser must send it.
    form.append('file', new Blob([body], { type: 'application/pdf' }), 'transcript.pdf');

    const response = await fetch(context.uploadUrl, { method: 'POST', body: form });

    expect(response.status).toBe(204);
    expect(await context.store.get(key)).toEqual(body);
  });
});

describe('bucketUploadUrl', () => {
  it('is the bucket under the endpoint, path-style', () => {
    expect(
      bucketUploadUrl({
        bucket: 'docs',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        forcePathStyle: true,
      }),
    ).toBe('http://minio:9000/docs');
    expect(
      bucketUploadUrl({
        bucket: 'docs',
        endpoint: 'https://storage.example.edu/s3/',
        region: 'us-east-1',
        forcePathStyle: true,
      }),
    ).toBe('https://storage.example.edu/s3/docs');
  });

  it("is the bucket's own host, virtual-hosted", () => {
    expect(bucketUploadUrl({ bucket: 'docs', region: 'eu-west-1', forcePathStyle: false })).toBe(
      'https://docs.s3.eu-west-1.amazonaws.com',
    );
    expect(
      bucketUploadUrl({
        bucket: 'docs',
        endpoint: 'https://s3.example.edu',
        region: 'us-east-1',
        forcePathStyle: false,
      }),
    ).toBe('https://docs.s3.example.edu');
  });

  it('is the regional AWS endpoint, path-style, without an endpoint', () => {
    expect(bucketUploadUrl({ bucket: 'docs', region: 'eu-west-1', forcePathStyle: true })).toBe(
      'https://s3.eu-west-1.amazonaws.com/docs',
    );
  });
});

describe('documentStorageFromEnv', () => {
  const keys = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret-example' };

  it('keeps documents under DATA_DIR/objects without S3_BUCKET', () => {
    expect(
      documentStorageFromEnv(readEnv({ DATA_DIR: '/srv/portico', STORAGE_SIGNING_KEY: 'k'.repeat(32) })),
    ).toEqual({
      kind: 'local',
      objectsDir: join('/srv/portico', 'objects'),
      signingSecret: 'k'.repeat(32),
    });
  });

  it('addresses a self-hosted endpoint path-style and AWS virtual-hosted, unless told otherwise', () => {
    expect(
      documentStorageFromEnv(readEnv({ S3_BUCKET: 'docs', S3_ENDPOINT: 'http://minio:9000', ...keys })),
    ).toEqual({
      kind: 's3',
      bucket: 'docs',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
    });
    expect(documentStorageFromEnv(readEnv({ S3_BUCKET: 'docs', ...keys }))).toMatchObject({
      forcePathStyle: false,
    });
    expect(
      documentStorageFromEnv(
        readEnv({
          S3_BUCKET: 'docs',
          S3_ENDPOINT: 'https://s3.example.edu',
          S3_FORCE_PATH_STYLE: 'false',
          ...keys,
        }),
      ),
    ).toMatchObject({ forcePathStyle: false });
  });
});
