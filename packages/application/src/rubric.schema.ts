import { z } from 'zod';
import {
  ZCheckboxQuestion,
  ZNumberQuestion,
  ZRadioQuestion,
  ZSelectQuestion,
  ZTextAreaQuestion,
  ZTextQuestion,
} from './question.schema';

/**
 * A question of the review form: an application question of a kind a reader answers about a file
 * (a rating, a choice, a comment). Files, look-ups, conditional dropdowns and the applicant's own
 * data (phone, SSN, e-mail, date of birth) have no meaning in a review, so the schema refuses them.
 */
export const ZRubricQuestion = z.discriminatedUnion('kind', [
  ZRadioQuestion,
  ZSelectQuestion,
  ZTextQuestion,
  ZTextAreaQuestion,
  ZNumberQuestion,
  ZCheckboxQuestion,
]);
export type RubricQuestion = z.infer<typeof ZRubricQuestion>;

/**
 * The review form a reader fills beside an application (issue 28), as data: its questions are the
 * application's (the same types, rendered by the same widgets, checked by the same validator), and
 * the recommendation is a radio question whose answer is kept in a column of its own. Checked
 * against itself when the configuration loads (`rubricProblems`).
 */
export const ZRubric = z.strictObject({
  questions: z.array(ZRubricQuestion).min(1).max(30),
  recommendation: ZRadioQuestion,
});
export type Rubric = z.infer<typeof ZRubric>;

const SCALE = {
  inline: [
    { value: '1', label: '1 – Weak' },
    { value: '2', label: '2 – Fair' },
    { value: '3', label: '3 – Good' },
    { value: '4', label: '4 – Very good' },
    { value: '5', label: '5 – Outstanding' },
  ],
};

/** The review form every site has unless its configuration gives its own (issue 28). */
export const DEFAULT_RUBRIC: Rubric = {
  questions: [
    {
      kind: 'radio',
      key: 'academic_preparation',
      label: 'Academic preparation',
      hint: 'Courses, grades and test scores.',
      required: true,
      requiredMessage: 'Rate the academic preparation.',
      options: SCALE,
    },
    {
      kind: 'radio',
      key: 'essay',
      label: 'Essay',
      required: true,
      requiredMessage: 'Rate the essay.',
      options: SCALE,
    },
    {
      kind: 'radio',
      key: 'activities_character',
      label: 'Activities and character',
      required: true,
      requiredMessage: 'Rate the activities and character.',
      options: SCALE,
    },
  ],
  recommendation: {
    kind: 'radio',
    key: 'recommendation',
    label: 'Recommendation',
    required: true,
    requiredMessage: 'Choose a recommendation.',
    options: {
      inline: [
        { value: 'strongly_recommend', label: 'Strongly recommend' },
        { value: 'recommend', label: 'Recommend' },
        { value: 'recommend_with_reservations', label: 'Recommend with reservations' },
        { value: 'do_not_recommend', label: 'Do not recommend' },
      ],
    },
  },
};
