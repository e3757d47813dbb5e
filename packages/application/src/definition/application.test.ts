import { describe, expect, it } from 'vitest';
import { ZApplicationDefinition } from '../application-definition.schema';
import { isQuestion } from '../block';
import { blocksIn, indexDefinition, pageNodes, pageOfKey, questionsIn } from '../form-tree';
import { MESSAGES } from '../messages';
import { PAGES } from '../pages';
import { answerTypeOf, hasDescription, maxLengthOf } from '../question';
import {
  ABOUT_KEYS,
  BOOLEAN_KEYS,
  EDUCATION_KEYS,
  FILE_UPLOAD_KEYS,
  FINAL_STEPS_KEYS,
} from '../testing/spec-fields';
import { APPLICATION } from './application';

const questions = indexDefinition(APPLICATION).byKey;

describe('the application definition', () => {
  it('is valid by its own schema, with the three pages in step order', () => {
    expect(ZApplicationDefinition.safeParse(APPLICATION).success).toBe(true);
    expect(APPLICATION.pages.map((page) => page.id)).toEqual(PAGES.map((page) => page.id));
  });

  it.each([
    ['about', ABOUT_KEYS],
    ['education', EDUCATION_KEYS],
    ['final-steps', FINAL_STEPS_KEYS],
  ] as const)('holds every key of spec section 3 for page %s', (page, keys) => {
    for (const key of keys) expect({ key, page: pageOfKey(APPLICATION, key) }).toEqual({ key, page });
  });

  it('holds no answer key beyond the spec but the _desc companions', () => {
    const expected = new Set([...ABOUT_KEYS, ...EDUCATION_KEYS, ...FINAL_STEPS_KEYS]);
    const extra = [...questions.keys()].filter((key) => !expected.has(key) && !key.endsWith('_desc'));
    expect(extra).toEqual([]);
  });

  it('asks for documents only on the file-upload questions, which write no answer key', () => {
    const { byPage } = indexDefinition(APPLICATION);
    const uploads = Object.fromEntries(
      [...byPage].map(([page, pageQuestions]) => [
        page,
        pageQuestions.filter((question) => question.kind === 'fileUpload').map((question) => question.key),
      ]),
    );
    expect(uploads).toEqual({ about: [], ...FILE_UPLOAD_KEYS });
    for (const key of Object.values(FILE_UPLOAD_KEYS).flat()) expect(questions.has(key)).toBe(false);
  });

  it('names college 1 without a number and the others college_N (spec section 3)', () => {
    expect(pageOfKey(APPLICATION, 'college_name')).toBe('education');
    expect(pageOfKey(APPLICATION, 'college_1_name')).toBeUndefined();
    expect(pageOfKey(APPLICATION, 'college_9_zip')).toBe('education');
    expect(pageOfKey(APPLICATION, 'college_10_zip')).toBeUndefined();
    const [colleges] = blocksIn(pageNodes(APPLICATION.pages[1]!)).filter(
      (block) => block.type === 'addAnother',
    );
    expect(colleges?.type === 'addAnother' && colleges.maxNumberOfComponents).toBe(9);
  });

  it('stores booleans only for checkboxes, and every boolean field of the spec is a checkbox', () => {
    for (const key of BOOLEAN_KEYS)
      expect({ key, kind: questions.get(key)?.question.kind }).toEqual({ key, kind: 'checkbox' });
    for (const [key, { question }] of questions) {
      if (question.key === key && !BOOLEAN_KEYS.includes(key))
        expect({ key, type: answerTypeOf(question) }).toEqual({ key, type: 'string' });
    }
  });

  it('gives radio and select questions a _desc companion', () => {
    for (const key of [
      'gender',
      'citizenship_type',
      'state',
      'mailing_state',
      'entry_term',
      'grad_hs',
      'college_5_country',
    ]) {
      expect(questions.get(`${key}_desc`)?.question.key).toBe(key);
      expect(hasDescription(questions.get(key)!.question)).toBe(true);
    }
    expect(questions.has('first_name_desc')).toBe(false);
  });

  it('keeps text inputs to 45 characters unless it says otherwise', () => {
    const lengthOf = (key: string) => maxLengthOf(questions.get(key)!.question, 7000);
    expect(lengthOf('first_name')).toBe(45);
    expect(lengthOf('mailing_city')).toBe(45);
    expect(lengthOf('parent_2_education_other')).toBe(45);
    expect(lengthOf('hs_name')).toBe(100);
    expect(lengthOf('conviction_comment')).toBe(7000);
    expect(lengthOf('ssn')).toBe(11);
    expect(lengthOf('phone_home')).toBe(14);
  });

  it('asks every question with a label and uses the exact labels of the spec', () => {
    for (const { question } of questions.values()) expect(question.label.trim()).not.toBe('');
    const label = (key: string) => questions.get(key)?.question.label;
    expect(label('first_name')).toBe('Legal First Name');
    expect(label('last_name')).toBe('Legal Last Name');
    expect(label('gender')).toBe('Legal Sex');
    expect(label('address_line_2')).toBe('Apt. #');
    expect(label('hs_name')).toBe('Search for Your School');
    expect(label('mailing_addr_same_as_perm_addr')).toBe(
      'Is your mailing address the same as your permanent address?',
    );
    expect(label('entry_term')).toBe('When do you plan to enroll?');
    expect(label('applied_major')).toBe('What are you interested in studying?');
  });

  it('takes entry terms and majors from the site configuration', () => {
    const options = (key: string) => {
      const question = questions.get(key)?.question;
      return question && 'options' in question ? question.options : undefined;
    };
    expect(options('entry_term')).toEqual({ source: 'entryTerms' });
    expect(options('applied_major')).toEqual({ source: 'majors' });
  });

  it('puts the mailing address behind the Y/N question, shown on N', () => {
    const mailing = blocksIn(pageNodes(APPLICATION.pages[0]!)).find(
      (block) => block.id === 'mailing_address_details',
    );
    expect(mailing).toMatchObject({
      type: 'conditional',
      hideWhen: { key: 'mailing_addr_same_as_perm_addr', op: 'notEquals', target: 'N' },
    });
    expect(
      mailing && !isQuestion(mailing) && mailing.type === 'conditional' && mailing.children[0],
    ).toMatchObject({
      type: 'address',
      prefix: 'mailing',
    });
  });

  it('uses every block type somewhere, so that every widget has a place', () => {
    const types = new Set(
      APPLICATION.pages.flatMap((page) => blocksIn(pageNodes(page)).map((block) => block.type)),
    );
    expect([...types].sort()).toEqual(
      [
        'addAnother',
        'address',
        'checkGroup',
        'conditionGroup',
        'conditional',
        'confirmToContinue',
        'content',
        'monthYear',
        'radioDriven',
        'schoolSearch',
        'smsPhone',
        'tabs',
      ].sort(),
    );
  });

  it('has every required question say what to do: the message of the spec, or an instruction', () => {
    // The spec names these messages; a required question it gives none for says what to do (issue 16).
    const specMessages = new Set<string>([
      MESSAGES.legalFirstName,
      MESSAGES.legalLastName,
      MESSAGES.legalSex,
      MESSAGES.birthDateInvalid,
      MESSAGES.zipMinLength,
      MESSAGES.citizenType,
      MESSAGES.citizenshipCountry,
      MESSAGES.ssnRequired,
      MESSAGES.immigrantCategory,
      MESSAGES.entryTerm,
      MESSAGES.appliedMajor,
    ]);
    const vague = APPLICATION.pages
      .flatMap((page) => questionsIn(pageNodes(page)))
      .filter((question) => question.required !== undefined)
      .map((question) => ({ key: question.key, message: question.requiredMessage ?? question.label }))
      .filter(
        ({ message }) =>
          !specMessages.has(message) &&
          !/^(Enter|Select|Confirm|Parent 2\/Guardian 2: Please enter) /.test(message),
      );
    expect(vague).toEqual([]);
  });
});
