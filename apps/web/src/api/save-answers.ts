import type { Answers } from '@portico/application';
import { APPLICANT_ROUTES } from '@portico/contracts';
import { currentTexts } from '../i18n/language-store';
import { callApi } from './client';

/** PUT /api/answer: merges the answers sent into the student's answers, key by key. */
export function saveAnswers(answers: Answers) {
  return callApi('saveAnswers', { body: { answers } });
}

/**
 * The same save while the page is being hidden or closed: a keepalive request outlives the page
 * (sendBeacon cannot PUT, nor send the JSON content type the API expects). Its answer is read if
 * the page is still there; the caller treats anything but a 2xx as "not saved".
 */
export async function saveAnswersOnHide(answers: Answers): Promise<boolean> {
  try {
    const response = await fetch(APPLICANT_ROUTES.saveAnswers.path, {
      method: APPLICANT_ROUTES.saveAnswers.method,
      keepalive: true,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': currentTexts().language,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ answers }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
