import { callApi } from './client';

/** DELETE /api/document-answer/{key}: the question's document, its PDF and its uploads. */
export function deleteDocumentAnswer(answerKey: string) {
  return callApi('deleteDocumentAnswer', { params: { key: answerKey } });
}
