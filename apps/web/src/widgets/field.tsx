import type { ReactNode } from 'react';
import { useCatalogue } from '../i18n/language-store';
import type { AnswersState } from '../session/answers-store';
import { useAnswersSelector, useOptional } from '../session/form-session';

/**
 * The parts every question shares: a visible label, a hint and errors tied to the input by
 * aria-describedby, and ids derived from the answer key. The input's id IS the key, so that the
 * validation summary's '/{page}#{key}' link lands on (and focuses) the input itself.
 */
export const hintId = (key: string) => `${key}-hint`;
export const errorId = (key: string) => `${key}-error`;
export const labelId = (key: string) => `${key}-label`;
export const optionalId = (key: string) => `${key}-optional`;

const NO_ERRORS: readonly string[] = [];

/** The validation messages of a key (the validation issue fills them; none until then). */
export function useQuestionErrors(key: string): readonly string[] {
  return useAnswersSelector((current: AnswersState) => current.errors[key] ?? NO_ERRORS);
}

/** The aria-describedby of an input: its hint and its errors, when there are any. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(' ') : undefined;
}

/**
 * '(optional)' beside an optional question's label (GOV.UK marks the optional ones). It stands
 * outside the label, so that the question's name stays the label's words, and is read out as the
 * input's description.
 */
export function OptionalMark({ id }: { id: string }) {
  const { messages } = useCatalogue();
  return (
    <span id={id} className="field__optional">
      {messages.optionalMark}
    </span>
  );
}

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="field__hint">
      {children}
    </p>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <p id={id} className="field__error">
      {[...new Set(errors)].map((message) => (
        <span key={message} className="field__error-line">
          {message}
        </span>
      ))}
    </p>
  );
}

/** A labelled single input: label, hint, errors, then the input the caller renders. */
export function Field({
  inputId,
  label,
  hint,
  errors,
  children,
  className,
}: {
  inputId: string;
  label: string;
  hint?: string | undefined;
  errors: readonly string[];
  children: ReactNode;
  className?: string;
}) {
  const optional = useOptional(inputId);
  return (
    <div className={['field', errors.length > 0 && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label id={labelId(inputId)} className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {optional && <OptionalMark id={optionalId(inputId)} />}
      {hint && <Hint id={hintId(inputId)}>{hint}</Hint>}
      <FieldErrors id={errorId(inputId)} errors={errors} />
      {children}
    </div>
  );
}

/** A fieldset with a legend: radio lists, check groups, the date of birth, month and year. */
export function FieldGroup({
  legend,
  hint,
  hintKey,
  errors = NO_ERRORS,
  children,
  className,
  legendClassName,
}: {
  legend: string;
  hint?: string | undefined;
  /** The id base of the hint and errors (a key or a block id). */
  hintKey: string;
  errors?: readonly string[];
  children: ReactNode;
  className?: string;
  legendClassName?: string;
}) {
  const optional = useOptional(hintKey);
  return (
    <fieldset
      className={['field', 'field-group', errors.length > 0 && 'field--invalid', className]
        .filter(Boolean)
        .join(' ')}
      aria-describedby={describedBy(
        optional && optionalId(hintKey),
        hint && hintId(hintKey),
        errors.length > 0 && errorId(hintKey),
      )}
    >
      <legend className={['field__label', legendClassName].filter(Boolean).join(' ')}>{legend}</legend>
      {optional && <OptionalMark id={optionalId(hintKey)} />}
      {hint && <Hint id={hintId(hintKey)}>{hint}</Hint>}
      <FieldErrors id={errorId(hintKey)} errors={errors} />
      {children}
    </fieldset>
  );
}

/** The print rendering of an answer: its label and the plain value. */
export function PrintValue({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="print-field">
      <span className="print-field__label">{label}</span>
      <span className="print-field__value">{value}</span>
    </div>
  );
}

/** The ids describing an input: '(optional)', its hint and its errors, when there are any. */
export function useDescriptionIds(key: string, hint: string | undefined, errors: readonly string[]) {
  const optional = useOptional(key);
  return [optional && optionalId(key), hint && hintId(key), errors.length > 0 && errorId(key)] as const;
}

/** The attributes an input takes from its question's mark, hint and errors. */
export function useInputDescription(key: string, hint: string | undefined, errors: readonly string[]) {
  return {
    'aria-describedby': describedBy(...useDescriptionIds(key, hint, errors)),
    'aria-invalid': errors.length > 0 ? true : undefined,
  } as const;
}
