import { LIMITS, type QuestionOfKind } from '@portico/application';
import { useEffect, useId, useRef, useState } from 'react';
import { useSiteConfig } from '../config/site-config-context';
import { useCatalogue } from '../i18n/language-store';
import { useAnswer, useFormSession } from '../session/form-session';
import { describedBy, Field, PrintValue, useDescriptionIds, useQuestionErrors } from './field';
import { useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';

/**
 * A character-limited text area: 6 rows, 'Character count: n / limit',
 * committed to the answers when focus leaves it, and before a save when the page is hidden.
 * The count is tied to the text area as part of its description rather than announced on every
 * key press, which makes a screen reader talk over the typing; maxLength stops at the limit.
 */
export function TextAreaWidget({
  question,
  mode,
}: {
  question: QuestionOfKind<'textarea'>;
  mode: WidgetMode;
}) {
  const { format } = useCatalogue();
  const text = useSiteText();
  const { store, saver } = useFormSession();
  const { textAreaLimit } = useSiteConfig();
  const stored = useAnswer(question.key);
  const errors = useQuestionErrors(question.key);
  const countId = useId();
  const storedText = typeof stored === 'string' ? stored : '';
  const [draft, setDraft] = useState(storedText);
  const [seen, setSeen] = useState(storedText);
  const draftRef = useRef(draft);
  const limit = question.limit ?? textAreaLimit;
  const label = text(question.label);
  const hint = question.hint && text(question.hint);

  // The stored answer changed elsewhere (cleared because the question was hidden, loaded later).
  if (storedText !== seen) {
    setSeen(storedText);
    setDraft(storedText);
  }

  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);

  useEffect(
    () =>
      saver.registerPendingEdit(() => {
        const saved = store.getState().answers[question.key];
        if (draftRef.current !== (typeof saved === 'string' ? saved : ''))
          store.setAnswer(question.key, draftRef.current);
      }),
    [question.key, saver, store],
  );

  const descriptionIds = useDescriptionIds(question.key, hint, errors);
  if (mode === 'print') return <PrintValue label={label} value={storedText} />;

  const commit = () => {
    if (draft !== storedText) store.setAnswer(question.key, draft);
  };

  return (
    <Field inputId={question.key} label={label} hint={hint} errors={errors} className="field--textarea">
      <textarea
        id={question.key}
        name={question.key}
        className="field__input field__textarea"
        rows={question.rows ?? LIMITS.textAreaDefaultRows}
        maxLength={limit}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        aria-describedby={describedBy(...descriptionIds, countId)}
        aria-invalid={errors.length > 0 ? true : undefined}
      />
      <p id={countId} className="field__count">
        {format.characterCount(draft.length, limit)}
      </p>
    </Field>
  );
}
