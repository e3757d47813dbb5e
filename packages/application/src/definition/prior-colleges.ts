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
  const words = text.definition.priorColleges;
  return {
    label: words.component(number),
    prefix,
    children: [
      schoolSearchBlock(text, {
        id: `${prefix}_search`,
        legend: words.school,
        prefix,
        category: 'college_ceeb',
      }),
      monthYearBlock({
        id: `${prefix}_attended_from`,
        legend: words.started,
        monthKey: key('attend_from_month'),
        yearKey: key('attend_from_year'),
        monthLabel: words.startMonth,
        yearLabel: words.startYear,
        years: { direction: 'past', count: 60 },
      }),
      monthYearBlock({
        id: `${prefix}_attended_to`,
        legend: words.finished,
        monthKey: key('attend_to_month'),
        yearKey: key('attend_to_year'),
        monthLabel: words.lastMonth,
        yearLabel: words.lastYear,
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
