import { descriptionKey, optionLabel, type Option } from '@portico/application';
import { useSiteLang } from '../config/site-config-context';
import { Field, useInputDescription, PrintValue } from './field';
import { useQuestion } from './use-question';
import type { WidgetMode } from './widget-props';

const NO_ERRORS: readonly string[] = [];

/**
 * The one dropdown: a native <select>, which every phone turns into its own accessible picker.
 * The option lists start with the empty '--' entry. A choice stores the value and, in
 * '{key}_desc', its English label (`describe`); the empty entry stores '' in both.
 */
export function SelectInput({
  question,
  options,
  describe,
  mode,
  autoComplete,
  groupErrors = false,
}: {
  question: { key: string; label: string; hint?: string | undefined };
  options: readonly Option[];
  /** The label stored in '{key}_desc' (useDescription). */
  describe: (value: string) => string;
  mode: WidgetMode;
  autoComplete?: string | undefined;
  /** The errors show on the enclosing group (the month and year pair), not here. */
  groupErrors?: boolean;
}) {
  const [store, ownErrors, label, hint, current] = useQuestion(question);
  const answerKey = question.key;
  const errors = groupErrors ? NO_ERRORS : ownErrors;

  const description = useInputDescription(answerKey, hint, errors);
  const lang = useSiteLang();
  if (mode === 'print') return <PrintValue label={label} value={optionLabel(options, current)} />;

  return (
    <Field inputId={answerKey} label={label} hint={hint} errors={errors}>
      <select
        id={answerKey}
        name={answerKey}
        className="field__input field__select"
        value={current}
        autoComplete={autoComplete}
        onChange={(event) => {
          const next = event.target.value;
          store.setAnswers({ [answerKey]: next, [descriptionKey(answerKey)]: describe(next) });
        }}
        {...description}
        aria-invalid={ownErrors.length > 0 ? true : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={lang(option.label)}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
