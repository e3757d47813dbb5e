import type { QuestionOfKind } from '@portico/application';
import { Field, useInputDescription, PrintValue } from './field';
import { PHONE_MASK, US_COUNTRY_CODE, useDigitMask } from './input-mask';
import { useQuestion } from './use-question';
import type { WidgetMode } from './widget-props';

/** The masked phone input: the value reformats as it is typed, into (999) 999-9999. */
export function PhoneWidget({ question, mode }: { question: QuestionOfKind<'phone'>; mode: WidgetMode }) {
  const [store, errors, label, hint, current] = useQuestion(question);
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
