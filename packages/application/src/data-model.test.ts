import { describe, expect, it } from 'vitest';
import { buildDataModel, findAnswerProblems } from './data-model';
import { APPLICATION } from './definition/application';
import { SPEC_FIELDS } from './testing/spec-fields';

const model = buildDataModel(APPLICATION, { textAreaLimit: 7000 });

describe('the data model', () => {
  it('knows every field of the spec with its type, its _desc companions and the description-only fields', () => {
    for (const [key, type] of Object.entries(SPEC_FIELDS)) expect(model.get(key)?.type).toBe(type);
    expect(model.get('gender_desc')).toEqual({
      type: 'string',
      maxLength: 200,
      role: 'description',
      writable: true,
    });
    expect(model.get('hs_ceeb')).toMatchObject({ type: 'string', role: 'code', writable: true });
    expect(model.get('external_id')).toMatchObject({ role: 'descriptionOnly', writable: false });
    expect(model.get('email_address')).toMatchObject({
      role: 'descriptionOnly',
      writable: false,
      maxLength: 254,
    });
    expect(model.has('first_name_desc')).toBe(false);
  });

  it('gives each key its type and length', () => {
    expect(model.get('first_name')).toEqual({
      type: 'string',
      maxLength: 45,
      role: 'question',
      writable: true,
    });
    expect(model.get('legal_agree')).toEqual({ type: 'boolean', role: 'question', writable: true });
    expect(model.get('assault_comment')?.maxLength).toBe(7000);
    expect(buildDataModel(APPLICATION, { textAreaLimit: 1500 }).get('assault_comment')?.maxLength).toBe(1500);
    expect(model.get('parent_email_address')?.maxLength).toBe(254);
  });
});

describe('findAnswerProblems', () => {
  it('accepts known keys with the right type and length, and the empty-answer marker', () => {
    expect(
      findAnswerProblems(model, {
        first_name: 'Ana',
        legal_agree: true,
        gender: 'F',
        gender_desc: 'Female',
        ssn: null,
      }),
    ).toEqual({});
  });

  it('names each key that is unknown, read-only, of the wrong type or too long', () => {
    expect(
      findAnswerProblems(model, {
        favourite_colour: 'blue',
        external_id: 'A123',
        legal_agree: 'Y',
        first_name: 'x'.repeat(46),
        last_name: 'x'.repeat(45),
        race_asian: 1,
        middle_name: { nested: true },
      }),
    ).toEqual({
      favourite_colour: 'unknownKey',
      external_id: 'readOnly',
      legal_agree: 'wrongType',
      first_name: 'tooLong',
      race_asian: 'wrongType',
      middle_name: 'wrongType',
    });
  });
});
