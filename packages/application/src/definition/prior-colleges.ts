import { formatAnswerKey } from '../answers';
import type { BlockOfType } from '../block';
import { LIMITS } from '../constants';
import type { ApplicationText } from './application-text';
import { monthYearBlock, schoolSearchBlock } from './field-groups';

/**
 * The key prefix of prior college n: college 1 has no number in its keys
 * (college_ceeb, college_name, ...), the others use college_N_ (college_2_ceeb, ...).
 */
export function collegePrefix(number: number): string {
  return number === 1 ? 'college' : `college_${number}`;
}

function collegeComponent(
  text: ApplicationText,
  number: number,
): BlockOfType<'addAnother'>['components'][number] {
  const prefix = collegePrefix(number);
  const key = (field: string) => formatAnswerKey(prefix, field);
  const d = text.definition;
  return {
    label: d('College {number}', { number }),
    prefix,
    children: [
      schoolSearchBlock(text, {
        id: `${prefix}_search`,
        legend: d('College or University'),
        legendHidden: true,
        prefix,
        category: 'college_ceeb',
      }),
      monthYearBlock({
        id: `${prefix}_attended_from`,
        legend: d('When did you start there?'),
        monthKey: key('attend_from_month'),
        yearKey: key('attend_from_year'),
        monthLabel: d('Start Month'),
        yearLabel: d('Start Year'),
        years: { direction: 'past', count: 60 },
      }),
      monthYearBlock({
        id: `${prefix}_attended_to`,
        legend: d('When did you finish there, or when will you finish?'),
        monthKey: key('attend_to_month'),
        yearKey: key('attend_to_year'),
        monthLabel: d('Last Month'),
        yearLabel: d('Last Year'),
        years: { direction: 'past', count: 61, startOffset: 1 },
      }),
    ],
  };
}

/** Up to 9 prior colleges through 'Add Another'. */
export function priorCollegesBlock(text: ApplicationText): BlockOfType<'addAnother'> {
  return {
    type: 'addAnother',
    id: 'prior_colleges',
    maxNumberOfComponents: LIMITS.priorColleges,
    components: Array.from({ length: LIMITS.priorColleges }, (_, index) => collegeComponent(text, index + 1)),
  };
}
