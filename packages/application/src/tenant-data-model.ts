/**
 * How the tenant data model stores an answer. The model itself is derived from the application's
 * declarations (`buildDataModel` in data-model.ts): a question declares its key, its type and its
 * length once, and the spec's list of fields is a test's (testing/spec-fields.ts; D-VAL-16).
 */
export type FieldType = 'string' | 'boolean';

/**
 * Description-only fields ('external_id and email_address are also
 * description-only fields'): read-only values the system writes and the applicant sees or prints,
 * never answers to a question. external_id is the applicant's id in the institution's student
 * system; email_address is the account's e-mail address (the username). The browser may not write them.
 */
export const DESCRIPTION_ONLY_KEYS = ['external_id', 'email_address'] as const;
