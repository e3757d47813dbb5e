import { callStatusApi } from './status-client';

/** PUT /api/status/contact: the contact answers changed after the submit, by question key. */
export function updateContact(answers: Record<string, string>): Promise<{ message: string }> {
  return callStatusApi('updateContact', { body: { answers } });
}
