import type { PresignedUpload } from '@portico/contracts';
import { currentCatalogue } from '../i18n/language-store';
import { ServerError } from './api-error';

/** How far an upload is: the fraction sent, or null when the browser cannot tell. */
export type UploadProgress = (fraction: number | null) => void;

/**
 * Posts a file to its presigned URL as the object store expects: a multipart
 * form with every field of `fields` first and the file last, under the name `file`.
 *
 * Decision (docs/decisions.md D-DOC-03): XMLHttpRequest, not fetch. Only XHR reports upload
 * progress (`upload.onprogress`), and the applicant sees a progress bar. The spec posts no-cors and
 * reads nothing back; XHR cannot be no-cors, so:
 * - our embedded store (/api/storage-upload) is same-origin and needs nothing;
 * - a cross-origin bucket must allow this site's origin by CORS (POST), which ops configure.
 * Since the answer can be read, a refusal (a non-2xx status: an expired form, a file out of the
 * policy's size range) fails the upload at once with the store's message when it sends JSON, and
 * any network error (including a CORS refusal, which XHR reports as one) is an upload failure.
 */
export function uploadFile(upload: PresignedUpload, file: File, onProgress?: UploadProgress): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', upload.url);
    request.upload.onprogress = (event) => {
      onProgress?.(event.lengthComputable && event.total > 0 ? event.loaded / event.total : null);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new ServerError(request.status, storeMessage(request.responseText)));
    };
    request.onerror =
      request.onabort =
      request.ontimeout =
        () => {
          reject(new ServerError(0, currentCatalogue().messages.unexpectedError));
        };
    request.send(form);
  });
}

/** The embedded store answers `{message}`; S3 answers XML, which is no message for an applicant. */
function storeMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return currentCatalogue().messages.unexpectedError;
}
