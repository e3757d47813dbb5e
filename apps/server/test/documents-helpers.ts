import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { PresignedUpload } from '@portico/contracts';
import type { TestApp } from './test-app';
import { SITE_ORIGIN } from './accounts-helpers';

/** One PNG chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `width` × `height` grey pixels: signature, IHDR, one IDAT, IEND. */
export function pngOf(width = 4, height = 3): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The multipart form a browser posts to a bucket: the policy's fields, then the file. */
export function uploadForm(fields: Record<string, string>, file: Buffer, fileName = 'transcript.png') {
  const boundary = `----portico${randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An API call as the site's page makes it, with the applicant's session cookie. */
export function apiCall(testApp: TestApp, cookie: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = cookie) =>
    testApp.app.inject({
      method,
      url,
      headers: { cookie: as, origin: SITE_ORIGIN },
      ...(payload ? { payload } : {}),
    });
}

/** Posted as the browser does: cross-origin to a bucket, no-cors, with no cookie. */
export function uploadToStore(testApp: TestApp, fields: Record<string, string>, file: Buffer) {
  const { payload, headers } = uploadForm(fields, file);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/storage-upload',
    payload,
    headers: { ...headers, origin: 'null', 'sec-fetch-site': 'cross-site' },
  });
}

/** Steps 1 and 2 of the upload flow: a signed form, then the file posted with it. */
export async function presignAndUpload(
  testApp: TestApp,
  cookie: string,
  answerKey: string,
  file: Buffer,
): Promise<string> {
  const presigned = await apiCall(testApp, cookie)('POST', '/api/presigned-url', { answer_key: answerKey });
  if (presigned.statusCode !== 200) throw new Error(`presign failed: ${presigned.body}`);
  const { fields } = presigned.json<PresignedUpload>();
  const uploaded = await uploadToStore(testApp, fields, file);
  if (uploaded.statusCode !== 204) throw new Error(`upload failed: ${uploaded.body}`);
  return fields.key!;
}
