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
  const d = text.definition;
  return [
    yesNo(key, label, { required: true, requiredMessage: text.messages[`${key}Required`] }),
    {
      type: 'conditional',
      id: `${key}_details`,
      hideWhen: { key, op: 'notEquals', target: 'Y' },
      children: [
        monthYearBlock({
          id: `${key}_date`,
          legend: d('When did this happen?'),
          monthKey: `${key}_month`,
          yearKey: `${key}_year`,
          monthLabel: d('Month'),
          yearLabel: d('Year'),
          years: { direction: 'past', count: 60 },
        }),
        {
          kind: 'textarea',
          key: `${key}_comment`,
          label: d('Tell us what happened.'),
          hint: d('Include anything you would like us to know, such as what you have learned since.'),
        },
      ],
    },
  ];
}

/** Page 3, Final Steps: statement, conduct, counselor waiver and the agreements. */
export function finalStepsPage(text: ApplicationText): PageDefinition {
  const d = text.definition;
  return {
    id: 'final-steps',
    sections: [
      {
        id: 'nondiscrimination',
        title: d('Nondiscrimination Statement'),
        children: [
          {
            type: 'content',
            id: 'nondiscrimination_text',
            paragraphs: [
              d(
                '{institution} does not discriminate on the basis of race, color, religion, national origin, sex, sexual orientation, gender identity, age, disability, genetic information or veteran status in its admission decisions, programs or activities.',
              ),
              d('Questions about this policy may be sent to the Office of Undergraduate Admissions.'),
            ],
          },
          {
            kind: 'checkbox',
            key: 'nondiscrimination_statement',
            label: d('I have read the nondiscrimination statement.'),
          },
        ],
      },
      {
        id: 'conduct',
        title: d('Conduct'),
        description: d(
          'A Yes answer does not by itself prevent your admission. Answer honestly: we review each answer in context.',
        ),
        children: [
          ...conductQuestion(
            text,
            'conviction',
            d(
              'Have you ever been convicted of a crime other than a minor traffic violation, or are criminal charges pending against you?',
            ),
          ),
          ...conductQuestion(
            text,
            'suspended',
            d(
              'Have you ever been suspended, expelled or dismissed from a school or college for disciplinary reasons?',
            ),
          ),
          ...conductQuestion(
            text,
            'assault',
            d(
              'Have you ever been found responsible for, or charged with, sexual assault or another violent offense?',
            ),
          ),
          {
            kind: 'fileUpload',
            key: 'conduct_explanation',
            label: d('Conduct Explanation Letter'),
            hint: d(
              'If you answered Yes above, you may attach a letter or a court or school record that explains it.',
            ),
          },
        ],
      },
      {
        id: 'counselor_recommendation',
        title: d('Counselor Recommendation'),
        children: [
          yesNo(
            'counselor_waiver_request',
            d('Do you waive your right to see the recommendation your school counselor sends us?'),
            {
              hint: d(
                'Once you enroll, the Family Educational Rights and Privacy Act (FERPA) lets you see your admission records unless you waive that right for recommendations. Your answer does not affect admission.',
              ),
              required: true,
              requiredMessage: text.messages.counselorWaiverRequired,
            },
          ),
        ],
      },
      {
        id: 'agreements',
        title: d('Agreements'),
        children: [
          {
            kind: 'checkbox',
            key: 'legal_agree',
            label: d(
              'I certify that the information in this application is complete and accurate, and that it is my own.',
            ),
            required: true,
            requiredMessage: text.messages.legalAgreeRequired,
          },
          {
            kind: 'checkbox',
            key: 'legal_agree_transcript',
            label: d(
              'I understand that I must have an official transcript from my high school (or my GED results) and from every college I have attended sent to the admissions office.',
            ),
            required: true,
            requiredMessage: text.messages.legalAgreeTranscriptRequired,
          },
          {
            kind: 'checkbox',
            key: 'legal_agree_2',
            label: d(
              'I understand that false or missing information may lead to the refusal or withdrawal of my admission.',
            ),
            required: true,
            requiredMessage: text.messages.legalAgree2Required,
          },
          {
            kind: 'checkbox',
            key: 'legal_agree_3',
            label: d(
              'I allow the admissions office to check the information I have given with the schools I have attended and with testing agencies.',
            ),
            required: true,
            requiredMessage: text.messages.legalAgree3Required,
          },
        ],
      },
    ],
  };
}
