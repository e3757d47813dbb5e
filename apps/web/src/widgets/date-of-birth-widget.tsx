import { EMPTY_ANSWER, isAnswered, parseIsoDate, type QuestionOfKind } from '@portico/application';
import { useState } from 'react';
import { useCatalogue } from '../i18n/language-store';
import { useAnswer, useFormSession } from '../session/form-session';
import { readDateDraft, writeDateDraft, type DateParts } from '../session/date-drafts';
import { describedBy, errorId, FieldGroup, PrintValue, useQuestionErrors } from './field';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';

type Parts = DateParts;
const EMPTY_PARTS: Parts = { month: '', day: '', year: '' };

function partsOf(value: unknown): Parts {
  const date = typeof value === 'string' ? parseIsoDate(value) : undefined;
  if (!date) return EMPTY_PARTS;
  return { month: String(date.month), day: String(date.day), year: String(date.year) };
}

/** The ISO date the parts make, YYYY-MM-DD, or undefined unless they make a real date. */
export function isoDateOfParts({ day, month, year }: Parts): string | undefined {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return undefined;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return parseIsoDate(iso) ? iso : undefined;
}

const isEmpty = (parts: Parts) => !parts.month && !parts.day && !parts.year;

/** Month, Day, Year: the order dates are written in the U.S., and the order the PDF prints them. */
const FIELDS = [
  { part: 'month', label: 'dateMonth', width: 2, autofill: 'bday-month' },
  { part: 'day', label: 'dateDay', width: 2, autofill: 'bday-day' },
  { part: 'year', label: 'dateYear', width: 4, autofill: 'bday-year' },
] as const;

/**
 * Date of birth as the GOV.UK date input: three labelled boxes (month, day, year) in a fieldset,
 * which every screen reader and phone handles, where a calendar picker is slow for a birth date
 * and hard to use by keyboard. Only a valid date is committed (as YYYY-MM-DD);
 * anything else clears the stored value, while the boxes keep what was typed, through a reload of
 * the tab too (session/date-drafts.ts), and say what is wrong once all three are filled in or
 * the applicant leaves them (issue 14).
 */
export function DateOfBirthWidget({
  question,
  mode,
}: {
  question: QuestionOfKind<'dateOfBirth'>;
  mode: WidgetMode;
}) {
  const { messages } = useCatalogue();
  const text = useSiteText();
  const { store } = useFormSession();
  const stored = useAnswer(question.key);
  const checked = useQuestionErrors(question.key);
  const [parts, setParts] = useState<Parts>(() =>
    isAnswered(stored) ? partsOf(stored) : (readDateDraft(question.key) ?? EMPTY_PARTS),
  );
  const [seen, setSeen] = useState(stored);
  const [left, setLeft] = useState(false);
  const label = text(question.label);
  const hint = question.hint ? text(question.hint) : messages.dateOfBirthHint;

  // Changed elsewhere (cleared, loaded): show the stored date.
  if (stored !== seen) {
    setSeen(stored);
    setParts(partsOf(stored));
  }

  if (mode === 'print') {
    const date = partsOf(stored);
    return <PrintValue label={label} value={date.year ? `${date.month}/${date.day}/${date.year}` : ''} />;
  }

  const complete = parts.year.length === 4 && parts.month !== '' && parts.day !== '';
  const notADate = !isEmpty(parts) && !isoDateOfParts(parts) && (complete || left);
  const errors =
    notADate && !checked.includes(messages.birthDateInvalid)
      ? [messages.birthDateInvalid, ...checked]
      : checked;

  const change = (part: keyof Parts, value: string) => {
    const next = { ...parts, [part]: value.trim() };
    setParts(next);
    const committed = isoDateOfParts(next) ?? EMPTY_ANSWER;
    writeDateDraft(question.key, committed === EMPTY_ANSWER && !isEmpty(next) ? next : undefined);
    if (committed !== (stored ?? EMPTY_ANSWER)) {
      setSeen(committed);
      store.setAnswer(question.key, committed);
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
                {messages[field.label]}
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
                onBlur={(event) => {
                  // Left when the focus goes outside the three boxes, not from one box to the next.
                  const boxes = event.currentTarget.closest('.date-input');
                  if (!boxes?.contains(event.relatedTarget as Node | null)) setLeft(true);
                }}
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
