import { descriptionKey, isAnswered } from './answers';
import type { AnswerValue } from './answers.schema';
import type { ApplicationDefinition } from './application-definition.schema';
import { indexDefinition } from './form-tree';
import { hasDescription } from './question';
import type { AutocompleteQuestion } from './question.schema';

/**
 * What else an answer change clears, beyond what visibility clears: a conditional
 * dropdown clears its value and its `_desc` when the controlling answer changes from one value to
 * another (a first answer clears nothing).
 */
export function keysClearedByChange(
  definition: ApplicationDefinition,
  key: string,
  previous: AnswerValue | undefined,
  next: AnswerValue | undefined,
): string[] {
  if (!isAnswered(previous) || !isAnswered(next) || previous === next) return [];
  const cleared: string[] = [];
  for (const questions of indexDefinition(definition).byPage.values()) {
    for (const question of questions) {
      if (question.kind === 'conditionalSelect' && question.controllingKey === key) {
        cleared.push(question.key, descriptionKey(question.key));
      }
    }
  }
  return cleared;
}

/**
 * The keys an autocomplete fills from a lookup record, with the `_desc` of those that are
 * dropdowns, and its code key: what clearing the selection or typing a new value clears.
 */
export function keysFilledByAutocomplete(
  definition: ApplicationDefinition,
  question: AutocompleteQuestion,
): string[] {
  const byKey = indexDefinition(definition).byKey;
  const keys: string[] = [];
  for (const key of Object.values(question.fills)) {
    if (!key) continue;
    keys.push(key);
    const filled = byKey.get(key)?.question;
    if (filled && hasDescription(filled)) keys.push(descriptionKey(key));
  }
  if (question.codeKey) keys.push(question.codeKey);
  return keys;
}
