import type { PageDefinition } from '../application-definition.schema';
import type { FormNode } from '../block.schema';
import type { ApplicationText } from './application-text';
import { monthYearBlock, yesNo } from './field-groups';

/** A conduct question: Yes reveals when it happened and an optional explanation. */
function conductQuestion(
  text: ApplicationText,
  key: 'conviction' | 'suspended' | 'assault',
  label: string,
): FormNode[] {
  const words = text.definition.finalSteps;
  return [
    yesNo(key, label, { required: true }),
    {
      type: 'conditional',
      id: `${key}_details`,
      hideWhen: { key, op: 'notEquals', target: 'Y' },
      children: [
        monthYearBlock({
          id: `${key}_date`,
          legend: words.conductDate,
          monthKey: `${key}_month`,
          yearKey: `${key}_year`,
          monthLabel: words.conductMonth,
          yearLabel: words.conductYear,
          years: { direction: 'past', count: 60 },
        }),
        {
          kind: 'textarea',
          key: `${key}_comment`,
          label: words.conductComment,
          hint: words.conductCommentHint,
        },
      ],
    },
  ];
}

/** Page 3, Final Steps: statement, conduct, counselor waiver and the agreements. */
export function finalStepsPage(text: ApplicationText): PageDefinition {
  const words = text.definition.finalSteps;
  return {
    id: 'final-steps',
    sections: [
      {
        id: 'nondiscrimination',
        title: words.nondiscriminationTitle,
        children: [
          {
            type: 'content',
            id: 'nondiscrimination_text',
            paragraphs: [words.nondiscrimination, words.nondiscriminationQuestions],
          },
          {
            kind: 'checkbox',
            key: 'nondiscrimination_statement',
            label: words.nondiscriminationRead,
          },
        ],
      },
      {
        id: 'conduct',
        title: words.conductTitle,
        description: words.conductDescription,
        children: [
          ...conductQuestion(text, 'conviction', words.conviction),
          ...conductQuestion(text, 'suspended', words.suspended),
          ...conductQuestion(text, 'assault', words.assault),
          {
            kind: 'fileUpload',
            key: 'conduct_explanation',
            label: words.conductLetter,
            hint: words.conductLetterHint,
          },
        ],
      },
      {
        id: 'counselor_recommendation',
        title: words.recommendationTitle,
        children: [
          yesNo('counselor_waiver_request', words.counselorWaiver, {
            hint: words.counselorWaiverHint,
            required: true,
          }),
        ],
      },
      {
        id: 'agreements',
        title: words.agreementsTitle,
        children: [
          {
            kind: 'checkbox',
            key: 'legal_agree',
            label: words.agreeAccurate,
            required: true,
          },
          {
            kind: 'checkbox',
            key: 'legal_agree_transcript',
            label: words.agreeTranscripts,
            required: true,
          },
          {
            kind: 'checkbox',
            key: 'legal_agree_2',
            label: words.agreeConsequences,
            required: true,
          },
          {
            kind: 'checkbox',
            key: 'legal_agree_3',
            label: words.agreeVerification,
            required: true,
          },
        ],
      },
    ],
  };
}
