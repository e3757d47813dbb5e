import type { QuestionOfKind } from '@portico/application';
import { SelectInput } from './select-input';
import { useOptions, useSiteText } from './use-site-text';
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
  const text = useSiteText();
  const options = useOptions(question.options);
  return (
    <SelectInput
      answerKey={question.key}
      label={text(question.label)}
      hint={question.hint && text(question.hint)}
      options={options}
      mode={mode}
      groupErrors={groupErrors}
    />
  );
}
