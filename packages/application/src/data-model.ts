import { DESCRIPTION_SUFFIX } from './answers';
import type { AnswerValue } from './answers.schema';
import type { ApplicationDefinition } from './application-definition.schema';
import { EMAIL_MAX_LENGTH } from './constants';
import { indexDefinition } from './form-tree';
import { answerKeysOf, answerTypeOf, maxLengthOf } from './question';
import { DESCRIPTION_ONLY_KEYS, type FieldType } from './tenant-data-model';
import type { DataModelEntry } from './data-model.schema';

/** The longest label a `_desc` companion holds (country, major and category names). */
export const DESCRIPTION_MAX_LENGTH = 200;

export type DataModel = ReadonlyMap<string, DataModelEntry>;

/**
 * The keys an applicant's answers may hold, with their type and length: every question's key, its
 * `_desc` companion, an autocomplete's code key, and the description-only fields. The server builds
 * it once from the definition and the site's text-area limit, and refuses anything else.
 */
export function buildDataModel(
  definition: ApplicationDefinition,
  options: { textAreaLimit: number },
): DataModel {
  const model = new Map<string, DataModelEntry>();
  for (const { question } of indexDefinition(definition).byKey.values()) {
    const [key, ...companions] = answerKeysOf(question);
    if (key === undefined || model.has(key)) continue;
    const maxLength = maxLengthOf(question, options.textAreaLimit);
    model.set(key, {
      type: answerTypeOf(question),
      ...(maxLength ? { maxLength } : {}),
      role: 'question',
      writable: true,
      ...(question.secret ? { secret: true as const } : {}),
    });
    for (const companion of companions) {
      model.set(
        companion,
        companion.endsWith(DESCRIPTION_SUFFIX)
          ? { type: 'string', maxLength: DESCRIPTION_MAX_LENGTH, role: 'description', writable: true }
          : { type: 'string', maxLength: maxLength ?? DESCRIPTION_MAX_LENGTH, role: 'code', writable: true },
      );
    }
  }
  for (const key of DESCRIPTION_ONLY_KEYS) {
    model.set(key, {
      type: 'string',
      maxLength: key === 'email_address' ? EMAIL_MAX_LENGTH : DESCRIPTION_MAX_LENGTH,
      role: 'descriptionOnly',
      writable: false,
    });
  }
  return model;
}

export type AnswerProblem = 'unknownKey' | 'readOnly' | 'wrongType' | 'tooLong';

/**
 * What is wrong with each key of an answers patch, for `PUT /api/answer` (an empty result means it
 * may be written). The empty-answer marker (null) is accepted for every writable key. Lengths
 * count UTF-16 code units, as the browser's maxlength does.
 */
export function findAnswerProblems(
  model: DataModel,
  answers: Readonly<Record<string, unknown>>,
): Record<string, AnswerProblem> {
  const problems: Record<string, AnswerProblem> = {};
  for (const [key, value] of Object.entries(answers)) {
    const entry = model.get(key);
    if (!entry) problems[key] = 'unknownKey';
    else if (!entry.writable) problems[key] = 'readOnly';
    else if (!hasType(value, entry.type)) problems[key] = 'wrongType';
    else if (typeof value === 'string' && entry.maxLength !== undefined && value.length > entry.maxLength) {
      problems[key] = 'tooLong';
    }
  }
  return problems;
}

function hasType(value: unknown, type: FieldType): value is AnswerValue {
  return value === null || typeof value === type;
}
