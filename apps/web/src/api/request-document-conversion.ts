import type { ConversionResponse } from '@portico/contracts';
import { callApi } from './client';

/** POST /api/pdf/document-answer/{key}: converts the file uploaded at `fileKey` to this question's PDF. */
export function requestDocumentConversion(
  answerKey: string,
  { fileKey, fileName }: { fileKey: string; fileName: string },
): Promise<ConversionResponse> {
  return callApi('requestConversion', {
    params: { key: answerKey },
    body: { file_key: fileKey, file_name: fileName },
  });
}
