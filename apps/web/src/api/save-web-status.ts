import { LIMITS } from '@portico/application';
import type { WebStatus } from '@portico/contracts';
import { UnauthorizedError } from './api-error';
import { callApi } from './client';

/** POST /api/web-status, retried twice on failure. An unauthorized answer is final. */
export async function saveWebStatus(webStatus: WebStatus) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await callApi('saveWebStatus', { body: { web_status: webStatus } });
    } catch (error) {
      if (error instanceof UnauthorizedError || attempt >= LIMITS.webStatusRetries) throw error;
    }
  }
}
