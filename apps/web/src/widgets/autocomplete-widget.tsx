import { isAnswered, MESSAGES, type QuestionOfKind } from '@portico/application';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { AnswersState } from '../session/answers-store';
import { useAnswersSelector, useFormSession } from '../session/form-session';
import { ErrorBoundary } from '../ui/error-boundary';
import { ownEntryAnswers } from './autocomplete-answers';
import { describedBy, Field, Hint, PrintValue, useDescriptionIds, useQuestionErrors } from './field';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';

// Downshift and the debounce come with the first focus of an autocomplete, not with the page: the
// first visit to /about has a JavaScript budget (bench/first-visit-js.mjs), and this is its
// largest widget. Until then the field is a plain text input holding what was typed.
const loadCombobox = () => import('./autocomplete-combobox');
const AutocompleteCombobox = lazy(async () => ({ default: (await loadCombobox()).AutocompleteCombobox }));

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
  const [wanted, setWanted] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [hadFocus, setHadFocus] = useState(false);
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
  const plainInput = (
    <input
      id={question.key}
      name={question.key}
      className="field__input"
      type="text"
      autoComplete={question.autofill ?? 'off'}
      placeholder={MESSAGES.selectPlaceholder}
      value={draft ?? storedText}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        // Left before the combobox came (or without it): what was typed is the applicant's own entry.
        if (draft !== null && draft !== storedText) store.setAnswers(ownEntryAnswers(store, question, draft));
      }}
      onFocus={() => {
        setHadFocus(true);
        setWanted(true);
      }}
      onPointerEnter={() => void loadCombobox().catch(() => undefined)}
      aria-describedby={description}
      aria-invalid={errors.length > 0 ? true : undefined}
    />
  );

  return (
    <Field inputId={question.key} label={label} hint={hint} errors={errors} className="field--autocomplete">
      {ownEntry && question.ownEntryHint && (
        <Hint id={ownEntryHintId(question.key)}>{text(question.ownEntryHint)}</Hint>
      )}
      {wanted ? (
        // A chunk that fails to load leaves the plain input: the field still takes a typed answer.
        <ErrorBoundary fallback={() => plainInput}>
          <Suspense fallback={plainInput}>
            <AutocompleteCombobox
              question={question}
              initialText={draft ?? storedText}
              focusOnMount={hadFocus}
              describedBy={description}
              invalid={errors.length > 0}
            />
          </Suspense>
        </ErrorBoundary>
      ) : (
        plainInput
      )}
    </Field>
  );
}
