import { formatAnswerKey, hasText, isAnswered } from '../answers';
import type { Answers } from '../answers.schema';
import type { ApplicationDefinition } from '../application-definition.schema';
import { LIMITS } from '../constants';
import { collegePrefix } from '../definition/prior-colleges';
import { blocksIn, pageNodes } from '../form-tree';
import type { ApplicationText } from '../definition/application-text';
import type { DefinitionTextId } from '../definition/definition-text.en';
import { formatMessage, type MessageFormats, type Messages } from '../messages';
import { GPA_SCALE_OPTIONS } from '../options/answer-choices';
import type { CrossFieldRule, FieldMessage } from './cross-field-rule';

/** A GPA as a transcript writes it: up to three digits, then up to three decimals. */
const GPA_PATTERN = /^\d{1,3}(\.\d{1,3})?$/;

/** The GPA is a number, and no higher than the scale chosen for it (when the scale is a number). */
export function gpaRule(text: ApplicationText): CrossFieldRule {
  return {
    id: 'gpa',
    page: 'education',
    keys: ['hs_gpa', 'gpa_scale'],
    check(answers) {
      const gpa = answers['hs_gpa'];
      if (!hasText(gpa)) return [];
      if (!GPA_PATTERN.test(gpa.trim())) return [{ key: 'hs_gpa', message: text.messages.gpaInvalid }];
      const scale = GPA_SCALE_OPTIONS.find((option) => option.value === answers['gpa_scale'] && option.value);
      if (scale && Number.isFinite(Number(scale.value)) && Number(gpa) > Number(scale.value)) {
        return [
          {
            key: 'hs_gpa',
            message: text.format.gpaAboveScale(text.definition(scale.label as DefinitionTextId)),
          },
        ];
      }
      return [];
    },
  };
}

/** A month as a count of months, to compare; undefined until both month and year are chosen. */
function monthIndex(answers: Answers, monthKey: string, yearKey: string): number | undefined {
  const month = Number(answers[monthKey]);
  const year = Number(answers[yearKey]);
  return hasText(answers[monthKey]) && hasText(answers[yearKey]) ? year * 12 + month : undefined;
}

/**
 * Prior college n: once any of it is answered, it needs its name, when it started and when it
 * ended (or will), and it cannot end before it started. An untouched college asks for nothing.
 */
function collegeRule(number: number, messages: Messages): CrossFieldRule {
  const key = (field: string) => formatAnswerKey(collegePrefix(number), field);
  const [fromMonth, fromYear, toMonth, toYear] = [
    key('attend_from_month'),
    key('attend_from_year'),
    key('attend_to_month'),
    key('attend_to_year'),
  ];
  const place = ['name', 'address_line_1', 'city', 'country', 'state', 'zip'].map(key);
  const keys = [...place, fromMonth, fromYear, toMonth, toYear];
  return {
    id: `college_${number}`,
    page: 'education',
    keys,
    check(answers) {
      if (!keys.some((answerKey) => isAnswered(answers[answerKey]))) return [];
      const found: FieldMessage[] = [];
      if (!hasText(answers[key('name')]))
        found.push({ key: key('name'), message: messages.collegeNameMissing });
      const started = monthIndex(answers, fromMonth, fromYear);
      const ended = monthIndex(answers, toMonth, toYear);
      if (started === undefined) found.push({ key: fromMonth, message: messages.collegeStartMissing });
      if (ended === undefined) found.push({ key: toMonth, message: messages.collegeEndMissing });
      if (started !== undefined && ended !== undefined && ended < started) {
        found.push({ key: toMonth, message: messages.collegeDatesOrder });
      }
      return found;
    },
  };
}

/** The rules of the prior colleges, their messages from `messages`. */
export function collegeRules(messages: Messages): CrossFieldRule[] {
  return Array.from({ length: LIMITS.priorColleges }, (_, index) => collegeRule(index + 1, messages));
}

/**
 * A box marked `exclusive` ('None of these apply to me') is ticked alone or not at all in its
 * group: one rule per group that has one. The message names the box by its label in the
 * definition's language, worded by `format`.
 */
export function exclusiveChoiceRules(
  definition: ApplicationDefinition,
  format: MessageFormats = formatMessage,
): CrossFieldRule[] {
  return definition.pages.flatMap((page) =>
    blocksIn(pageNodes(page)).flatMap((block) => {
      if (block.type !== 'checkGroup') return [];
      const exclusive = block.children.find((box) => box.exclusive);
      if (!exclusive) return [];
      const others = block.children.filter((box) => box !== exclusive).map((box) => box.key);
      return [
        {
          id: `exclusive_${block.id}`,
          page: page.id,
          keys: [exclusive.key, ...others],
          check: (answers: Answers) =>
            answers[exclusive.key] === true && others.some((other) => answers[other] === true)
              ? [
                  {
                    key: exclusive.key,
                    message: format.exclusiveChoice(exclusive.label.replace(/\.$/, '')),
                  },
                ]
              : [],
        },
      ];
    }),
  );
}
