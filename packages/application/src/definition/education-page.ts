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
    hint: text.definition.education.scoreRange(min, max),
    inputMode: 'numeric',
    maxLength: String(max).length,
    range: { min, max, integer: true, message },
  };
}

/** Page 2, Your Academics: plans, high school or GED, counselor, colleges, grades, tests, fee. */
export function educationPage(text: ApplicationText): PageDefinition {
  const words = text.definition.education;
  const { messages } = text;
  return {
    id: 'education',
    sections: [
      {
        id: 'plans',
        title: words.plansTitle,
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
            hint: words.majorHint,
            options: { source: 'majors' },
            required: true,
          },
        ],
      },
      {
        id: 'high_school',
        title: words.highSchoolTitle,
        children: [
          {
            type: 'radioDriven',
            id: 'high_school_completion',
            question: yesNo('grad_hs', words.graduated, { required: true }),
            branches: [
              {
                value: 'Y',
                children: [
                  schoolSearchBlock(text, {
                    id: 'high_school_search',
                    legend: words.highSchool,
                    prefix: 'hs',
                    category: 'hs_ceeb',
                    nameRequired: true,
                    nameRequiredMessage: words.highSchoolName,
                  }),
                  monthYearBlock({
                    id: 'high_school_graduation',
                    legend: words.graduation,
                    monthKey: 'grad_month',
                    yearKey: 'grad_year',
                    monthLabel: words.graduationMonth,
                    yearLabel: words.graduationYear,
                    years: { direction: 'past', count: 64, startOffset: 4 },
                    monthRequired: true,
                    yearRequired: true,
                  }),
                ],
              },
              {
                value: 'N',
                children: [
                  yesNo('ged_earned', words.gedEarned, {
                    required: true,
                    refuse: { values: ['N'], message: messages.gedRequired },
                  }),
                  {
                    type: 'conditional',
                    id: 'ged_details',
                    hideWhen: { key: 'ged_earned', op: 'notEquals', target: 'Y' },
                    children: [
                      monthYearBlock({
                        id: 'ged_date',
                        legend: words.gedDate,
                        monthKey: 'ged_month',
                        yearKey: 'ged_year',
                        monthLabel: words.gedMonth,
                        yearLabel: words.gedYear,
                        years: { direction: 'past', count: 60 },
                        monthRequired: { key: 'ged_earned', op: 'equals', target: 'Y' },
                        yearRequired: { key: 'ged_month', op: 'answered' },
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
            label: words.instructionType,
            options: { list: 'instructionTypes' },
          },
        ],
      },
      {
        id: 'counselor',
        title: words.counselorTitle,
        description: words.counselorDescription,
        children: [
          { kind: 'text', key: 'counselor_first_name', label: words.counselorFirstName },
          { kind: 'text', key: 'counselor_last_name', label: words.counselorLastName },
          {
            kind: 'email',
            key: 'counselor_email_address',
            label: words.counselorEmail,
            invalidMessage: messages.counselorEmailInvalid,
          },
          {
            // A switch away from the upload deletes the uploaded copy, and is
            // refused while that copy is still converting.
            type: 'tabs',
            id: 'transcript_copy',
            label: words.transcriptTabs,
            defaultTab: 'upload_transcript',
            tabs: [
              {
                id: 'upload_transcript',
                label: words.uploadTab,
                children: [
                  {
                    kind: 'fileUpload',
                    key: 'hs_transcript',
                    label: words.transcript,
                    hint: words.transcriptHint,
                  },
                ],
              },
              {
                id: 'school_sends_transcript',
                label: words.schoolSendsTab,
                children: [
                  {
                    type: 'content',
                    id: 'school_sends_transcript_note',
                    paragraphs: [words.schoolSendsNote],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'prior_colleges_section',
        title: words.priorCollegesTitle,
        description: words.priorCollegesDescription,
        children: [priorCollegesBlock(text)],
      },
      {
        id: 'grades_and_tests',
        title: words.gradesTitle,
        children: [
          {
            kind: 'number',
            key: 'hs_gpa',
            label: words.gpa,
            hint: words.gpaHint,
            inputMode: 'decimal',
            maxLength: 6,
          },
          {
            kind: 'select',
            key: 'gpa_scale',
            label: words.gpaScale,
            hint: words.gpaScaleHint,
            options: { list: 'gpaScales' },
          },
          yesNo('take_sat_act', words.reportScores, {
            hint: words.reportScoresHint,
          }),
          {
            type: 'conditional',
            id: 'test_scores',
            hideWhen: { key: 'take_sat_act', op: 'notEquals', target: 'Y' },
            children: [
              scoreQuestion(
                text,
                'sat_score_total',
                words.satScore,
                LIMITS.satMin,
                LIMITS.satMax,
                messages.satInvalid,
              ),
              monthYearBlock({
                id: 'sat_test_date',
                legend: words.satDate,
                monthKey: 'sat_test_month',
                yearKey: 'sat_test_year',
                monthLabel: words.satMonth,
                yearLabel: words.satYear,
                years: { direction: 'past', count: 10 },
              }),
              scoreQuestion(
                text,
                'act_score_composite',
                words.actScore,
                LIMITS.actMin,
                LIMITS.actMax,
                messages.actInvalid,
              ),
              monthYearBlock({
                id: 'act_test_date',
                legend: words.actDate,
                monthKey: 'act_test_month',
                yearKey: 'act_test_year',
                monthLabel: words.actMonth,
                yearLabel: words.actYear,
                years: { direction: 'past', count: 10 },
              }),
            ],
          },
        ],
      },
      {
        id: 'application_fee',
        title: words.feeTitle,
        children: [
          yesNo('app_fee_waiver', words.feeWaiver, {
            hint: words.feeWaiverHint,
          }),
          {
            kind: 'text',
            key: 'waiver_code',
            label: words.waiverCode,
            showIf: { key: 'app_fee_waiver', op: 'equals', target: 'Y' },
          },
          yesNo('finance_fee_waiver', words.hardshipWaiver, {
            showIf: { key: 'app_fee_waiver', op: 'equals', target: 'N' },
          }),
          {
            kind: 'fileUpload',
            key: 'fee_waiver_letter',
            label: words.waiverLetter,
            hint: words.waiverLetterHint,
            showIf: { key: 'finance_fee_waiver', op: 'equals', target: 'Y' },
          },
        ],
      },
    ],
  };
}
