import type { ConversionResponse } from '@portico/contracts';
import { apiRequest } from './client';

/** POST /api/pdf/document-answer/{key}: converts the file uploaded at `fileKey` to this question's PDF. */
export function requestDocumentConversion(
  answerKey: string,
  { fileKey, fileName }: { fileKey: string; fileName: string },
): Promise<ConversionResponse> {
  return apiRequest<ConversionResponse>('POST', `/api/pdf/document-answer/${encodeURIComponent(answerKey)}`, {
    file_key: fileKey,
    file_name: fileName,
  });
}
