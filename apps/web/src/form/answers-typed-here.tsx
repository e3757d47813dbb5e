import {
  choiceSourceOf,
  descriptionKey,
  indexDefinition,
  maskSsn,
  optionLabel,
  TYPED_HERE_MESSAGES,
  type Answers,
  type Option,
  type OptionSource,
  type Question,
} from '@portico/application';
import { useSiteConfig } from '../config/site-config-context';
import { useLanguageTexts, useTranslated } from '../i18n/language-store';
import { clearStoredAnswers } from '../session/answers-storage';
import { hasAnyAnswer, type AnswersState } from '../session/answers-store';
import { useAnswersSelector, useFormSession } from '../session/form-session';
import { clearDateDrafts } from '../session/date-drafts';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { useSiteText } from '../widgets/use-site-text';

const selectOffered = (current: AnswersState) => current.offered;
const selectAnonymousWithAnswers = (current: AnswersState) => current.owner === null && hasAnyAnswer(current);

/**
 * An answer as listed, in the language shown (issue 32): a choice by its label (its `_desc` is the
 * English one, for staff), a box by Yes or No, a secret one (the SSN) masked, as everywhere but its
 * owner's own field.
 */
function shown(question: Question, answers: Answers, choices: (source: OptionSource) => Option[]): string {
  const value = answers[question.key];
  if (typeof value === 'boolean') return optionLabel(choices({ list: 'yesNo' }), value ? 'Y' : 'N');
  const source = choiceSourceOf(question, answers);
  const label = source ? optionLabel(choices(source), value) : '';
  const described = answers[descriptionKey(question.key)];
  if (label) return label;
  if (typeof described === 'string' && described !== '') return described;
  return question.secret ? maskSsn(value ?? '') : (value ?? '');
}

/**
 * Answers typed on a shared computer (issues 14 and 27). Logged in: those typed here before the
 * login that differ from the saved application, answers to its empty questions included, are
 * listed, each with its question, and added or discarded only when the applicant says: nothing
 * typed anonymously reaches an account otherwise, so 'Your saved answers have not changed' is true.
 * Anonymous: a way for the next person at the computer to clear what is kept here.
 */
export function AnswersTypedHere() {
  const messages = useTranslated(TYPED_HERE_MESSAGES, (t) => t.catalogue.typedHere);
  const { application, options } = useLanguageTexts();
  const site = useSiteConfig();
  const offered = useAnswersSelector(selectOffered);
  const anonymousWithAnswers = useAnswersSelector(selectAnonymousWithAnswers);
  const text = useSiteText();
  const toast = useToast();
  const { store } = useFormSession();

  // The questions the offered answers belong to, each once: an answer and its companions (a
  // choice's `_desc`, a school's code) are one answer to the applicant. Every offered key belongs
  // to one (the store offers no other), so the list shows all that 'Add' would add (issue 27).
  const questions = [
    ...new Set(
      Object.keys(offered).flatMap((key) => {
        const question = indexDefinition(application).byKey.get(key)?.question;
        return question ? [question] : [];
      }),
    ),
  ];
  if (questions.length > 0) {
    const choices = (source: OptionSource) =>
      options(source, { site, currentYear: new Date().getFullYear() });
    const decide = (accept: boolean) => {
      if (accept) store.acceptOfferedAnswers();
      else store.discardOfferedAnswers();
      clearStoredAnswers();
      toast.success(accept ? messages.offeredAnswersAdded : messages.offeredAnswersDiscarded);
    };
    return (
      <section className="answers-typed-here" aria-labelledby="answers-typed-here-title">
        <h2 id="answers-typed-here-title" className="answers-typed-here__title">
          {messages.offeredAnswersTitle}
        </h2>
        <p>{messages.offeredAnswersBody}</p>
        <dl className="answers-typed-here__list">
          {questions.map((question) => (
            <div key={question.key}>
              <dt>{text(question.label)}</dt>
              <dd>{shown(question, { ...store.getState().answers, ...offered }, choices)}</dd>
            </div>
          ))}
        </dl>
        <div className="answers-typed-here__actions">
          <Button onClick={() => decide(true)}>{messages.offeredAnswersAdd}</Button>
          <Button variant="secondary" onClick={() => decide(false)}>
            {messages.offeredAnswersDiscard}
          </Button>
        </div>
      </section>
    );
  }

  if (!anonymousWithAnswers) return null;
  return (
    <p className="answers-typed-here answers-typed-here--anonymous">
      {messages.clearAnswersHereNote}{' '}
      <Button
        variant="link"
        onClick={() => {
          store.clearAnonymousAnswers();
          clearStoredAnswers();
          clearDateDrafts();
          toast.success(messages.answersClearedHere);
        }}
      >
        {messages.clearAnswersHere}
      </Button>
    </p>
  );
}
