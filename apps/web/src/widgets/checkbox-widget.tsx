import type { QuestionOfKind } from '@portico/application';
import { useAnswer, useFormSession } from '../session/form-session';
import { describedBy, errorId, FieldErrors, Hint, hintId, useQuestionErrors } from './field';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';

/** A checkbox answers a boolean; printed as [X] or [ ]. */
export function CheckboxWidget({
  question,
  mode,
}: {
  question: QuestionOfKind<'checkbox'>;
  mode: WidgetMode;
}) {
  const text = useSiteText();
  const { store } = useFormSession();
  const value = useAnswer(question.key) === true;
  const errors = useQuestionErrors(question.key);
  const label = text(question.label);
  const hint = question.hint && text(question.hint);

  if (mode === 'print') {
    return (
      <div className="print-field">
        {value ? '[X]' : '[ ]'} {label}
      </div>
    );
  }

  return (
    <div
      className={['field', 'choice', 'choice--checkbox', errors.length > 0 && 'field--invalid']
        .filter(Boolean)
        .join(' ')}
    >
      <input
        id={question.key}
        name={question.key}
        className="choice__input"
        type="checkbox"
        checked={value}
        onChange={(event) => store.setAnswer(question.key, event.target.checked)}
        aria-describedby={describedBy(
          hint && hintId(question.key),
          errors.length > 0 && errorId(question.key),
        )}
        aria-invalid={errors.length > 0 ? true : undefined}
      />
      <label className="choice__label" htmlFor={question.key}>
        {label}
      </label>
      {hint && <Hint id={hintId(question.key)}>{hint}</Hint>}
      <FieldErrors id={errorId(question.key)} errors={errors} />
    </div>
  );
}
