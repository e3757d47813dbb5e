import {
  choicesOf,
  descriptionKey,
  optionLabel,
  type QuestionOfKind,
  type Refusal,
} from '@portico/application';
import { useSiteConfig, useSiteLang } from '../config/site-config-context';
import { useAnswer, useFormSession } from '../session/form-session';
import { ExternalLink } from '../ui/external-link';
import { FieldGroup, PrintValue, useQuestionErrors } from './field';
import { useDescription, useOptions, useSiteText } from './use-site-text';
import type { WidgetMode } from './widget-props';

/** Print lists with more than this many answers in columns, each marked [X] or [ ]. */
const PRINT_COLUMNS_ABOVE = 2;

/**
 * An answer the application refuses ('You must use the institution International Application to
 * apply.') is said at the question as soon as it is chosen, with the link to go instead, not only
 * at submit. Announced politely: the choice just made is what it speaks of.
 */
function RefusalNotice({ refusal, refused }: { refusal: Refusal; refused: boolean }) {
  const { helpLinks } = useSiteConfig();
  const lang = useSiteLang();
  const link = refusal.link && helpLinks[refusal.link];
  return (
    <div className="field__refusal" aria-live="polite">
      {refused && (
        <>
          <p className="field__refusal-message">{refusal.message}</p>
          {link && (
            <p>
              <ExternalLink href={link.url} lang={lang(link.label)}>
                {link.label}
              </ExternalLink>
            </p>
          )}
        </>
      )}
    </div>
  );
}

/**
 * A radio list in a fieldset whose legend is the question. The first radio's id is the answer
 * key, so that the validation summary's link focuses it (as GOV.UK's error summary does).
 * A choice stores the value and its English label in '{key}_desc' (useDescription).
 */
export function RadioWidget({ question, mode }: { question: QuestionOfKind<'radio'>; mode: WidgetMode }) {
  const text = useSiteText();
  const { store } = useFormSession();
  const value = useAnswer(question.key);
  const errors = useQuestionErrors(question.key);
  const options = useOptions(question.options);
  const describe = useDescription(question.options);
  const choices = choicesOf(options);
  const label = text(question.label);
  const hint = question.hint && text(question.hint);
  const refused = typeof value === 'string' && question.refuse?.values.includes(value) === true;
  // Said once: the notice says the refusal while it stands.
  const shownErrors = refused ? errors.filter((message) => message !== question.refuse?.message) : errors;

  if (mode === 'print') {
    if (choices.length <= PRINT_COLUMNS_ABOVE)
      return <PrintValue label={label} value={optionLabel(options, value)} />;
    return (
      <div className="print-field">
        <span className="print-field__label">{label}</span>
        <ul className="print-field__columns">
          {choices.map((choice) => (
            <li key={choice.value}>
              {choice.value === value ? '[X]' : '[ ]'} {choice.label}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <FieldGroup legend={label} hint={hint} hintKey={question.key} errors={shownErrors}>
      <div className={choices.length <= 2 ? 'choices choices--inline' : 'choices'}>
        {choices.map((choice, index) => {
          const id = index === 0 ? question.key : `${question.key}-${choice.value}`;
          return (
            <div key={choice.value} className="choice">
              <input
                id={id}
                className="choice__input"
                type="radio"
                name={question.key}
                value={choice.value}
                checked={value === choice.value}
                onChange={() =>
                  store.setAnswers({
                    [question.key]: choice.value,
                    [descriptionKey(question.key)]: describe(choice.value),
                  })
                }
              />
              <label className="choice__label" htmlFor={id}>
                {choice.label}
              </label>
            </div>
          );
        })}
      </div>
      {question.refuse && <RefusalNotice refusal={question.refuse} refused={refused} />}
    </FieldGroup>
  );
}
