import { describe, expect, it } from 'vitest';
import { checkReview, reviewFromAnswers, rubricProblems } from './rubric';
import { DEFAULT_RUBRIC, type Rubric } from './rubric.schema';

const OPTIONS = { today: '2026-11-26', textAreaLimit: 1500 };
const RATED = { academic_preparation: '4', essay: '5', activities_character: '3' };

describe('checkReview', () => {
  it('keeps a complete review, without the descriptions the radio widgets add', () => {
    const review = { ratings: { ...RATED, essay_desc: '5 – Outstanding' }, recommendation: 'recommend' };
    expect(checkReview(DEFAULT_RUBRIC, review, OPTIONS)).toEqual({ errors: {}, ratings: RATED });
  });

  it("says what is missing in the rubric's own words, the recommendation included", () => {
    const { errors } = checkReview(DEFAULT_RUBRIC, { ratings: { essay: '2' }, recommendation: '' }, OPTIONS);
    expect(errors).toEqual({
      academic_preparation: ['Rate the academic preparation.'],
      activities_character: ['Rate the activities and character.'],
      recommendation: ['Choose a recommendation.'],
    });
  });

  it('refuses a rating off the scale, a recommendation not offered, unknown keys and wrong types', () => {
    const offScale = { ratings: { ...RATED, essay: '7' }, recommendation: 'maybe' };
    expect(checkReview(DEFAULT_RUBRIC, offScale, OPTIONS).errors).toEqual({
      essay: ['Choose one of the choices given.'],
      recommendation: ['Choose one of the choices given.'],
    });
    const unknown = {
      ratings: { ...RATED, interview: '5', essay: 5, recommendation: 'recommend' },
      recommendation: 'recommend',
    };
    expect(checkReview(DEFAULT_RUBRIC, unknown, OPTIONS)).toEqual({
      errors: {
        interview: ['is not a question of the review form'],
        essay: ['has a value of the wrong type'],
        recommendation: ['is not a question of the review form'],
      },
      ratings: {},
    });
  });

  it('neither checks nor keeps the answer of a question its condition hides', () => {
    const rubric: Rubric = {
      ...DEFAULT_RUBRIC,
      questions: [
        ...DEFAULT_RUBRIC.questions,
        { kind: 'checkbox', key: 'interviewed', label: 'Interviewed' },
        {
          kind: 'textarea',
          key: 'interview_notes',
          label: 'Interview',
          required: true,
          showIf: { key: 'interviewed', op: 'answered' },
        },
      ],
    };
    const hidden = { ratings: { ...RATED, interview_notes: 'Kept?' }, recommendation: 'recommend' };
    expect(checkReview(rubric, hidden, OPTIONS)).toEqual({ errors: {}, ratings: RATED });
    const shown = { ratings: { ...RATED, interviewed: true }, recommendation: 'recommend' };
    expect(checkReview(rubric, shown, OPTIONS).errors).toEqual({ interview_notes: ['Interview'] });
  });
});

describe('reviewFromAnswers', () => {
  it("takes the recommendation and its description out of the form's answers", () => {
    const answers = { ...RATED, recommendation: 'recommend', recommendation_desc: 'Recommend' };
    expect(reviewFromAnswers(DEFAULT_RUBRIC, answers)).toEqual({
      ratings: RATED,
      recommendation: 'recommend',
    });
    expect(reviewFromAnswers(DEFAULT_RUBRIC, { recommendation: null })).toEqual({
      ratings: {},
      recommendation: '',
    });
  });
});

describe('rubricProblems', () => {
  it('finds nothing wrong with the default rubric', () => {
    expect(rubricProblems(DEFAULT_RUBRIC)).toEqual([]);
  });

  it('lists a key used twice, a condition on an unknown key and a secret question, by path', () => {
    const [essay] = DEFAULT_RUBRIC.questions;
    const rubric: Rubric = {
      questions: [essay!, { ...essay!, secret: true, required: { key: 'gpa', op: 'answered' } }],
      recommendation: { ...DEFAULT_RUBRIC.recommendation, key: essay!.key },
    };
    expect(rubricProblems(rubric)).toEqual([
      "rubric.questions.1.key: 'academic_preparation' is the key of another question of the rubric",
      'rubric.questions.1.secret: a review question is never secret',
      "rubric.questions.1.required: 'gpa' is not a question of the rubric",
      "rubric.recommendation.key: 'academic_preparation' is the key of another question of the rubric",
    ]);
  });
});
