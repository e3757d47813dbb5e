import type { PageDefinition } from '../application-definition.schema';
import type { Question } from '../question.schema';
import { LIMITS } from '../constants';
import { monthYearBlock, schoolSearchBlock, yesNo } from './field-groups';
import type { ApplicationText } from './application-text';
import { priorCollegesBlock } from './prior-colleges';

/** A whole-number test score between min and max, its range in its hint. */
function scoreQuestion(
  text: ApplicationText,
  key: string,
  label: string,
  min: number,
  max: number,
  message: string,
): Question {
  return {
    kind: 'number',
    key,
    label,
    hint: text.definition('Between {min} and {max}.', { min, max }),
    inputMode: 'numeric',
    maxLength: String(max).length,
    range: { min, max, integer: true, message },
  };
}

/** Page 2, Your Academics: plans, high school or GED, counselor, colleges, grades, tests, fee. */
export function educationPage(text: ApplicationText): PageDefinition {
  const d = text.definition;
  const { messages } = text;
  return {
    id: 'education',
    sections: [
      {
        id: 'plans',
        title: d('Your Plans'),
        children: [
          {
            kind: 'select',
            key: 'entry_term',
            label: messages.entryTerm,
            options: { source: 'entryTerms' },
            required: true,
          },
          {
            kind: 'select',
            key: 'applied_major',
            label: messages.appliedMajor,
            hint: d('You can change your major after you enroll.'),
            options: { source: 'majors' },
            required: true,
          },
        ],
      },
      {
        id: 'high_school',
        title: d('High School'),
        children: [
          {
            type: 'radioDriven',
            id: 'high_school_completion',
            question: yesNo(
              'grad_hs',
              d('Have you graduated from high school, or will you graduate before you enroll?'),
              { required: true, requiredMessage: messages.gradHsRequired },
            ),
            branches: [
              {
                value: 'Y',
                children: [
                  schoolSearchBlock(text, {
                    id: 'high_school_search',
                    legend: d('Your High School'),
                    prefix: 'hs',
                    category: 'hs_ceeb',
                    nameRequiredMessage: messages.highSchoolNameRequired,
                  }),
                  monthYearBlock({
                    id: 'high_school_graduation',
                    legend: d('When did you graduate, or when will you graduate?'),
                    monthKey: 'grad_month',
                    yearKey: 'grad_year',
                    monthLabel: d('Graduation Month'),
                    yearLabel: d('Graduation Year'),
                    years: { direction: 'past', count: 64, startOffset: 4 },
                    monthRequired: { when: true, message: messages.gradMonthRequired },
                    yearRequired: { when: true, message: messages.gradYearRequired },
                  }),
                ],
              },
              {
                value: 'N',
                children: [
                  yesNo(
                    'ged_earned',
                    d('Have you earned a GED or another high school equivalency credential?'),
                    {
                      required: true,
                      requiredMessage: messages.gedEarnedRequired,
                      refuse: { values: ['N'], message: messages.gedRequired },
                    },
                  ),
                  {
                    type: 'conditional',
                    id: 'ged_details',
                    hideWhen: { key: 'ged_earned', op: 'notEquals', target: 'Y' },
                    children: [
                      monthYearBlock({
                        id: 'ged_date',
                        legend: d('When did you earn it?'),
                        monthKey: 'ged_month',
                        yearKey: 'ged_year',
                        monthLabel: d('GED Month'),
                        yearLabel: d('GED Year'),
                        years: { direction: 'past', count: 60 },
                        monthRequired: {
                          when: { key: 'ged_earned', op: 'equals', target: 'Y' },
                          message: messages.gedMonthRequired,
                        },
                        yearRequired: {
                          when: { key: 'ged_month', op: 'answered' },
                          message: messages.gedYearRequired,
                        },
                      }),
                    ],
                  },
                ],
              },
            ],
          },
          {
            kind: 'select',
            key: 'instruction_type',
            label: d('What kind of high school did you attend?'),
            options: { list: 'instructionTypes' },
          },
        ],
      },
      {
        id: 'counselor',
        title: d('School Counselor'),
        description: d(
          'We may contact your counselor about your transcript. Leave this blank if you do not have one.',
        ),
        children: [
          { kind: 'text', key: 'counselor_first_name', label: d('Counselor First Name') },
          { kind: 'text', key: 'counselor_last_name', label: d('Counselor Last Name') },
          {
            kind: 'email',
            key: 'counselor_email_address',
            label: d('Counselor Email Address'),
            invalidMessage: messages.counselorEmailInvalid,
          },
          {
            // A switch away from the upload deletes the uploaded copy, and is
            // refused while that copy is still converting.
            type: 'tabs',
            id: 'transcript_copy',
            label: d('Your Unofficial Transcript'),
            defaultTab: 'upload_transcript',
            tabs: [
              {
                id: 'upload_transcript',
                label: d('Upload a Copy'),
                children: [
                  {
                    kind: 'fileUpload',
                    key: 'hs_transcript',
                    label: d('Unofficial High School Transcript'),
                    hint: d(
                      'A copy of your transcript helps us review your application while the official one is on its way.',
                    ),
                  },
                ],
              },
              {
                id: 'school_sends_transcript',
                label: d('My School Will Send It'),
                children: [
                  {
                    type: 'content',
                    id: 'school_sends_transcript_note',
                    paragraphs: [
                      d(
                        'Nothing to upload: we will review your application once your official transcript arrives from your school. Ask your counselor to send it after you submit.',
                      ),
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'prior_colleges_section',
        title: d('Colleges and Universities'),
        description: d(
          'List each college or university where you have taken classes, including dual enrollment classes taken in high school. Leave this blank if you have not taken any.',
        ),
        children: [priorCollegesBlock(text)],
      },
      {
        id: 'grades_and_tests',
        title: d('Grades and Test Scores'),
        children: [
          {
            kind: 'number',
            key: 'hs_gpa',
            label: d('High School GPA'),
            hint: d('Your cumulative grade point average as your transcript shows it, for example 3.45.'),
            inputMode: 'decimal',
            maxLength: 6,
          },
          {
            kind: 'select',
            key: 'gpa_scale',
            label: d('GPA Scale'),
            hint: d('The highest GPA your school gives, for example 4.0.'),
            options: { list: 'gpaScales' },
          },
          yesNo('take_sat_act', d('Would you like to report SAT or ACT scores?'), {
            hint: d(
              'Test scores are optional. To send official scores, use SAT code {satCode} or ACT code {actCode}.',
            ),
          }),
          {
            type: 'conditional',
            id: 'test_scores',
            hideWhen: { key: 'take_sat_act', op: 'notEquals', target: 'Y' },
            children: [
              scoreQuestion(
                text,
                'sat_score_total',
                d('SAT Total Score'),
                LIMITS.satMin,
                LIMITS.satMax,
                messages.satInvalid,
              ),
              monthYearBlock({
                id: 'sat_test_date',
                legend: d('When did you take the SAT?'),
                monthKey: 'sat_test_month',
                yearKey: 'sat_test_year',
                monthLabel: d('SAT Month'),
                yearLabel: d('SAT Year'),
                years: { direction: 'past', count: 10 },
              }),
              scoreQuestion(
                text,
                'act_score_composite',
                d('ACT Composite Score'),
                LIMITS.actMin,
                LIMITS.actMax,
                messages.actInvalid,
              ),
              monthYearBlock({
                id: 'act_test_date',
                legend: d('When did you take the ACT?'),
                monthKey: 'act_test_month',
                yearKey: 'act_test_year',
                monthLabel: d('ACT Month'),
                yearLabel: d('ACT Year'),
                years: { direction: 'past', count: 10 },
              }),
            ],
          },
        ],
      },
      {
        id: 'application_fee',
        title: d('Application Fee'),
        children: [
          yesNo('app_fee_waiver', d('Do you have an application fee waiver?'), {
            hint: d('For example from the College Board, ACT, NACAC or your school counselor.'),
          }),
          {
            kind: 'text',
            key: 'waiver_code',
            label: d('Fee Waiver Code'),
            showIf: { key: 'app_fee_waiver', op: 'equals', target: 'Y' },
          },
          yesNo(
            'finance_fee_waiver',
            d('Would you like to ask us to waive the fee because paying it would be a financial hardship?'),
            {
              showIf: { key: 'app_fee_waiver', op: 'equals', target: 'N' },
            },
          ),
          {
            kind: 'fileUpload',
            key: 'fee_waiver_letter',
            label: d('Counselor Fee-Waiver Letter'),
            hint: d(
              'A letter from your school counselor confirming that the fee would be a hardship speeds up the waiver.',
            ),
            showIf: { key: 'finance_fee_waiver', op: 'equals', target: 'Y' },
          },
        ],
      },
    ],
  };
}
