import type { QuestionOfKind } from '@portico/application';
import { useAnswer, useFormSession } from '../session/form-session';
import { Field, useInputDescription, PrintValue, useQuestionErrors } from './field';
import { PHONE_MASK, US_COUNTRY_CODE, useDigitMask } from './input-mask';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';

/** The masked phone input: the value reformats as it is typed, into (999) 999-9999. */
export function PhoneWidget({ question, mode }: { question: QuestionOfKind<'phone'>; mode: WidgetMode }) {
  const text = useSiteText();
  const { store } = useFormSession();
  const value = useAnswer(question.key);
  const errors = useQuestionErrors(question.key);
  const label = text(question.label);
  const hint = question.hint && text(question.hint);
  const current = typeof value === 'string' ? value : '';
  const mask = useDigitMask(PHONE_MASK, current, (next) => store.setAnswer(question.key, next), {
    countryCode: US_COUNTRY_CODE,
  });

  const description = useInputDescription(question.key, hint, errors);
  if (mode === 'print') return <PrintValue label={label} value={current} />;

  return (
    <Field inputId={question.key} label={label} hint={hint} errors={errors}>
      <input
        id={question.key}
        name={question.key}
        className="field__input field__input--phone"
        type="tel"
        inputMode="tel"
        autoComplete={question.autofill}
        // No maxLength: a pasted '+1 202-555-0123' is longer than the number it holds, and the
        // browser would cut its last digit off before the mask could read it. The mask keeps 10.
        placeholder={PHONE_MASK.replaceAll('_', '9')}
        value={current}
        {...description}
        {...mask}
      />
    </Field>
  );
}
