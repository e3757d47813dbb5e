import { choicesOf, descriptionKey, optionLabel, type QuestionOfKind } from '@portico/application';
import { useAnswer, useFormSession } from '../session/form-session';
import { FieldGroup, PrintValue, useQuestionErrors } from './field';
import { useOptions, useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';

/** Print lists with more than this many answers in columns, each marked [X] or [ ]. */
const PRINT_COLUMNS_ABOVE = 2;

/**
 * A radio list in a fieldset whose legend is the question. The first radio's id is the answer
 * key, so that the validation summary's link focuses it (as GOV.UK's error summary does).
 * A choice stores the value and its label in '{key}_desc'.
 */
export function RadioWidget({ question, mode }: { question: QuestionOfKind<'radio'>; mode: WidgetMode }) {
  const text = useSiteText();
  const { store } = useFormSession();
  const value = useAnswer(question.key);
  const errors = useQuestionErrors(question.key);
  const options = useOptions(question.options);
  const choices = choicesOf(options);
  const label = text(question.label);
  const hint = question.hint && text(question.hint);

  if (mode === 'print') {
    if (choices.length <= PRINT_COLUMNS_ABOVE)
      return <PrintValue label={label} value={optionLabel(options, value)} />;
    return (
      <div className="print-field">
        <span className="print-field__label">{label}</span>
        <ul className="print-field__columns">
          {choices.map((choice) => (
            <li key={choice.value}>
              {choice.value === value ? '[X]' : '[ ]'} {choice.label}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <FieldGroup legend={label} hint={hint} hintKey={question.key} errors={errors}>
      <div className={choices.length <= 2 ? 'choices choices--inline' : 'choices'}>
        {choices.map((choice, index) => {
          const id = index === 0 ? question.key : `${question.key}-${choice.value}`;
          return (
            <div key={choice.value} className="choice">
              <input
                id={id}
                className="choice__input"
                type="radio"
                name={question.key}
                value={choice.value}
                checked={value === choice.value}
                onChange={() =>
                  store.setAnswers({
                    [question.key]: choice.value,
                    [descriptionKey(question.key)]: choice.label,
                  })
                }
              />
              <label className="choice__label" htmlFor={id}>
                {choice.label}
              </label>
            </div>
          );
        })}
      </div>
    </FieldGroup>
  );
}
