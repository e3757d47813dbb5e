import { describe, expect, it } from 'vitest';
import type { Answers } from './answers.schema';
import { labelInSentence, missingAnswerText, summarizeApplication, type SummaryRow } from './check-answers';
import { stepProgress } from './step-progress';
import { APPLICATION } from './definition/application';
import { indexDefinition } from './form-tree';
import { QUESTION_KINDS } from './question';
import { COMPLETE_ANSWERS } from './testing/complete-answers';
import { validateApplication } from './validation/validate-application';

const TODAY = '2026-06-01';

function summaryOf(answers: Answers, documents: ReadonlySet<string> = new Set()) {
  const state = { answers };
  return summarizeApplication(
    APPLICATION,
    state,
    validateApplication('all', state, { today: TODAY }),
    documents,
  );
}

function rowsOf(answers: Answers): SummaryRow[] {
  return summaryOf(answers).flatMap((page) => page.sections.flatMap((section) => section.rows));
}

function progressOf(answers: Answers, validating = false) {
  const state = { answers };
  return stepProgress(APPLICATION, state, validateApplication('all', state, { today: TODAY }), {
    validating,
  });
}

describe("'Check your answers' summary (issue 31)", () => {
  it('says what to do from the label and the kind alone', () => {
    expect(missingAnswerText({ kind: 'autocomplete' }, 'Street Address')).toEqual({
      text: 'Enter street address',
    });
    expect(missingAnswerText({ kind: 'select' }, 'Country')).toEqual({ text: 'Select country' });
    expect(missingAnswerText({ kind: 'text' }, 'ZIP/Postal Code')).toEqual({ text: 'Enter ZIP/postal code' });
    expect(missingAnswerText({ kind: 'fileUpload' }, 'Counselor Fee-Waiver Letter')).toEqual({
      text: 'Upload counselor fee-waiver letter',
    });
    // A label that asks is already the row's key: the link says the act, the label completes its name.
    expect(missingAnswerText({ kind: 'radio' }, 'When do you plan to enroll?')).toEqual({
      text: 'Select an answer',
      context: 'When do you plan to enroll?',
    });
    expect(missingAnswerText({ kind: 'checkbox' }, 'I have read the nondiscrimination statement.').text).toBe(
      'Confirm this statement',
    );
  });

  it('has words for every kind', () => {
    for (const kind of QUESTION_KINDS) expect(missingAnswerText({ kind }, 'Thing').text).toMatch(/ thing$/);
  });

  it('keeps words in capitals as they are', () => {
    expect(labelInSentence('SAT Total Score')).toBe('SAT total score');
    expect(labelInSentence('U.S. Phone Numbers')).toBe('U.S. phone numbers');
    expect(labelInSentence('High School GPA')).toBe('high school GPA');
  });

  it('a complete application: every section complete, nothing missing, blank optional answers left out', () => {
    const summary = summaryOf(COMPLETE_ANSWERS);
    const sections = summary.flatMap((page) => page.sections);
    expect(sections.every((section) => !section.incomplete)).toBe(true);
    const rows = rowsOf(COMPLETE_ANSWERS);
    expect(rows.some((row) => row.missing)).toBe(false);
    expect(rows.map((row) => row.id)).not.toContain('middle_name');
    // Every answer given has its row.
    const given = rows.flatMap((row) => row.answered.map((question) => question.key));
    for (const key of ['first_name', 'birth_date', 'ssn', 'legal_agree', 'hs_name'])
      expect(given).toContain(key);
  });

  it('a month and year are one row under their legend', () => {
    const graduation = rowsOf(COMPLETE_ANSWERS).find((row) =>
      row.answered.some((q) => q.key === 'grad_month'),
    );
    expect(graduation?.answered.map((question) => question.key)).toEqual(['grad_month', 'grad_year']);
    expect(graduation?.label).toBe('When did you graduate, or when will you graduate?');
  });

  it('a needed answer is a row with its question to go to, and its section is incomplete', () => {
    const { city: _city, ...answers } = COMPLETE_ANSWERS;
    const summary = summaryOf(answers);
    const section = summary
      .flatMap((page) => page.sections)
      .find((candidate) => candidate.rows.some((row) => row.missing?.key === 'city'));
    expect(section?.incomplete).toBe(true);
    expect(section?.rows.find((row) => row.id === 'city')).toMatchObject({
      answered: [],
      change: { key: 'city' },
    });
    expect(summary.flatMap((page) => page.sections).filter((candidate) => candidate.incomplete)).toHaveLength(
      1,
    );
  });

  it('an answer the validator refuses keeps its value and says why', () => {
    const row = rowsOf({ ...COMPLETE_ANSWERS, ssn: '12' }).find((candidate) => candidate.id === 'ssn');
    expect(row?.answered.map((question) => question.key)).toEqual(['ssn']);
    expect(row?.messages.length).toBeGreaterThan(0);
  });

  it('a file question shows once its document is there', () => {
    const fileKeys = [...indexDefinition(APPLICATION).byPage.values()]
      .flat()
      .filter((question) => question.kind === 'fileUpload')
      .map((question) => question.key);
    const shown = (documents: ReadonlySet<string>) =>
      summaryOf(COMPLETE_ANSWERS, documents)
        .flatMap((page) => page.sections.flatMap((section) => section.rows))
        .filter((row) => fileKeys.includes(row.id));
    expect(shown(new Set())).toEqual([]);
    expect(shown(new Set(fileKeys)).length).toBeGreaterThan(0);
  });
});

describe("each step's progress (issue 31)", () => {
  it('not started, in progress, completed', () => {
    expect(progressOf({})).toEqual({
      about: 'notStarted',
      education: 'notStarted',
      'final-steps': 'notStarted',
    });
    expect(progressOf({ first_name: 'Ada' })).toMatchObject({ about: 'inProgress', education: 'notStarted' });
    expect(progressOf(COMPLETE_ANSWERS)).toEqual({
      about: 'completed',
      education: 'completed',
      'final-steps': 'completed',
    });
  });

  it('there is a problem: an answer refused, or, after a refused Submit, anything missing', () => {
    expect(progressOf({ ...COMPLETE_ANSWERS, ssn: '12' })).toMatchObject({
      about: 'problem',
      education: 'completed',
    });
    expect(progressOf({ first_name: 'Ada' }, true)).toEqual({
      about: 'problem',
      education: 'problem',
      'final-steps': 'problem',
    });
  });
});
