import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pathOf } from './accounts';

/** Moves to another step through the step navigation, as an applicant does. */
export async function openStep(page: Page, label: string, path: string) {
  await page.getByRole('link', { name: label, exact: true }).click();
  await expect.poll(() => pathOf(page)).toBe(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** PUT /api/answer from the page itself, with its session cookie. */
export async function saveThroughApi(page: Page, answers: Record<string, unknown>): Promise<number> {
  return page.evaluate(async (body) => {
    const response = await fetch('/api/answer', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ answers: body }),
    });
    return response.status;
  }, answers);
}
