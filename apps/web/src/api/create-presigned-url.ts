import type { PresignedUpload } from '@portico/contracts';
import { callApi } from './client';

export type { PresignedUpload };

/** POST /api/presigned-url: a signed form for one upload of this question's file. */
export function createPresignedUrl(answerKey: string): Promise<PresignedUpload> {
  return callApi('presignedUrl', { body: { answer_key: answerKey } });
}
