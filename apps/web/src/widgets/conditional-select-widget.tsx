import { conditionalSelectOptions, type QuestionOfKind } from '@portico/application';
import { useCallback } from 'react';
import type { AnswersState } from '../session/answers-store';
import { useAnswersSelector } from '../session/form-session';
import { SelectInput } from './select-input';
import { useDescription, useOptions } from './use-site-text';
import type { WidgetMode } from './widget-props';

/**
 * A conditional dropdown: its options follow the controlling answer (a state list
 * for USA, provinces for CAN). The store clears its value and '_desc' when the controlling answer
 * changes from one value to another (keysClearedByChange); the question is not rendered while the
 * controlling answer offers no options (isQuestionShown).
 */
export function ConditionalSelectWidget({
  question,
  mode,
}: {
  question: QuestionOfKind<'conditionalSelect'>;
  mode: WidgetMode;
}) {
  const source = useAnswersSelector(
    useCallback((current: AnswersState) => conditionalSelectOptions(question, current.answers), [question]),
  );
  const options = useOptions(source);
  const describe = useDescription(source);
  return <SelectInput question={question} options={options} describe={describe} mode={mode} />;
}
