import type { QuestionOfKind } from '@portico/application';
import { SelectInput } from './select-input';
import { useDescription, useOptions } from './use-site-text';
import type { WidgetMode } from './widget-props';

/** A single dropdown. */
export function SelectWidget({
  question,
  mode,
  groupErrors = false,
}: {
  question: QuestionOfKind<'select'>;
  mode: WidgetMode;
  /** Inside the month and year pair, which shows the errors of both. */
  groupErrors?: boolean;
}) {
  const options = useOptions(question.options);
  const describe = useDescription(question.options);
  return (
    <SelectInput
      question={question}
      options={options}
      describe={describe}
      mode={mode}
      groupErrors={groupErrors}
    />
  );
}
