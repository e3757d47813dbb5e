import { callApi } from './client';

/** DELETE /api/pdf/document-answer/{key}: cancels a conversion that has not COMPLETED (a FAILED one seen). */
export function deleteDocumentConversion(answerKey: string) {
  return callApi('deleteConversion', { params: { key: answerKey } });
}
