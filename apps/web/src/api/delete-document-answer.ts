import { apiRequest } from './client';

/** DELETE /api/document-answer/{key}: the question's document, its PDF and its uploads. */
export function deleteDocumentAnswer(answerKey: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('DELETE', `/api/document-answer/${encodeURIComponent(answerKey)}`);
}
