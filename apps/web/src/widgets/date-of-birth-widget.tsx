import { EMPTY_ANSWER, MESSAGES, parseIsoDate, type QuestionOfKind } from '@portico/application';
import { useState } from 'react';
import { setAnswer, useAnswer } from '../session/answers-store';
import { describedBy, errorId, FieldGroup, PrintValue, useQuestionErrors } from './field';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';

type Parts = { day: string; month: string; year: string };
const EMPTY_PARTS: Parts = { day: '', month: '', year: '' };

function partsOf(value: unknown): Parts {
  const date = typeof value === 'string' ? parseIsoDate(value) : undefined;
  if (!date) return EMPTY_PARTS;
  return { day: String(date.day), month: String(date.month), year: String(date.year) };
}

/** The ISO date the parts make, YYYY-MM-DD, or undefined unless they make a real date. */
export function isoDateOfParts({ day, month, year }: Parts): string | undefined {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return undefined;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return parseIsoDate(iso) ? iso : undefined;
}

const FIELDS = [
  { part: 'day', label: MESSAGES.dateDay, width: 2, autofill: 'bday-day' },
  { part: 'month', label: MESSAGES.dateMonth, width: 2, autofill: 'bday-month' },
  { part: 'year', label: MESSAGES.dateYear, width: 4, autofill: 'bday-year' },
] as const;

/**
 * Date of birth as the GOV.UK date input: three labelled boxes (day, month, year) in a fieldset,
 * which every screen reader and phone handles, where a calendar picker is slow for a birth date
 * and hard to use by keyboard. Spec section 4: only a valid date is committed (as YYYY-MM-DD);
 * anything else clears the stored value, while the boxes keep what was typed.
 */
export function DateOfBirthWidget({
  question,
  mode,
}: {
  question: QuestionOfKind<'dateOfBirth'>;
  mode: WidgetMode;
}) {
  const text = useSiteText();
  const stored = useAnswer(question.key);
  const errors = useQuestionErrors(question.key);
  const [parts, setParts] = useState<Parts>(() => partsOf(stored));
  const [seen, setSeen] = useState(stored);
  const label = text(question.label);
  const hint = question.hint ? text(question.hint) : MESSAGES.dateOfBirthHint;

  // Changed elsewhere (cleared, loaded): show the stored date.
  if (stored !== seen) {
    setSeen(stored);
    setParts(partsOf(stored));
  }

  if (mode === 'print') {
    const date = partsOf(stored);
    return <PrintValue label={label} value={date.year ? `${date.month}/${date.day}/${date.year}` : ''} />;
  }

  const change = (part: keyof Parts, value: string) => {
    const next = { ...parts, [part]: value.trim() };
    setParts(next);
    const committed = isoDateOfParts(next) ?? EMPTY_ANSWER;
    if (committed !== (stored ?? EMPTY_ANSWER)) {
      setSeen(committed);
      setAnswer(question.key, committed);
    }
  };

  return (
    <FieldGroup legend={label} hint={hint} hintKey={question.key} errors={errors}>
      <div className="date-input">
        {FIELDS.map((field, index) => {
          const id = index === 0 ? question.key : `${question.key}-${field.part}`;
          return (
            <div key={field.part} className="date-input__item">
              <label className="date-input__label" htmlFor={id}>
                {field.label}
              </label>
              <input
                id={id}
                name={id}
                className={`field__input date-input__input date-input__input--width-${field.width}`}
                type="text"
                inputMode="numeric"
                maxLength={field.width}
                autoComplete={question.autofill === 'bday' ? field.autofill : undefined}
                value={parts[field.part]}
                onChange={(event) => change(field.part, event.target.value)}
                aria-describedby={describedBy(errors.length > 0 && errorId(question.key))}
                aria-invalid={errors.length > 0 ? true : undefined}
              />
            </div>
          );
        })}
      </div>
    </FieldGroup>
  );
}
