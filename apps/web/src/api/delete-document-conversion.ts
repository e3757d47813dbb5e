import { apiRequest } from './client';

/** DELETE /api/pdf/document-answer/{key}: cancels a conversion that has not COMPLETED (a FAILED one seen). */
export function deleteDocumentConversion(answerKey: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(
    'DELETE',
    `/api/pdf/document-answer/${encodeURIComponent(answerKey)}`,
  );
}
