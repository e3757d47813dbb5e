import { LIMITS, maskSsn, SSN_LENGTH, type QuestionOfKind } from '@portico/application';
import { use, type ChangeEvent } from 'react';
import { Field, useInputDescription, PrintValue } from './field';
import { SSN_MASK, useDigitMask } from './input-mask';
import { PrintAudienceContext } from './print-audience';
import { useQuestion } from './use-question';
import type { WidgetMode } from './widget-props';

type TextLikeQuestion = QuestionOfKind<'text' | 'email' | 'number' | 'ssn'>;

function inputAttributes(question: TextLikeQuestion) {
  switch (question.kind) {
    case 'text':
      return {
        type: 'text',
        maxLength: question.maxLength ?? LIMITS.textInputMaxLength,
        inputMode: question.inputMode,
        autoComplete: question.autofill,
      } as const;
    case 'email':
      return { type: 'email', autoComplete: question.autofill, spellCheck: false } as const;
    case 'number':
      return { type: 'text', maxLength: question.maxLength, inputMode: question.inputMode } as const;
    case 'ssn':
      // Off: a browser must not offer one applicant's number to the next on a shared computer.
      return { type: 'text', maxLength: SSN_LENGTH, inputMode: 'numeric', autoComplete: 'off' } as const;
  }
}

/**
 * A secret answer (the SSN) in print: the print view shows what the server sent (whole to staff,
 * masked in the applicant's own PDF copy); the applicant's own read-only pages show it masked.
 */
function printedValue(question: TextLikeQuestion, value: string, printView: boolean): string {
  if (!question.secret || printView) return value;
  return maskSsn(value);
}

/**
 * A one-line text answer: text, e-mail, number and Social Security number. Committed as it is
 * typed, so that the autosave and the browser's copy always hold what the applicant sees.
 */
export function TextWidget({ question, mode }: { question: TextLikeQuestion; mode: WidgetMode }) {
  const [store, errors, label, hint, current] = useQuestion(question);
  const mask = useDigitMask(SSN_MASK, current, (next) => store.setAnswer(question.key, next));
  const serviceUser = use(PrintAudienceContext) === 'print-view';

  const description = useInputDescription(question.key, hint, errors);
  if (mode === 'print') {
    return <PrintValue label={label} value={printedValue(question, current, serviceUser)} />;
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    store.setAnswer(question.key, event.target.value);

  return (
    <Field inputId={question.key} label={label} hint={hint} errors={errors}>
      <input
        id={question.key}
        name={question.key}
        className="field__input"
        value={current}
        {...inputAttributes(question)}
        {...description}
        {...(question.kind === 'ssn' ? mask : { onChange })}
      />
    </Field>
  );
}
