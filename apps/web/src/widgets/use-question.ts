import { useAnswer, useFormSession } from '../session/form-session';
import { useQuestionErrors } from './field';
import { useSiteText } from './use-site-text';

/**
 * What an input reads of its question: the store that takes the next answer, its errors, its label
 * and hint in the site's words, and its answer as a string ('' before there is one).
 */
export function useQuestion(question: { key: string; label: string; hint?: string | undefined }) {
  const text = useSiteText();
  const { store } = useFormSession();
  const value = useAnswer(question.key);
  const errors = useQuestionErrors(question.key);
  // A tuple, not an object: its names would otherwise ship in the first visit's JavaScript.
  return [
    store,
    errors,
    text(question.label),
    question.hint && text(question.hint),
    typeof value === 'string' ? value : '',
  ] as const;
}
