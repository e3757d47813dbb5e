import type { Answers } from '@portico/application';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './client';

/** GET /public/tmp?token=: temporary public answers (`token` on entry). */
export async function getPrefill(token: string): Promise<Answers> {
  const { answer } = await callApi('prefill', { query: { token } });
  return answer;
}

export function prefillQueryOptions(token: string) {
  return queryOptions({ queryKey: ['prefill', token], queryFn: () => getPrefill(token) });
}
