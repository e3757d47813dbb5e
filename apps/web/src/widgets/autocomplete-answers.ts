import {
  conditionalSelectOptions,
  descriptionKey,
  EMPTY_ANSWER,
  hasDescription,
  indexDefinition,
  keysFilledByAutocomplete,
  mainLookupField,
  optionLabel,
  resolveOptions,
  type Answers,
  type AutocompleteQuestion,
  type LookupField,
  type OptionContext,
} from '@portico/application';
import type { LookupRecord } from '@portico/contracts';
import type { AnswersStore } from '../session/answers-store';

/**
 * What an autocomplete writes. Its own key takes the record's main field (name,
 * or address_line_1 for an address); each mapped key takes its field, with the label of a
 * dropdown in '_desc'; the code key takes the school's code.
 */

/** Every mapped key, its '_desc' and the code set to the empty-answer marker. */
export function clearedMappedAnswers(store: AnswersStore, question: AutocompleteQuestion): Answers {
  const cleared: Answers = {};
  for (const key of keysFilledByAutocomplete(store.definition, question)) cleared[key] = EMPTY_ANSWER;
  return cleared;
}

/** A value of the applicant's own ('Use: …', or typed and left): stored as typed, mapped keys cleared. */
export function ownEntryAnswers(store: AnswersStore, question: AutocompleteQuestion, text: string): Answers {
  return { ...clearedMappedAnswers(store, question), [question.key]: text };
}

/** Clearing the selection: the key and every mapped key (and their '_desc') are cleared. */
export function clearedAnswers(store: AnswersStore, question: AutocompleteQuestion): Answers {
  return { ...clearedMappedAnswers(store, question), [question.key]: EMPTY_ANSWER };
}

function fieldOf(record: LookupRecord, field: LookupField): string {
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
}

/** The answers a detailed lookup record fills. */
export function recordAnswers(
  store: AnswersStore,
  question: AutocompleteQuestion,
  record: LookupRecord,
  context: OptionContext,
): Answers {
  const patch: Answers = { ...clearedMappedAnswers(store, question) };
  patch[question.key] = fieldOf(record, mainLookupField(question.category));
  if (question.codeKey) patch[question.codeKey] = fieldOf(record, 'ceeb');
  const { byKey } = indexDefinition(store.definition);
  const fills = Object.entries(question.fills) as [LookupField, string | undefined][];
  for (const [field, key] of fills) {
    if (key) patch[key] = fieldOf(record, field);
  }
  // Labels after values: a state's options depend on the country filled beside it.
  const answers = { ...store.getState().answers, ...patch };
  for (const [, key] of fills) {
    const target = key ? byKey.get(key)?.question : undefined;
    if (!key || !target || !hasDescription(target)) continue;
    const source =
      target.kind === 'conditionalSelect'
        ? conditionalSelectOptions(target, answers)
        : target.kind === 'select' || target.kind === 'radio'
          ? target.options
          : undefined;
    patch[descriptionKey(key)] = source ? optionLabel(resolveOptions(source, context), patch[key]) : '';
  }
  return patch;
}
