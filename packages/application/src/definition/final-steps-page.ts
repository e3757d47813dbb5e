import type { PageDefinition } from '../application-definition.schema';
import type { FormNode } from '../block.schema';
import { monthYearBlock, yesNo } from './field-groups';

/** A conduct question: Yes reveals when it happened and an optional explanation. */
function conductQuestion(key: 'conviction' | 'suspended' | 'assault', label: string): FormNode[] {
  return [
    yesNo(key, label, { required: true }),
    {
      type: 'conditional',
      id: `${key}_details`,
      hideWhen: { key, op: 'notEquals', target: 'Y' },
      children: [
        monthYearBlock({
          id: `${key}_date`,
          legend: 'When did this happen?',
          monthKey: `${key}_month`,
          yearKey: `${key}_year`,
          monthLabel: 'Month',
          yearLabel: 'Year',
          years: { direction: 'past', count: 60 },
        }),
        {
          kind: 'textarea',
          key: `${key}_comment`,
          label: 'Tell us what happened.',
          hint: 'Include anything you would like us to know, such as what you have learned since.',
        },
      ],
    },
  ];
}

/** Page 3, Final Steps: statement, conduct, counselor waiver and the agreements. */
export const FINAL_STEPS_PAGE: PageDefinition = {
  id: 'final-steps',
  sections: [
    {
      id: 'nondiscrimination',
      title: 'Nondiscrimination Statement',
      children: [
        {
          type: 'content',
          id: 'nondiscrimination_text',
          paragraphs: [
            '{institution} does not discriminate on the basis of race, color, religion, national origin, sex, sexual orientation, gender identity, age, disability, genetic information or veteran status in its admission decisions, programs or activities.',
            'Questions about this policy may be sent to the Office of Undergraduate Admissions.',
          ],
        },
        {
          kind: 'checkbox',
          key: 'nondiscrimination_statement',
          label: 'I have read the nondiscrimination statement.',
        },
      ],
    },
    {
      id: 'conduct',
      title: 'Conduct',
      description:
        'A Yes answer does not by itself prevent your admission. Answer honestly: we review each answer in context.',
      children: [
        ...conductQuestion(
          'conviction',
          'Have you ever been convicted of a crime other than a minor traffic violation, or are criminal charges pending against you?',
        ),
        ...conductQuestion(
          'suspended',
          'Have you ever been suspended, expelled or dismissed from a school or college for disciplinary reasons?',
        ),
        ...conductQuestion(
          'assault',
          'Have you ever been found responsible for, or charged with, sexual assault or another violent offense?',
        ),
        {
          kind: 'fileUpload',
          key: 'conduct_explanation',
          label: 'Conduct Explanation Letter (optional)',
          hint: 'If you answered Yes above, you may attach a letter or a court or school record that explains it.',
        },
      ],
    },
    {
      id: 'counselor_recommendation',
      title: 'Counselor Recommendation',
      children: [
        yesNo(
          'counselor_waiver_request',
          'Do you waive your right to see the recommendation your school counselor sends us?',
          {
            hint: 'Once you enroll, the Family Educational Rights and Privacy Act (FERPA) lets you see your admission records unless you waive that right for recommendations. Your answer does not affect admission.',
            required: true,
          },
        ),
      ],
    },
    {
      id: 'agreements',
      title: 'Agreements',
      children: [
        {
          kind: 'checkbox',
          key: 'legal_agree',
          label:
            'I certify that the information in this application is complete and accurate, and that it is my own.',
          required: true,
        },
        {
          kind: 'checkbox',
          key: 'legal_agree_transcript',
          label:
            'I understand that I must have an official transcript from my high school (or my GED results) and from every college I have attended sent to the admissions office.',
          required: true,
        },
        {
          kind: 'checkbox',
          key: 'legal_agree_2',
          label:
            'I understand that false or missing information may lead to the refusal or withdrawal of my admission.',
          required: true,
        },
        {
          kind: 'checkbox',
          key: 'legal_agree_3',
          label:
            'I allow the admissions office to check the information I have given with the schools I have attended and with testing agencies.',
          required: true,
        },
      ],
    },
  ],
};
