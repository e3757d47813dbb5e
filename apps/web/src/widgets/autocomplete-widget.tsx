import { isAnswered, type QuestionOfKind } from '@portico/application';
import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useCatalogue } from '../i18n/language-store';
import type { AnswersState } from '../session/answers-store';
import { useAnswersSelector, useFormSession } from '../session/form-session';
import { ErrorBoundary } from '../ui/error-boundary';
import { ownEntryAnswers } from './autocomplete-answers';
import { describedBy, Field, Hint, PrintValue, useDescriptionIds, useQuestionErrors } from './field';
import { useSiteText } from './use-site-text';
import type { TypingPlace, WidgetMode } from './widget-props';
import type { AutocompleteCombobox } from './autocomplete-combobox';

/**
 * Downshift and the debounce come with the first focus of an autocomplete, not with the page: the
 * first visit to /about has a JavaScript budget (bench/first-visit-js.mjs), and this is its
 * largest widget. Until then the field is a plain text input holding what was typed. An object, so
 * that a test can hold the code back as a slow network does (autocomplete-typing.test.tsx).
 */
export const comboboxCode = { load: () => import('./autocomplete-combobox') };

export const ownEntryHintId = (key: string) => `${key}-own-entry`;

/**
 * The creatable autocomplete against /lookup/find: address line 1, or a
 * school's name. Fully usable by keyboard and announced as a combobox (the ARIA 1.2 pattern).
 */
export function AutocompleteWidget({
  question,
  mode,
}: {
  question: QuestionOfKind<'autocomplete'>;
  mode: WidgetMode;
}) {
  const { messages } = useCatalogue();
  const text = useSiteText();
  const { store } = useFormSession();
  const errors = useQuestionErrors(question.key);
  const stored = useAnswersSelector(
    useCallback((current: AnswersState) => current.answers[question.key], [question.key]),
  );
  // The school search hint shows once the applicant has typed their own school: a name without a code.
  const ownEntry = useAnswersSelector(
    useCallback(
      (current: AnswersState) =>
        Boolean(question.ownEntryHint) &&
        isAnswered(current.answers[question.key]) &&
        (question.codeKey === undefined || !isAnswered(current.answers[question.codeKey])),
      [question],
    ),
  );
  // The combobox's component once its code is in: until then (and if it never comes) the plain input.
  const [Combobox, setCombobox] = useState<ComponentType<Parameters<typeof AutocompleteCombobox>[0]> | null>(
    null,
  );
  const [draft, setDraft] = useState<string | null>(null);
  const place = useRef<TypingPlace>({ focused: false, start: null, end: null });
  const label = text(question.label);
  const hint = question.hint && text(question.hint);
  const storedText = typeof stored === 'string' ? stored : '';

  const [optional, hintDescription, errorDescription] = useDescriptionIds(question.key, hint, errors);
  if (mode === 'print') return <PrintValue label={label} value={storedText} />;

  const description = describedBy(
    optional,
    hintDescription,
    ownEntry && ownEntryHintId(question.key),
    errorDescription,
  );
  const load = () =>
    void comboboxCode.load().then(
      (module) => setCombobox(() => module.AutocompleteCombobox),
      // Not loaded: the plain input stays, and still takes a typed answer.
      () => undefined,
    );
  const keepPlace = (input: HTMLInputElement) => {
    place.current = { focused: true, start: input.selectionStart, end: input.selectionEnd };
  };
  // Issue 31: typing at once into a field whose combobox was loading lost '1420 '. The plain input
  // used to give way to a Suspense fallback (another element: the focus went nowhere) and then to
  // the combobox. Now it stays, taking every key, until the combobox's code is in; the combobox
  // then replaces it in one synchronous commit with the text typed, the focus and the caret
  // (TypingPlace), before the browser handles another key.
  const plainInput = (
    <input
      id={question.key}
      name={question.key}
      className="field__input"
      type="text"
      autoComplete={question.autofill ?? 'off'}
      placeholder={messages.selectPlaceholder}
      value={draft ?? storedText}
      onChange={(event) => {
        setDraft(event.target.value);
        keepPlace(event.target);
      }}
      onSelect={(event) => keepPlace(event.currentTarget)}
      onBlur={(event) => {
        // Removed for the combobox, the input is not left: the combobox carries on with its text.
        if (!event.currentTarget.isConnected) return;
        place.current.focused = false;
        // Left before the combobox came (or without it): what was typed is the applicant's own entry.
        if (draft !== null && draft !== storedText) store.setAnswers(ownEntryAnswers(store, question, draft));
      }}
      onFocus={(event) => {
        keepPlace(event.currentTarget);
        load();
      }}
      onPointerEnter={load}
      aria-describedby={description}
      aria-invalid={errors.length > 0 ? true : undefined}
    />
  );

  return (
    <Field inputId={question.key} label={label} hint={hint} errors={errors} className="field--autocomplete">
      {ownEntry && question.ownEntryHint && (
        <Hint id={ownEntryHintId(question.key)}>{text(question.ownEntryHint)}</Hint>
      )}
      {Combobox ? (
        <ErrorBoundary fallback={() => plainInput}>
          <Combobox
            question={question}
            initialText={draft ?? storedText}
            storedText={storedText}
            place={place}
            describedBy={description}
            invalid={errors.length > 0}
          />
        </ErrorBoundary>
      ) : (
        plainInput
      )}
    </Field>
  );
}
